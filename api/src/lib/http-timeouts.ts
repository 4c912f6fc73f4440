import http from 'node:http';
import type { Socket } from 'node:net';
import { createAddressCap } from './address-cap';
import type { Config } from './config';

type TimeoutSettings = Pick<Config, 'HTTP_HEADERS_TIMEOUT_MS' | 'HTTP_REQUEST_TIMEOUT_MS' | 'HTTP_IDLE_TIMEOUT_MS'> &
  Partial<Pick<Config, 'MAX_CONNECTIONS_PER_ADDRESS'>>;

/**
 * The HTTP server with every connection bounded in time:
 * - a connection must send a request's headers within HTTP_HEADERS_TIMEOUT_MS (a new connection that sends nothing
 *   counts from when it opened) and the whole request within HTTP_REQUEST_TIMEOUT_MS; otherwise Node answers 408
 *   and closes it;
 * - an idle keep-alive connection is closed after HTTP_IDLE_TIMEOUT_MS.
 * Node checks the header and request deadlines every `connectionsCheckingInterval`, 30 s by default: too coarse for
 * a 10 s deadline, so the interval follows the header timeout. The timeouts are given to createServer, not set
 * afterwards, so the deadline checks use them from the first connection on.
 */
export function createHttpServer(settings: TimeoutSettings): http.Server {
  const headersTimeout = settings.HTTP_HEADERS_TIMEOUT_MS;
  const server = http.createServer({
    headersTimeout,
    requestTimeout: settings.HTTP_REQUEST_TIMEOUT_MS,
    keepAliveTimeout: settings.HTTP_IDLE_TIMEOUT_MS,
    connectionsCheckingInterval: Math.max(50, Math.min(5000, Math.floor(headersTimeout / 4))),
  });
  if (settings.MAX_CONNECTIONS_PER_ADDRESS) capConnectionsPerAddress(server, settings.MAX_CONNECTIONS_PER_ADDRESS);
  return server;
}

/**
 * One peer address may hold at most `max` open connections: a further one is closed as soon as it opens, before any
 * request is read, so one client cannot hold thousands of keep-alive connections. Behind a proxy every connection
 * comes from the proxy: raise the cap to what the proxy may open.
 */
function capConnectionsPerAddress(server: http.Server, max: number): void {
  const cap = createAddressCap(max);
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? '';
    if (!cap.admit(address)) {
      socket.destroy();
      return;
    }
    socket.once('close', () => cap.release(address));
  });
}
