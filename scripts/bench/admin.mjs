#!/usr/bin/env node
// Admin benchmark (issue 5): GET /api/analytics with 1,000,000 stored events, and the delay from POST /api/track to
// real_time_analytics on 100 connected admin sockets. Runs the production build (api/dist) on a fresh PGlite folder:
// the server starts once to migrate, stops, the events are generated inside PGlite (one INSERT … SELECT over
// generate_series, with the matching analytics_daily_counts), then the server starts again on that folder.
// Ports 4300–4399. Usage: node scripts/bench/admin.mjs [--events=1000000] [--sockets=100] [--posts=200]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { load, printTable, root, startApi, startHelloBaseline, timeSequential, verdict } from './support.mjs';

const require = createRequire(import.meta.url);
const { PGlite } = require(path.join(root, 'node_modules', '@electric-sql', 'pglite'));
const { io } = require(path.join(root, 'node_modules', 'socket.io-client'));

const option = (name, fallback) => Number(process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const EVENTS = option('events', 1_000_000);
const QUIZ_RESULTS = option('results', 20_000);
const SOCKETS = option('sockets', 100);
const POSTS = option('posts', 200);
const ANALYTICS_CALLS = option('calls', 200);
const API_PORT = 4300;
const BASELINE_PORT = 4301;
const ADMIN = { email: 'bench-admin@bench.local', password: 'bench-admin-password-123' };
const TARGETS = { analyticsP99Ms: 200, feedP99Ms: 100 };

const round = (value) => Math.round(value * 10) / 10;
const percentile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

async function seedEvents(dataDir) {
  const started = Date.now();
  const db = await PGlite.create({ dataDir: path.join(dataDir, 'pgdata') });
  const names = ['question_answered', 'guide_viewed', 'guide_dismissed', 'mood_tracked', 'results_viewed', 'badge_generated', 'results_shared', 'link_copied'];
  const types = ['Visionary', 'Pragmatist', 'Hustler', 'Craftsman', 'Social Driver'];
  const nameArray = `(array[${names.map((name) => `'${name}'`).join(',')}])`;
  const typeArray = `(array[${types.map((type) => `'${type}'`).join(',')}])`;
  // Spread over the last 60 days (so eventsPerDay and the 30-day window both have real work).
  await db.exec(`
    insert into analytics_events (event, data, user_agent, region, created_at)
    select ${nameArray}[1 + n % ${names.length}],
           jsonb_build_object('questionId', 1 + n % 100, 'questionIndex', n % 20, 'totalQuestions', 20),
           'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36 bench/' || (n % 97),
           (array['US','DE','FR','GB','IN'])[1 + n % 5],
           now() - ((n::bigint * 5184) % 5184000) * interval '1 second'
    from generate_series(1, ${EVENTS}) as n;
    insert into analytics_daily_counts (day, event, count)
    select (created_at at time zone 'utc')::date, event, count(*)::int from analytics_events group by 1, 2
    on conflict (day, event) do update set count = excluded.count;
    insert into quiz_results (quiz_mode, primary_category, result, question_ids, option_ids, created_at)
    select 'STANDARD', ${typeArray}[1 + n % 5], jsonb_build_object('primaryCategory', ${typeArray}[1 + n % 5]),
           array(select 1 + (n + k) % 100 from generate_series(0, 19) as k), repeat('abcde', 4), now() - n * interval '1 minute'
    from generate_series(1, ${QUIZ_RESULTS}) as n;
    analyze;
  `);
  const { rows } = await db.query('select count(*)::int as count from analytics_events');
  await db.close();
  return { events: rows[0].count, seconds: round((Date.now() - started) / 1000) };
}

async function login(url) {
  const response = await fetch(`${url}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) });
  if (!response.ok) throw new Error(`login failed: ${response.status} ${await response.text()}`);
  const cookies = response.headers.getSetCookie().map((header) => header.split(';')[0]);
  return cookies.join('; ');
}

function connectAdminSocket(url, token) {
  return new Promise((resolve, reject) => {
    const socket = io(url, { path: '/ws', transports: ['websocket'], reconnection: false, forceNew: true });
    socket.once('connect_error', reject);
    socket.once('connect', () => socket.emit('auth', { type: 'auth', token }));
    socket.once('auth_success', () => resolve(socket));
    socket.once('auth_error', ({ message }) => reject(new Error(message)));
  });
}

async function feedDelays(url, cookie) {
  const sockets = [];
  for (let index = 0; index < SOCKETS; index += 1) {
    const { token } = await (await fetch(`${url}/api/admin/socket-token`, { headers: { cookie } })).json();
    sockets.push(await connectAdminSocket(url, token));
  }
  const delays = [];
  const postLatencies = [];
  for (let post = 0; post < POSTS; post += 1) {
    const marker = 1 + post;
    const started = performance.now();
    const arrivals = sockets.map(
      (socket) =>
        new Promise((resolve, reject) => {
          const timer = setTimeout(() => reject(new Error(`event ${marker} did not arrive within 5 s`)), 5000);
          const listener = ({ data }) => {
            if (data.details?.questionCount !== marker) return;
            clearTimeout(timer);
            socket.off('real_time_analytics', listener);
            resolve(performance.now() - started);
          };
          socket.on('real_time_analytics', listener);
        }),
    );
    const response = await fetch(`${url}/api/track`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': 'bench' },
      body: JSON.stringify({ event: 'guide_viewed', data: { questionCount: marker } }),
    });
    postLatencies.push(performance.now() - started);
    if (response.status !== 204) throw new Error(`track answered ${response.status}`);
    delays.push(...(await Promise.all(arrivals)));
  }
  for (const socket of sockets) socket.disconnect();
  delays.sort((a, b) => a - b);
  postLatencies.sort((a, b) => a - b);
  return {
    samples: delays.length,
    p50: percentile(delays, 0.5),
    p99: percentile(delays, 0.99),
    max: delays.at(-1),
    postP50: percentile(postLatencies, 0.5),
    postP99: percentile(postLatencies, 0.99),
  };
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'edna-bench-admin-'));
const env = { DATA_DIR: dataDir, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password };
let api;
let baseline;
let ok = true;
try {
  console.log(`Admin benchmark: ${EVENTS.toLocaleString('en')} events, ${QUIZ_RESULTS.toLocaleString('en')} quiz results, ${SOCKETS} admin sockets, ${POSTS} tracked events`);
  api = await startApi(API_PORT, env);
  await api.stop();
  const seeded = await seedEvents(dataDir);
  console.log(`seeded ${seeded.events.toLocaleString('en')} events in ${seeded.seconds} s`);
  api = await startApi(API_PORT, env);
  const cookie = await login(api.url);

  const analyticsUrl = `${api.url}/api/analytics`;
  const first = await fetch(analyticsUrl, { headers: { cookie } });
  const summary = await first.json();
  if (summary.totalEvents !== seeded.events) throw new Error(`analytics reports ${summary.totalEvents} events, expected ${seeded.events}`);
  for (let warm = 0; warm < 20; warm += 1) await (await fetch(analyticsUrl, { headers: { cookie } })).arrayBuffer();

  const sequential = await timeSequential(ANALYTICS_CALLS, async () => {
    const response = await fetch(analyticsUrl, { headers: { cookie } });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`GET /api/analytics answered ${response.status}`);
  });
  const concurrent = await load({ url: analyticsUrl, headers: { cookie }, connections: 10, duration: 10 });
  baseline = await startHelloBaseline(BASELINE_PORT);
  const hello = await load({ url: `${baseline.url}/hello`, connections: 10, duration: 5 });
  await baseline.stop();
  baseline = null;

  printTable('GET /api/analytics with 1,000,000 events (ms)', [
    { run: `${ANALYTICS_CALLS} sequential calls`, p50: round(sequential.p50), p95: round(sequential.p95), p99: round(sequential.p99), max: round(sequential.max), 'req/s': '' },
    { run: '10 connections, 10 s (autocannon)', p50: concurrent.p50, p95: '', p99: concurrent.p99, max: '', 'req/s': round(concurrent.requestsPerSecond) },
    { run: 'Express hello baseline, 10 connections', p50: hello.p50, p95: '', p99: hello.p99, max: '', 'req/s': round(hello.requestsPerSecond) },
  ]);
  if (concurrent.errors || concurrent.non2xx) console.log(`errors: ${concurrent.errors}, non-2xx: ${concurrent.non2xx}`);

  const feed = await feedDelays(api.url, cookie);
  printTable(`POST /api/track → real_time_analytics on ${SOCKETS} admin sockets (ms)`, [
    { measure: `delivery delay (${feed.samples} deliveries)`, p50: round(feed.p50), p99: round(feed.p99), max: round(feed.max) },
    { measure: `POST /api/track answer (${POSTS} posts)`, p50: round(feed.postP50), p99: round(feed.postP99), max: '' },
  ]);

  console.log('');
  ok = verdict(sequential.p99 < TARGETS.analyticsP99Ms, `GET /api/analytics p99 ${round(sequential.p99)} ms sequential (target < ${TARGETS.analyticsP99Ms} ms)`) && ok;
  ok = verdict(concurrent.p99 < TARGETS.analyticsP99Ms && !concurrent.errors && !concurrent.non2xx, `GET /api/analytics p99 ${concurrent.p99} ms at 10 connections (target < ${TARGETS.analyticsP99Ms} ms)`) && ok;
  ok = verdict(feed.p99 < TARGETS.feedP99Ms, `track → live feed p99 ${round(feed.p99)} ms with ${SOCKETS} sockets (target < ${TARGETS.feedP99Ms} ms)`) && ok;
} catch (error) {
  console.error(error);
  ok = false;
} finally {
  await baseline?.stop();
  await api?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
process.exit(ok ? 0 : 1);
