import { describeEachDatabase } from '../../test-support/test-server';
import { get, request } from '../../test-support/http';

describeEachDatabase('API core', (server) => {
  it('When the database answers, then /api/health is 200', async () => {
    const response = await get<{ status: string }>(server().url, '/api/health');
    expect(response.status).toBe(200);
    expect(response.body.status).toBe('ok');
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('When a path under /api is unknown, then the answer is a JSON 404', async () => {
    const response = await get<{ error: string; message: string }>(server().url, '/api/does-not-exist');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    expect(response.body).toEqual({ error: 'route_not_found', message: 'No API route for GET /api/does-not-exist.' });
  });

  it('When the body is malformed JSON, then the answer is a JSON 400', async () => {
    const response = await request<{ error: string; message: string }>(server().url, 'POST', '/api/health', {
      body: '{"broken": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: 'invalid_json', message: 'The request body is not valid JSON.' });
  });

  it('When the body is larger than the limit, then the answer is a JSON 413', async () => {
    const response = await request<{ error: string }>(server().url, 'POST', '/api/health', {
      body: JSON.stringify({ padding: 'x'.repeat(200_000) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(413);
    expect(response.body.error).toBe('payload_too_large');
  });

  it('serves the remote configuration built from the environment', async () => {
    const response = await get<{ remotes: Record<string, { name: string; entry: string }> }>(server().url, '/mf-config.json');
    expect(response.status).toBe(200);
    expect(response.body.remotes).toEqual({
      quiz: { name: 'quiz_app', entry: '/remotes/quiz/mf-manifest.json' },
      crossword: { name: 'crossword_app', entry: '/remotes/crossword/mf-manifest.json' },
      admin: { name: 'admin_app', entry: '/remotes/admin/mf-manifest.json' },
    });
  });

  it('When the server is draining, then /api/health is 503', async () => {
    server().context.lifecycle.draining = true;
    try {
      const response = await get<{ status: string }>(server().url, '/api/health');
      expect(response.status).toBe(503);
      expect(response.body.status).toBe('draining');
    } finally {
      server().context.lifecycle.draining = false;
    }
  });
});
