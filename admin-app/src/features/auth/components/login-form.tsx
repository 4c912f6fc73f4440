import { loginFailureDescription, loginFailureOf } from '../login-failure';
import { CredentialsForm } from './credentials-form';

const loginFailure = { title: 'Login failed', describe: (error: Error) => loginFailureDescription(loginFailureOf(error)) };

export function LoginForm() {
  return <CredentialsForm mode="login" title="Login" busyLabel="Logging in…" successTitle="Logged in successfully" failure={loginFailure} />;
}
