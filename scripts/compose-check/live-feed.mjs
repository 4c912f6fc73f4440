// Talking to one API container directly (its own loopback port): an admin session, an admin socket of the live
// feed, and tracked events.
import { io } from 'socket.io-client';

/** Logs in on `baseUrl` and returns the Cookie header of the admin session. */
export async function adminCookie(baseUrl, admin) {
  const response = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(admin),
  });
  if (response.status !== 200) throw new Error(`login on ${baseUrl} answered ${response.status}: ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

/** An authenticated admin socket on `baseUrl`, with a socket token that container issued for the session. */
export async function adminSocket(baseUrl, cookie) {
  const tokenResponse = await fetch(`${baseUrl}/api/admin/socket-token`, { headers: { cookie } });
  if (tokenResponse.status !== 200) throw new Error(`socket token on ${baseUrl} answered ${tokenResponse.status}`);
  const { token } = await tokenResponse.json();
  const socket = io(baseUrl, { path: '/ws', transports: ['websocket'], reconnection: false, forceNew: true, timeout: 10_000 });
  await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no auth answer from ${baseUrl} within 10 s`)), 10_000);
    socket.once('connect_error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    socket.once('auth_success', () => {
      clearTimeout(timer);
      resolve();
    });
    socket.once('auth_error', ({ message }) => {
      clearTimeout(timer);
      reject(new Error(`socket auth on ${baseUrl}: ${message}`));
    });
    socket.once('connect', () => socket.emit('auth', { type: 'auth', token }));
  });
  return socket;
}

/** Resolves with the first live-feed event whose details mention `marker`, or rejects after `timeoutMs`. */
export function nextEventMentioning(socket, marker, timeoutMs = 10_000) {
  return new Promise((resolve, reject) => {
    const listener = ({ data }) => {
      if (!JSON.stringify(data).includes(marker)) return;
      clearTimeout(timer);
      socket.off('real_time_analytics', listener);
      resolve(data);
    };
    const timer = setTimeout(() => {
      socket.off('real_time_analytics', listener);
      reject(new Error(`no live-feed event mentioning ${marker} within ${timeoutMs / 1000} s`));
    }, timeoutMs);
    socket.on('real_time_analytics', listener);
  });
}

/** Tracks a quiz answer on `baseUrl` whose question index is `questionIndex`. */
export async function trackOn(baseUrl, questionIndex) {
  const questions = await (await fetch(`${baseUrl}/api/questions`)).json();
  const response = await fetch(`${baseUrl}/api/track`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ event: 'question_answered', data: { questionId: questions[0].id, questionIndex, totalQuestions: 30 } }),
  });
  if (response.status !== 204) throw new Error(`POST /api/track on ${baseUrl} answered ${response.status}`);
}
