import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, Input, Label } from '@edna/ui-kit';
import { USERNAME_INPUT_MAX_LENGTH } from '@edna/shared-contracts/rules';
import type { LeagueSummary } from '@edna/shared-contracts';
import { apiErrorCode } from '@edna/shared-contracts/client';
import { joinLeague } from '../api/leagues-api';
import { rememberLeague } from '../lib/stored-leagues';
import { nameRefusalMessage } from '../lib/name-refusal';

/** Joins the league with this browser's player id and a username; the league is remembered in local storage. */
export function JoinLeagueForm({ league, playerId, initialName, onJoined }: { league: LeagueSummary; playerId: string; initialName: string; onJoined: (username: string) => void }) {
  const [username, setUsername] = useState(initialName);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const inputId = useId();
  const problemId = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setProblem(null);
    try {
      const joined = await joinLeague(league.code, playerId, username);
      rememberLeague({ code: league.code, name: joined.name });
      onJoined(joined.username);
    } catch (error) {
      const code = apiErrorCode(error);
      setProblem(
        nameRefusalMessage(code) ??
          (code === 'invalid_username'
            ? 'Use 2 to 20 letters, digits, underscores or hyphens.'
            : 'Joining did not work. Check your connection and try again.'),
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <Form onSubmit={submit} aria-label={`Join ${league.name}`}>
      <Label htmlFor={inputId}>Your name in this league</Label>
      <Row>
        <Input
          id={inputId}
          value={username}
          maxLength={USERNAME_INPUT_MAX_LENGTH}
          autoComplete="nickname"
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? problemId : undefined}
          onChange={(event) => setUsername(event.target.value)}
        />
        <Button type="submit" disabled={busy || username.trim().length === 0}>
          Join league
        </Button>
      </Row>
      {problem && (
        <Problem id={problemId} role="alert">
          {problem}
        </Problem>
      )}
    </Form>
  );
}

const Form = styled.form`
  display: grid;
  gap: 0.5rem;
  margin-bottom: 1.5rem;
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  input {
    flex: 1 1 12rem;
  }
`;

const Problem = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;
