import { AUTH_RULES } from '@edna/shared-contracts/rules';
import { apiErrorMessage } from '@edna/shared-contracts/client';
import { CredentialsForm, type CredentialsFormProps } from './credentials-form';

const registrationFailure = { title: 'Registration failed', describe: (error: Error) => apiErrorMessage(error) ?? 'Could not create account' };

export function RegisterForm(email: Pick<CredentialsFormProps, 'email' | 'onEmailChange'>) {
  return (
    <CredentialsForm
      mode="register"
      title="Create account"
      busyLabel="Creating account…"
      successTitle="Account created successfully"
      failure={registrationFailure}
      passwordHint={`At least ${AUTH_RULES.passwordMinLength} characters.`}
      variant="secondary"
      {...email}
    />
  );
}
