import { loginFailureDescription, loginFailureOf } from '../login-failure';
import { CredentialsForm, type CredentialsFormProps } from './credentials-form';

const loginFailure = { title: 'Login failed', describe: (error: Error) => loginFailureDescription(loginFailureOf(error)) };

export function LoginForm(email: Pick<CredentialsFormProps, 'email' | 'onEmailChange'>) {
  return <CredentialsForm mode="login" title="Login" busyLabel="Logging in…" successTitle="Logged in successfully" failure={loginFailure} {...email} />;
}
