import { useNavigate } from 'react-router-dom';
import { LEAGUE_NAME_MAX_LENGTH } from '@edna/shared-contracts/rules';
import { apiErrorCode } from '@edna/shared-contracts/client';
import { createLeague } from '../api/leagues-api';
import { nameRefusalMessage } from '../lib/name-refusal';
import { LeagueNameForm } from './league-name-form';

/** Starts a league for a class, a team or friends, then opens its page (the join link to share). */
export function CreateLeagueForm() {
  const navigate = useNavigate();

  async function send(name: string): Promise<string | null> {
    try {
      const league = await createLeague(name);
      navigate(`/crossword/leagues/${league.code}`);
      return null;
    } catch (error) {
      return nameRefusalMessage(apiErrorCode(error)) ?? 'The league could not be created. Use 2 to 40 characters and try again.';
    }
  }

  return (
    <LeagueNameForm
      formLabel="Start a league"
      fieldLabel="Start a league for your class, team or friends"
      maxLength={LEAGUE_NAME_MAX_LENGTH}
      placeholder="League name"
      submitLabel="Create league"
      submitVariant="secondary"
      minLength={2}
      send={send}
    />
  );
}
