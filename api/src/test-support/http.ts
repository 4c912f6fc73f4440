/** Small helpers for real HTTP calls in API tests (global fetch, no mocks). */
export interface JsonResponse<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

export async function request<T = unknown>(
  baseUrl: string,
  method: string,
  path: string,
  options: { json?: unknown; body?: string; headers?: Record<string, string> } = {},
): Promise<JsonResponse<T>> {
  const headers: Record<string, string> = { ...options.headers };
  let body: string | undefined = options.body;
  if (options.json !== undefined) {
    headers['content-type'] ??= 'application/json';
    body = JSON.stringify(options.json);
  }
  const response = await fetch(`${baseUrl}${path}`, { method, headers, body, redirect: 'manual' });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    // not JSON: keep the text
  }
  return { status: response.status, headers: response.headers, body: parsed as T, text };
}

export const get = <T = unknown>(baseUrl: string, path: string, headers?: Record<string, string>) =>
  request<T>(baseUrl, 'GET', path, { headers });
export const post = <T = unknown>(baseUrl: string, path: string, json?: unknown, headers?: Record<string, string>) =>
  request<T>(baseUrl, 'POST', path, { json, headers });
