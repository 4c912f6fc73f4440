import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useNavigate } from 'react-router-dom';
import { Button, Input, Label } from '@edna/ui-kit';
import { LEAGUE_NAME_MAX_LENGTH } from '@edna/shared-contracts/rules';
import { apiErrorCode } from '@edna/shared-contracts/client';
import { createLeague } from '../api/leagues-api';
import { nameRefusalMessage } from '../lib/name-refusal';

/** Starts a league for a class, a team or friends, then opens its page (the join link to share). */
export function CreateLeagueForm() {
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const navigate = useNavigate();
  const inputId = useId();
  const problemId = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setProblem(null);
    try {
      const league = await createLeague(name);
      navigate(`/crossword/leagues/${league.code}`);
    } catch (error) {
      setProblem(nameRefusalMessage(apiErrorCode(error)) ?? 'The league could not be created. Use 2 to 40 characters and try again.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <Form onSubmit={submit} aria-label="Start a league">
      <Label htmlFor={inputId}>Start a league for your class, team or friends</Label>
      <Row>
        <Input
          id={inputId}
          value={name}
          maxLength={LEAGUE_NAME_MAX_LENGTH}
          placeholder="League name"
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? problemId : undefined}
          onChange={(event) => setName(event.target.value)}
        />
        <Button type="submit" variant="secondary" disabled={busy || name.trim().length < 2}>
          Create league
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
  margin: 1.5rem 0;
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
