import net from 'node:net';
import { connectAdminFeed, connectSocket, type FeedSocket } from './test-support/live-feed';
import { ADMIN_ENV, loginAsAdmin } from './test-support/sessions';
import { describeEachDatabase } from './test-support/test-server';

const HEADERS_TIMEOUT_MS = 400;
const IDLE_TIMEOUT_MS = 1500;
const SOCKET_AUTH_TIMEOUT_MS = 500;

/** A raw TCP connection to the server; resolves with what it received and how long it stayed open. */
function rawConnection(baseUrl: string, send?: string): Promise<{ received: string; openMs: number }> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const started = Date.now();
    let received = '';
    const socket = net.connect(Number(port), hostname, () => {
      if (send) socket.write(send);
    });
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => (received += chunk));
    socket.on('error', reject);
    socket.on('close', () => resolve({ received, openMs: Date.now() - started }));
    // The test fails by its own timeout if the server never closes.
  });
}

const disconnected = (socket: FeedSocket) => new Promise<string>((resolve) => socket.once('disconnect', (reason) => resolve(reason)));
const todayUtc = () => new Date().toISOString().slice(0, 10);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describeEachDatabase(
  'Connection timeouts',
  (server) => {
    it('When a TCP connection sends nothing, then the server answers 408 and closes it after the header timeout', async () => {
      const { received, openMs } = await rawConnection(server().url);
      expect(received).toMatch(/^HTTP\/1\.1 408 /);
      expect(openMs).toBeGreaterThanOrEqual(HEADERS_TIMEOUT_MS - 50);
      expect(openMs).toBeLessThan(HEADERS_TIMEOUT_MS + 2000);
    });

    it('When request headers never finish, then the server answers 408 and closes', async () => {
      const { received, openMs } = await rawConnection(server().url, 'GET /api/health HTTP/1.1\r\nHost: localhost\r\n');
      expect(received).toMatch(/^HTTP\/1\.1 408 /);
      expect(openMs).toBeLessThan(HEADERS_TIMEOUT_MS + 2000);
    });

    it('When a keep-alive connection stays idle after its answer, then the server closes it after the idle timeout', async () => {
      const { received, openMs } = await rawConnection(server().url, 'GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n');
      expect(received).toMatch(/^HTTP\/1\.1 200 /);
      expect(received).toMatch(/Keep-Alive: timeout=1/i);
      expect(openMs).toBeGreaterThanOrEqual(IDLE_TIMEOUT_MS - 100);
      expect(openMs).toBeLessThan(IDLE_TIMEOUT_MS + 3000);
    });

    it('When a socket neither authenticates nor follows a leaderboard, then the server disconnects it', async () => {
      const socket = await connectSocket(server().url);
      const started = Date.now();
      expect(await disconnected(socket)).toBe('io server disconnect');
      expect(Date.now() - started).toBeLessThan(SOCKET_AUTH_TIMEOUT_MS + 2000);
    });

    it('When a socket authenticates as an admin or follows a leaderboard, then it stays connected', async () => {
      const admin = await connectAdminFeed(server().url, await loginAsAdmin(server().url));
      const follower = await connectSocket(server().url);
      follower.emit('crossword_subscribe', { puzzleDate: todayUtc() });
      await sleep(SOCKET_AUTH_TIMEOUT_MS * 3);
      expect(admin.connected).toBe(true);
      expect(follower.connected).toBe(true);

      // Following nothing any more: closed at the next check.
      follower.emit('crossword_unsubscribe', { puzzleDate: todayUtc() });
      expect(await disconnected(follower)).toBe('io server disconnect');
      admin.disconnect();
    });
  },
  {
    ...ADMIN_ENV,
    HTTP_HEADERS_TIMEOUT_MS: String(HEADERS_TIMEOUT_MS),
    HTTP_REQUEST_TIMEOUT_MS: '5000',
    HTTP_IDLE_TIMEOUT_MS: String(IDLE_TIMEOUT_MS),
    SOCKET_AUTH_TIMEOUT_MS: String(SOCKET_AUTH_TIMEOUT_MS),
  },
);
