import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
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
  /** The failure toast: its title and its description for an error. */
  failure: { title: string; describe: (error: Error) => string };
  passwordHint?: string;
  variant?: ButtonStyleProps['variant'];
}

/**
 * Email + password, shared by login and registration: both fields are required ('Please fill in all fields', no call
 * made), a success toast and a redirect (admins to /admin, everyone else to /), a failure toast.
 */
export function CredentialsForm({ mode, title, busyLabel, successTitle, failure, passwordHint, variant }: CredentialsFormProps) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const login = useLogin();
  const register = useRegister();
  const signIn = mode === 'login' ? login : register;
  const navigate = useNavigate();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!email.trim() || !password) {
      toast({ title: FILL_ALL_FIELDS, variant: 'destructive' });
      return;
    }
    signIn.mutate(
      { email: email.trim(), password },
      {
        onSuccess: (user: User) => {
          toast({ title: successTitle });
          navigate(user.isAdmin ? '/admin' : '/', { replace: true });
        },
        onError: (error) => toast({ title: failure.title, description: failure.describe(error), variant: 'destructive' }),
      },
    );
  };

  const isLogin = mode === 'login';
  return (
    <FormStack onSubmit={onSubmit} noValidate aria-label={title}>
      <Field label="Email" required>
        <Input
          type="email"
          name="email"
          autoComplete={isLogin ? 'username' : 'email'}
          inputMode="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
      </Field>
      <Field label="Password" required hint={passwordHint}>
        <Input
          type="password"
          name={isLogin ? 'password' : 'new-password'}
          autoComplete={isLogin ? 'current-password' : 'new-password'}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      </Field>
      <Button type="submit" variant={variant} fullWidth disabled={signIn.isPending} aria-busy={signIn.isPending}>
        {signIn.isPending ? <Spinner size="sm" label={busyLabel} /> : null}
        {title}
      </Button>
    </FormStack>
  );
}
