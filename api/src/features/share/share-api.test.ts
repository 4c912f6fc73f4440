import http from 'node:http';
import { sql } from 'drizzle-orm';
import type { GenerateShareBadgeResponse, Question, SubmitQuizResponse } from '@edna/shared-contracts';
import { rowsOf } from '../../lib/db';
import { badgeSvg } from './badge';
import { get, post } from '../../test-support/http';
import { TEST_DRIVERS, describeEachDatabase, startTestServer, type TestServer } from '../../test-support/test-server';

interface ErrorBody {
  error: string;
  message: string;
}

/** Width and height from a PNG's IHDR chunk, after checking the 8-byte signature. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  expect(bytes.subarray(12, 16).toString('ascii')).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

const metaContent = (html: string, attribute: 'property' | 'name', key: string) =>
  new RegExp(`<meta ${attribute}="${key}" content="([^"]*)">`).exec(html)?.[1];

describeEachDatabase('Share badge API', (server) => {
  it('generating a badge stores an anonymous share and answers absolute share and image URLs on the site origin', async () => {
    const response = await post<GenerateShareBadgeResponse>(server().url, '/api/generate-share-badge', {
      type: 'Social Driver',
      userId: 'session_1732000000000_abc',
    });
    expect(response.status).toBe(201);
    expect(response.body.success).toBe(true);
    expect(response.body.shareUrl).toMatch(new RegExp(`^${server().url}/share/[A-Za-z0-9_-]{12}$`));
    expect(response.body.imageUrl).toBe(`${response.body.shareUrl}/badge.png`);
    const id = response.body.shareUrl!.split('/').pop()!;
    const [stored] = rowsOf<{ type: string; user_id: string | null; result_id: string | null }>(
      await server().context.database.db.execute(sql`select type, user_id, result_id from share_badges where id = ${id}`),
    );
    // The browser session id is accepted (spec) but not kept: a share identifies nobody.
    expect(stored).toEqual({ type: 'Social Driver', user_id: null, result_id: null });
  });

  it('the share page carries Open Graph and Twitter card tags pointing at the badge, and shows it with a link to the quiz', async () => {
    const { body } = await post<GenerateShareBadgeResponse>(server().url, '/api/generate-share-badge', { type: 'Hustler' });
    const page = await get<string>(server().url, new URL(body.shareUrl!).pathname);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    const html = page.text;
    expect(html).toContain("<title>I&#39;m a Hustler entrepreneur! · Entrepreneurial DNA</title>");
    expect(metaContent(html, 'property', 'og:title')).toBe('I&#39;m a Hustler entrepreneur!');
    expect(metaContent(html, 'property', 'og:description')).toMatch(/^Hustler: action-oriented, momentum through execution\./);
    expect(metaContent(html, 'property', 'og:image')).toBe(body.imageUrl);
    expect(metaContent(html, 'property', 'og:url')).toBe(body.shareUrl);
    expect(metaContent(html, 'name', 'twitter:card')).toBe('summary_large_image');
    expect(metaContent(html, 'name', 'twitter:image')).toBe(body.imageUrl);
    expect(html).toContain('<h1>I&#39;m a Hustler entrepreneur!</h1>');
    const id = new URL(body.shareUrl!).pathname.split('/')[2];
    expect(html).toContain(
      `<img src="/share/${id}/badge-800.png" srcset="/share/${id}/badge-800.png 800w, /share/${id}/badge.png 1200w" sizes="(max-width: 44rem) calc(100vw - 2rem), 42rem" width="1200" height="630" fetchpriority="high" alt="`,
    );
    expect(html).toContain('<a class="cta" href="/">Take the quiz</a>');
    expect(html).not.toContain('<script');
    const csp = page.headers.get('content-security-policy') ?? '';
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(html).toContain(`<style nonce="${nonce}">`);
    expect(csp).toContain("script-src 'self'");
  });

  it('the badge is a 1200x630 PNG with long cache headers', async () => {
    const { body } = await post<GenerateShareBadgeResponse>(server().url, '/api/generate-share-badge', { type: 'Visionary' });
    const response = await fetch(body.imageUrl!);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(pngSize(Buffer.from(await response.arrayBuffer()))).toEqual({ width: 1200, height: 630 });
  });

  it("the share page's copy of the badge is 800x420 and at most 70% of the full badge's bytes", async () => {
    const { body } = await post<GenerateShareBadgeResponse>(server().url, '/api/generate-share-badge', { type: 'Craftsman' });
    const full = Buffer.from(await (await fetch(body.imageUrl!)).arrayBuffer());
    const response = await fetch(body.imageUrl!.replace(/badge\.png$/, 'badge-800.png'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const small = Buffer.from(await response.arrayBuffer());
    expect(pngSize(small)).toEqual({ width: 800, height: 420 });
    expect(small.length / full.length).toBeLessThan(0.7);
    expect((await get(server().url, '/share/AAAAAAAAAAAA/badge-800.png')).status).toBe(404);
    expect((await get(server().url, `${new URL(body.shareUrl!).pathname}/badge-640.png`)).status).toBe(404);
  });

  it('an unknown or malformed share id gets a 404 page, and its badge a 404', async () => {
    for (const path of ['/share/AAAAAAAAAAAA', '/share/not-a-share-id-at-all', '/share/%3Cscript%3E']) {
      const page = await get<string>(server().url, path);
      expect(page.status).toBe(404);
      expect(page.headers.get('content-type')).toMatch(/text\/html/);
      expect(page.text).toContain('This shared result does not exist');
      expect(page.text).toContain('<a class="cta" href="/">Take the quiz</a>');
    }
    expect((await get(server().url, '/share/AAAAAAAAAAAA/badge.png')).status).toBe(404);
  });

  describe('a badge of a kept result', () => {
    let kept: SubmitQuizResponse;
    beforeAll(async () => {
      const questions = (await get<Question[]>(server().url, '/api/questions')).body;
      // 8 Hustler, 5 Craftsman, 3 Pragmatist, 2 Visionary, 2 Social Driver answers: 40 / 25 / 15 / 10 / 10 %.
      const answers = [...'ccccccccdddddbbbaaee'].map((optionId, index) => ({ questionId: questions[index]!.id, selectedOptionId: optionId }));
      kept = (await post<SubmitQuizResponse>(server().url, '/api/submit-quiz', { answers })).body;
      expect(kept.primaryCategory).toBe('Hustler');
    });

    it('shows the five-type mix on the badge and the share page, and its image is revalidated (it can be deleted)', async () => {
      const response = await post<GenerateShareBadgeResponse>(server().url, '/api/generate-share-badge', { type: 'Hustler', resultToken: kept.resultToken });
      expect(response.status).toBe(201);
      const page = await get<string>(server().url, new URL(response.body.shareUrl!).pathname);
      expect(page.text).toContain('<ul class="mix" aria-label="My five-type mix"><li>Visionary <strong>10%</strong></li><li>Pragmatist <strong>15%</strong></li><li>Hustler <strong>40%</strong></li><li>Craftsman <strong>25%</strong></li><li>Social Driver <strong>10%</strong></li></ul>');
      expect(metaContent(page.text, 'property', 'og:description')).toContain('My mix: Visionary 10% · Pragmatist 15% · Hustler 40% · Craftsman 25% · Social Driver 10%.');

      const image = await fetch(response.body.imageUrl!);
      expect(image.status).toBe(200);
      expect(image.headers.get('cache-control')).toBe('public, no-cache');
      const etag = image.headers.get('etag');
      expect(etag).toBeTruthy();
      const bytes = Buffer.from(await image.arrayBuffer());
      expect(pngSize(bytes)).toEqual({ width: 1200, height: 630 });
      const typeOnly = await post<GenerateShareBadgeResponse>(server().url, '/api/generate-share-badge', { type: 'Hustler' });
      const typeOnlyBytes = Buffer.from(await (await fetch(typeOnly.body.imageUrl!)).arrayBuffer());
      expect(bytes.equals(typeOnlyBytes)).toBe(false);
      const revalidated = await fetch(response.body.imageUrl!, { headers: { 'if-none-match': etag! } });
      expect(revalidated.status).toBe(304);
    });

    it('refuses a type that is not the result\'s primary type, and a token nobody holds', async () => {
      const mismatch = await post<ErrorBody>(server().url, '/api/generate-share-badge', { type: 'Visionary', resultToken: kept.resultToken });
      expect(mismatch.status).toBe(400);
      expect(mismatch.body.error).toBe('type_mismatch');
      const unknown = await post<ErrorBody>(server().url, '/api/generate-share-badge', { type: 'Hustler', resultToken: Buffer.alloc(32, 1).toString('base64url') });
      expect(unknown.status).toBe(404);
      expect(unknown.body.error).toBe('result_not_found');
    });
  });

  it.each([
    ['an unknown type', { type: 'Wizard' }],
    ['no type', {}],
    ['an extra field', { type: 'Hustler', admin: true }],
    ['a user id that is too long', { type: 'Hustler', userId: 'u'.repeat(101) }],
    ['a result token of the wrong shape', { type: 'Hustler', resultToken: 'not-a-token' }],
  ])('%s is a 400', async (_label, body) => {
    const response = await post<ErrorBody>(server().url, '/api/generate-share-badge', body);
    expect(response.status).toBe(400);
    expect(response.body.error).toBe('validation_failed');
  });
});

describe('Share badge API with PUBLIC_ORIGIN', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite', { PUBLIC_ORIGIN: 'https://dna.example.org' });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('share, image and Open Graph URLs use the configured public origin', async () => {
    const { body } = await post<GenerateShareBadgeResponse>(server.url, '/api/generate-share-badge', { type: 'Craftsman' });
    expect(body.shareUrl).toMatch(/^https:\/\/dna\.example\.org\/share\/[A-Za-z0-9_-]{12}$/);
    const page = await get<string>(server.url, new URL(body.shareUrl!).pathname);
    expect(metaContent(page.text, 'property', 'og:image')).toBe(`${body.shareUrl}/badge.png`);
    expect(metaContent(page.text, 'property', 'og:url')).toBe(body.shareUrl);
  });
});

/** A request with a Host header of our choosing (fetch does not let a caller set Host); a JSON body makes it a POST. */
function requestWithHost(baseUrl: string, path: string, headers: Record<string, string>, json?: unknown): Promise<{ status: number; text: string }> {
  const target = new URL(path, baseUrl);
  const payload = json === undefined ? undefined : JSON.stringify(json);
  const bodyHeaders = payload === undefined ? {} : { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(payload)) };
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      { host: target.hostname, port: target.port, path: target.pathname, method: payload === undefined ? 'GET' : 'POST', headers: { ...bodyHeaders, ...headers } },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
      },
    );
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
}

describe.each(
  TEST_DRIVERS.flatMap((driver) => [
    [driver, 'no proxy is configured', 'false', (server: TestServer) => server.url] as const,
    [driver, 'the request came through a trusted proxy', 'loopback', () => 'https://dna.proxy.example'] as const,
  ]),
)('Share URLs without PUBLIC_ORIGIN (%s) when %s', (driver, _name, trustProxy, expectedOrigin) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(driver, { TRUST_PROXY: trustProxy });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('share and Open Graph URLs take Host and X-Forwarded-Proto only from the proxy, else the server\'s own origin', async () => {
    const forwarded = { host: 'dna.proxy.example', 'x-forwarded-proto': 'https' };
    const created = await requestWithHost(server.url, '/api/generate-share-badge', forwarded, { type: 'Hustler' });
    expect(created.status).toBe(201);
    const body = JSON.parse(created.text) as GenerateShareBadgeResponse;
    expect(body.shareUrl).toMatch(new RegExp(`^${expectedOrigin(server).replaceAll('.', '\\.')}/share/[A-Za-z0-9_-]{12}$`));
    const page = await requestWithHost(server.url, new URL(body.shareUrl!).pathname, forwarded);
    expect(metaContent(page.text, 'property', 'og:url')).toBe(body.shareUrl);
  });
});

/** Widths of the coloured segments of the mix bar (the grey track behind them left out). */
const segmentWidths = (svg: string) =>
  [...svg.matchAll(/<rect x="[\d.]+" y="[\d.]+" width="([\d.]+)" height="36" fill="(#[0-9a-f]{6})"/g)]
    .filter((match) => match[2] !== '#2a2e50')
    .map((match) => Number(match[1]));

describe('The badge image', () => {
  it('draws the mix as one bar split in proportion to the five percentages, each type labelled with its percentage', () => {
    const svg = badgeSvg('Hustler', { visionary: 10, pragmatist: 15, hustler: 40, craftsman: 25, socialDriver: 10 });
    expect(segmentWidths(svg)).toEqual([104, 156, 416, 260, 104]);
    for (const label of ['>Visionary<', '>Pragmatist<', '>Hustler<', '>Craftsman<', '>Social Driver<', '>10%<', '>15%<', '>40%<', '>25%<']) expect(svg).toContain(label);
    expect(badgeSvg('Hustler')).not.toContain('40%');
  });

  it('leaves out a type with 0% from the bar but still lists it', () => {
    const svg = badgeSvg('Visionary', { visionary: 100, pragmatist: 0, hustler: 0, craftsman: 0, socialDriver: 0 });
    expect(segmentWidths(svg)).toEqual([1040]);
    expect(svg.match(/>0%</g)).toHaveLength(4);
  });
});
