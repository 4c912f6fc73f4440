import { useState } from 'react';
import { Navigate } from 'react-router-dom';
import styled from 'styled-components';
import { Card, Spinner, useDocumentTitle } from '@edna/ui-kit';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@edna/ui-kit/tabs';
import { useCurrentUser } from '../../../shared/session/use-current-user';
import { useSessionTimer } from '../../../shared/session/use-session-timer';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';

/** /auth: login (and account creation). A logged-in admin goes to /admin, any other logged-in user to /. */
export function AuthPage() {
  useDocumentTitle('Admin login');
  useSessionTimer();
  const { user, isLoading } = useCurrentUser();
  // One email for both forms: switching between Login and Create account keeps what was typed.
  const [email, setEmail] = useState('');

  if (isLoading) {
    return (
      <Centered>
        <Spinner label="Checking your session…" />
      </Centered>
    );
  }
  if (user) return <Navigate to={user.isAdmin ? '/admin' : '/'} replace />;

  return (
    <Wrapper>
      <h1>Admin login</h1>
      <Intro>Sign in to manage the question bank, analytics and site settings.</Intro>
      <Card>
        <Tabs defaultValue="login">
          <TabsList aria-label="Login or create an account">
            <TabsTrigger value="login">Login</TabsTrigger>
            <TabsTrigger value="register">Create account</TabsTrigger>
          </TabsList>
          <TabsContent value="login">
            <LoginForm email={email} onEmailChange={setEmail} />
          </TabsContent>
          <TabsContent value="register">
            <Note>New accounts are visitor accounts; admin access is granted separately.</Note>
            <RegisterForm email={email} onEmailChange={setEmail} />
          </TabsContent>
        </Tabs>
      </Card>
    </Wrapper>
  );
}

const Centered = styled.div`
  display: grid;
  place-items: center;
  min-height: 40vh;
`;

const Wrapper = styled.div`
  width: 100%;
  max-width: 28rem;
  margin: 1rem auto 3rem;

  h1 {
    font-size: clamp(1.75rem, 5vw, 2.25rem);
  }
`;

const Intro = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Note = styled.p`
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;
