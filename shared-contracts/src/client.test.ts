import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApiError, QUERY_CLIENT_DEFAULTS, apiRequest, getQueryFn } from './client';

/** A real HTTP server answering each path the way the API client must handle. */
let server: http.Server;
let base: string;
const seen: { method?: string; contentType?: string; body?: string }[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      seen.push({ method: req.method, contentType: req.headers['content-type'], body });
      switch (req.url) {
        case '/json':
          res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
          break;
        case '/empty-error':
          res.writeHead(503, 'Service Unavailable').end();
          break;
        case '/json-error':
          res.writeHead(400, { 'content-type': 'application/json' }).end('{"error":"bad","message":"Count must be 1 to 50"}');
          break;
        case '/no-content':
          res.writeHead(204).end();
          break;
        case '/text':
          res.writeHead(200, { 'content-type': 'text/plain' }).end('plain words');
          break;
        case '/unauthorized':
          res.writeHead(401, { 'content-type': 'application/json' }).end('{"error":"unauthorized","message":"Log in"}');
          break;
        default:
          res.writeHead(404).end('nope');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('apiRequest', () => {
  it('sends a body as JSON and returns the parsed JSON answer', async () => {
    await expect(apiRequest('POST', `${base}/json`, { count: 3 })).resolves.toEqual({ ok: true });
    expect(seen.at(-1)).toMatchObject({ method: 'POST', contentType: 'application/json', body: '{"count":3}' });
  });

  it("raises '{status}: {body text}', with the status text when the body is empty", async () => {
    await expect(apiRequest('GET', `${base}/empty-error`)).rejects.toThrow('503: Service Unavailable');
    const error = await apiRequest('POST', `${base}/json-error`, {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('400: {"error":"bad","message":"Count must be 1 to 50"}');
    expect((error as ApiError).status).toBe(400);
    expect((error as ApiError).serverMessage).toBe('Count must be 1 to 50');
  });

  it('returns the raw answer for a 204 or a non-JSON body', async () => {
    const noContent = await apiRequest<Response>('GET', `${base}/no-content`);
    expect(noContent.status).toBe(204);
    const text = await apiRequest<Response>('GET', `${base}/text`);
    expect(await text.text()).toBe('plain words');
  });
});

describe('getQueryFn and the query defaults', () => {
  it('raises on 401 by default and returns null when told to', async () => {
    await expect(getQueryFn({ on401: 'throw' })({ queryKey: [`${base}/unauthorized`] })).rejects.toThrow(/^401: /);
    await expect(getQueryFn({ on401: 'returnNull' })({ queryKey: [`${base}/unauthorized`] })).resolves.toBeNull();
    await expect(getQueryFn({ on401: 'throw' })({ queryKey: [`${base}/json`] })).resolves.toEqual({ ok: true });
  });

  it('never refetches on its own and never retries', () => {
    expect(QUERY_CLIENT_DEFAULTS.queries).toMatchObject({
      refetchInterval: false,
      refetchOnWindowFocus: false,
      staleTime: Number.POSITIVE_INFINITY,
      retry: false,
    });
    expect(QUERY_CLIENT_DEFAULTS.mutations).toEqual({ retry: false });
  });
});
