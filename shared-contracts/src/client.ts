/**
 * The browser's API client: same-origin fetch with the session cookie, JSON in and out. Free of zod and React.
 * - every request sends cookies; a body is sent as JSON;
 * - a non-OK answer raises `'{status}: {body text}'` (the status text when the body is empty);
 * - a 204, or an answer that is not JSON, is returned raw; otherwise the parsed JSON.
 * No CSRF token: the API refuses writes that browsers mark as cross-site (Sec-Fetch-Site, Origin), and the session
 * cookie is SameSite=Strict.
 */
import { isApiErrorCode, type ApiErrorCode } from './api-error-codes';
import type { User } from './schemas/auth';

export class ApiError extends Error {
  readonly status: number;
  readonly bodyText: string;
  /** The parsed JSON body when there was one (the API sends `{error, message}`). */
  readonly body: unknown;

  constructor(status: number, bodyText: string, body: unknown) {
    super(`${status}: ${bodyText}`);
    this.name = 'ApiError';
    this.status = status;
    this.bodyText = bodyText;
    this.body = body;
  }

  /** The `message` (or `error`) field of a JSON error body, if any. */
  get serverMessage(): string | undefined {
    if (this.body && typeof this.body === 'object') {
      const { message, error } = this.body as { message?: unknown; error?: unknown };
      if (typeof message === 'string' && message) return message;
      if (typeof error === 'string' && error) return error;
    }
    return undefined;
  }
}

/**
 * The one reader of API refusals in the browser. Clients branch on `apiErrorCode`, never on message text; the
 * message is only for showing to a person.
 */
export function apiErrorCode(error: unknown): ApiErrorCode | undefined {
  if (!(error instanceof ApiError) || !error.body || typeof error.body !== 'object') return undefined;
  const code = (error.body as { error?: unknown }).error;
  return isApiErrorCode(code) ? code : undefined;
}

/** The HTTP status of an API answer; undefined when no answer arrived (network down, aborted). */
export const apiErrorStatus = (error: unknown): number | undefined => (error instanceof ApiError ? error.status : undefined);

/** The API's human sentence (`message` of `{error, message}`), for showing to a person. */
export function apiErrorMessage(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || !error.body || typeof error.body !== 'object') return undefined;
  const { message } = error.body as { message?: unknown };
  return typeof message === 'string' && message.trim() ? message : undefined;
}

export async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const text = (await response.text()) || response.statusText;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  throw new ApiError(response.status, text, body);
}

async function readAnswer<T>(response: Response): Promise<T> {
  const isJson = (response.headers.get('content-type') ?? '').includes('application/json');
  if (response.status === 204 || !isJson) return response as unknown as T;
  return (await response.json()) as T;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export async function apiRequest<T = unknown>(method: HttpMethod, url: string, body?: unknown, init?: RequestInit): Promise<T> {
  const headers = new Headers(init?.headers);
  if (body !== undefined) headers.set('Content-Type', 'application/json');
  const response = await fetch(url, {
    ...init,
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: 'include',
  });
  await throwIfNotOk(response);
  return readAnswer<T>(response);
}

export type UnauthorizedBehavior = 'returnNull' | 'throw';

/** A React Query `queryFn` that GETs the query key joined with '/'. A 401 raises unless told to return null. */
export function getQueryFn<T>({ on401 }: { on401: UnauthorizedBehavior }) {
  return async ({ queryKey, signal }: { queryKey: readonly unknown[]; signal?: AbortSignal }): Promise<T | null> => {
    const response = await fetch(queryKey.join('/'), { credentials: 'include', signal });
    if (on401 === 'returnNull' && response.status === 401) {
      await response.text(); // drain the body so the connection is released
      return null;
    }
    await throwIfNotOk(response);
    return readAnswer<T>(response);
  };
}

/** Data-loading defaults: never stale, no interval or focus refetch, no retries. */
export const QUERY_CLIENT_DEFAULTS = {
  queries: {
    queryFn: getQueryFn({ on401: 'throw' }),
    refetchInterval: false as const,
    refetchOnWindowFocus: false,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  },
  mutations: { retry: false },
};

export const USER_QUERY_KEY = ['/api/user'] as const;

/**
 * The signed-in user (null when logged out: the API answers 200 with null; a 401 from an older API also reads as null). The shell and the admin remote use these
 * same options, so they share one cache entry and a login or logout in one shows at once in the other.
 */
export const USER_QUERY_OPTIONS = {
  queryKey: USER_QUERY_KEY,
  queryFn: getQueryFn<User>({ on401: 'returnNull' }),
  retry: false,
  refetchOnWindowFocus: false,
} as const;
