import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button, Field, Input, Spinner, toast, type ButtonStyleProps } from '@edna/ui-kit';
import type { User } from '@edna/shared-contracts';
import { useLogin, useRegister } from '../api/use-auth-mutations';
import { FormStack } from './form-stack';

export const FILL_ALL_FIELDS = 'Please fill in all fields';

export interface CredentialsFormProps {
  mode: 'login' | 'register';
  /** The form's accessible name and its submit button's text. */
  title: string;
  busyLabel: string;
  successTitle: string;
  /** The failure message: its title and its description for an error. */
  failure: { title: string; describe: (error: Error) => string };
  passwordHint?: string;
  variant?: ButtonStyleProps['variant'];
  /** The email, kept by the page so that switching between Login and Create account keeps it. */
  email: string;
  onEmailChange: (email: string) => void;
}

type Problem = { kind: 'missing'; email: boolean; password: boolean } | { kind: 'failed'; title: string; description: string };

/**
 * Email + password, shared by login and registration: both fields are required ('Please fill in all fields' on each
 * empty one, no call made), a success toast and a redirect (admins to /admin, everyone else to /). Problems are shown
 * in the form, tied to the fields (aria-describedby, aria-invalid) and announced (role=alert); focus moves to the
 * first empty field, or to a refused login's message.
 */
export function CredentialsForm({ mode, title, busyLabel, successTitle, failure, passwordHint, variant, email, onEmailChange }: CredentialsFormProps) {
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<Problem | null>(null);
  const login = useLogin();
  const register = useRegister();
  const signIn = mode === 'login' ? login : register;
  const navigate = useNavigate();
  const failureId = useId();
  const emailInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);
  const failureMessage = useRef<HTMLDivElement>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const missing = { email: !email.trim(), password: !password };
    if (missing.email || missing.password) {
      setProblem({ kind: 'missing', ...missing });
      (missing.email ? emailInput : passwordInput).current?.focus();
      return;
    }
    setProblem(null);
    signIn.mutate(
      { email: email.trim(), password },
      {
        onSuccess: (user: User) => {
          toast({ title: successTitle });
          navigate(user.isAdmin ? '/admin' : '/', { replace: true });
        },
        onError: (error) => {
          setProblem({ kind: 'failed', title: failure.title, description: failure.describe(error) });
        },
      },
    );
  };

  const isLogin = mode === 'login';
  const failed = problem?.kind === 'failed' ? problem : null;
  // A refused sign-in takes the focus once its message is on the page (a render may span several frames).
  useEffect(() => {
    if (failed) failureMessage.current?.focus();
  }, [failed]);
  const missingError = (field: 'email' | 'password') => (problem?.kind === 'missing' && problem[field] ? FILL_ALL_FIELDS : undefined);
  const failureLink = failed ? { 'aria-describedby': failureId, 'aria-invalid': true as const } : {};
  return (
    <FormStack onSubmit={onSubmit} noValidate aria-label={title}>
      <Field label="Email" required error={missingError('email')}>
        <Input
          ref={emailInput}
          type="email"
          name="email"
          autoComplete={isLogin ? 'username' : 'email'}
          inputMode="email"
          value={email}
          onChange={(event) => onEmailChange(event.target.value)}
          {...failureLink}
        />
      </Field>
      <Field label="Password" required hint={passwordHint} error={missingError('password')}>
        <Input
          ref={passwordInput}
          type="password"
          name={isLogin ? 'password' : 'new-password'}
          autoComplete={isLogin ? 'current-password' : 'new-password'}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          {...failureLink}
        />
      </Field>
      {failed ? (
        <Failure ref={failureMessage} id={failureId} role="alert" tabIndex={-1}>
          <strong>{failed.title}</strong>
          <span>{failed.description}</span>
        </Failure>
      ) : null}
      <Button type="submit" variant={variant} fullWidth disabled={signIn.isPending} aria-busy={signIn.isPending}>
        {signIn.isPending ? <Spinner size="sm" label={busyLabel} /> : null}
        {title}
      </Button>
    </FormStack>
  );
}

const Failure = styled.div`
  display: grid;
  gap: 0.125rem;
  padding: 0.75rem 1rem;
  border: 2px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.text};
`;
