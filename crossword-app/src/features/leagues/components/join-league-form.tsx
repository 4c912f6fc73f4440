import { USERNAME_INPUT_MAX_LENGTH } from '@edna/shared-contracts/rules';
import type { LeagueSummary } from '@edna/shared-contracts';
import { apiErrorCode } from '@edna/shared-contracts/client';
import { joinLeague } from '../api/leagues-api';
import { rememberLeague } from '../lib/stored-leagues';
import { nameRefusalMessage } from '../lib/name-refusal';
import { LeagueNameForm } from './league-name-form';

/** Joins the league with this browser's player id and a username; the league is remembered in local storage. */
export function JoinLeagueForm({ league, playerId, initialName, onJoined }: { league: LeagueSummary; playerId: string; initialName: string; onJoined: (username: string) => void }) {
  async function send(username: string): Promise<string | null> {
    try {
      const joined = await joinLeague(league.code, playerId, username);
      rememberLeague({ code: league.code, name: joined.name });
      onJoined(joined.username);
      return null;
    } catch (error) {
      const code = apiErrorCode(error);
      return (
        nameRefusalMessage(code) ??
        (code === 'invalid_username' ? 'Use 2 to 20 letters, digits, underscores or hyphens.' : 'Joining did not work. Check your connection and try again.')
      );
    }
  }

  return (
    <LeagueNameForm
      formLabel={`Join ${league.name}`}
      fieldLabel="Your name in this league"
      initialValue={initialName}
      maxLength={USERNAME_INPUT_MAX_LENGTH}
      autoComplete="nickname"
      submitLabel="Join league"
      minLength={1}
      send={send}
    />
  );
}
