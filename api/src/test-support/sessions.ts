/** Logged-in clients for API tests: the cookies a browser would keep. */
import type { User } from '@edna/shared-contracts';
import { post, request, type JsonResponse } from './http';

export const TEST_ADMIN = { email: 'admin@test.local', password: 'test-admin-password-123' };
/** Environment of a test server with a known first admin. */
export const ADMIN_ENV = { ADMIN_EMAIL: TEST_ADMIN.email, ADMIN_PASSWORD: TEST_ADMIN.password };

export interface TestSession {
  user: User;
  cookies: Record<string, string>;
  /** The Cookie header. */
  cookie: string;
  /** Headers of a request of this session. */
  headers(): Record<string, string>;
}

export function cookiesOf(response: JsonResponse): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const header of response.headers.getSetCookie()) {
    const [pair] = header.split(';');
    const separator = pair?.indexOf('=') ?? -1;
    if (pair && separator > 0) cookies[pair.slice(0, separator)] = pair.slice(separator + 1);
  }
  return cookies;
}

function sessionFrom(response: JsonResponse<User>): TestSession {
  if (response.status !== 200 && response.status !== 201) throw new Error(`login failed: ${response.status} ${response.text}`);
  const cookies = cookiesOf(response);
  const cookie = Object.entries(cookies)
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');
  return { user: response.body, cookies, cookie, headers: () => ({ cookie }) };
}

export async function loginAs(baseUrl: string, email: string, password: string): Promise<TestSession> {
  return sessionFrom(await post<User>(baseUrl, '/api/login', { email, password }));
}

export const loginAsAdmin = (baseUrl: string) => loginAs(baseUrl, TEST_ADMIN.email, TEST_ADMIN.password);

/** Registers an account (202 whether or not the email was free) and logs in with it. */
export async function registerUser(baseUrl: string, email: string, password = 'ordinary-password-123'): Promise<TestSession> {
  const registered = await request(baseUrl, 'POST', '/api/register', { json: { email, password } });
  if (registered.status !== 202) throw new Error(`registering ${email} answered ${registered.status}`);
  return loginAs(baseUrl, email, password);
}
