#!/usr/bin/env node
// Admin benchmark: GET /api/analytics and every range endpoint (overview, funnel, drop-off, crossword, moods for
// 24h, 7d, 30d, 90d and all time) with 5,000,000 stored events and 200,000 quiz results, and the delay from
// POST /api/track to real_time_analytics on 100 connected admin sockets. Runs the production build (api/dist) on a
// fresh PGlite folder: the server starts once to migrate, stops, the data is generated inside the database
// (INSERT … SELECT over generate_series, in chunks, each rolled up into the counters in the same transaction with
// analytics_roll_up_events, as the tracking writer does), then the server starts again on it. With BENCH_POSTGRES_URL (a PostgreSQL server URL) the range
// endpoints are measured again on a scratch database there. Every figure is a p99 of sequential calls.
// Ports 4340–4342 (BENCH_PORT_BASE moves them). Usage: node scripts/bench/admin.mjs [--events=5000000] [--results=200000] [--crossword=100000]
//   [--calls=100] [--sockets=100] [--posts=200] [--feed=false]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { load, printTable, root, startApi, startHelloBaseline, timeSequential, verdict } from './support.mjs';

const require = createRequire(import.meta.url);
const { PGlite } = require(path.join(root, 'node_modules', '@electric-sql', 'pglite'));
const { io } = require(path.join(root, 'node_modules', 'socket.io-client'));

const option = (name, fallback) => Number(process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const EVENTS = option('events', 5_000_000);
const QUIZ_RESULTS = option('results', 200_000);
const CROSSWORD_SESSIONS = option('crossword', 100_000);
const RANGE_CALLS = option('calls', 100);
const WITH_FEED = !process.argv.includes('--feed=false');
const SOCKETS = option('sockets', 100);
const POSTS = option('posts', 200);
const ANALYTICS_CALLS = option('calls', 200);
const PORT_BASE = Number(process.env.BENCH_PORT_BASE ?? 4340);
const API_PORT = PORT_BASE;
const BASELINE_PORT = PORT_BASE + 1;
const POSTGRES_API_PORT = PORT_BASE + 2;
const ADMIN = { email: 'bench-admin@bench.local', password: 'bench-admin-password-123' };
const TARGETS = { analyticsP99Ms: 200, feedP99Ms: 100, rangeP99Ms: 300 };
const RANGE_ENDPOINTS = ['overview', 'funnel', 'drop-off', 'crossword', 'moods'];
const RANGE_PRESETS = ['24h', '7d', '30d', '90d', 'all'];
const SEED_CHUNK = 100_000;
/** Events per generated quiz run: the guide, ten answers each with a mood, then results, badge and two shares. */
const RUN_EVENTS = 25;

const round = (value) => Math.round(value * 10) / 10;
const percentile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

/**
 * The statements that generate the data, spread evenly over the last 365 days in time order: quiz runs of
 * RUN_EVENTS events (every third run stops after a few answers; every twentieth is a bot), quiz results and
 * crossword sessions. Events go in chunks so the trigger's transition table stays small.
 */
function seedStatements() {
  const types = ['Visionary', 'Pragmatist', 'Hustler', 'Craftsman', 'Social Driver'];
  const typeArray = `(array[${types.map((type) => `'${type}'`).join(',')}])`;
  const year = 365 * 86_400;
  const statements = [];
  for (let from = 1; from <= EVENTS; from += SEED_CHUNK) {
    const to = Math.min(EVENTS, from + SEED_CHUNK - 1);
    statements.push(`
      with inserted as (
      insert into analytics_events (event, data, user_agent, region, created_at, bot)
      select case
               when s = 0 then 'guide_viewed'
               when s <= 20 and (r % 3 <> 0 or s <= 1 + 2 * (r % 10)) then (case when s % 2 = 1 then 'question_answered' else 'mood_tracked' end)
               when s <= 20 or r % 3 = 0 then 'guide_dismissed'
               else (array['results_viewed', 'badge_generated', 'link_copied', 'shared_to_twitter'])[s - 20]
             end,
             jsonb_build_object('quizSessionId', 'session_' || r || '_bench', 'questionId', 1 + (r + (s - 1) / 2) % 100,
               'questionIndex', greatest(0, (s - 1) / 2), 'totalQuestions', 10, 'questionCount', 10,
               'quizMode', case when r % 4 = 0 then 'DEEP_DIVE' else 'STANDARD' end,
               'mood', (array['excited', 'curious', 'neutral', 'confused', 'stressed'])[1 + (r + s) % 5]),
             case when r % 20 = 0 then 'Googlebot/2.1 (+http://www.google.com/bot.html)' else 'Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0 Safari/537.36' end,
             (array['US','DE','FR','GB','IN'])[1 + n % 5],
             now() - interval '${year} seconds' + (n::float8 * ${year} / ${EVENTS}) * interval '1 second',
             r % 20 = 0
      from (select n, n / ${RUN_EVENTS} as r, n % ${RUN_EVENTS} as s from generate_series(${from}, ${to}) as n) as generated
      returning id, event, data, bot, created_at)
      select analytics_roll_up_events((select jsonb_agg(to_jsonb(inserted) order by id) from inserted))`);
  }
  statements.push(`
    insert into analytics_daily_counts (day, event, count)
    select (created_at at time zone 'utc')::date, event, count(*)::int from analytics_events group by 1, 2
    on conflict (day, event) do update set count = excluded.count`);
  statements.push(`
    insert into quiz_results (quiz_mode, primary_category, result, question_ids, option_ids, created_at)
    select 'STANDARD', ${typeArray}[1 + n % 5], jsonb_build_object('primaryCategory', ${typeArray}[1 + n % 5]),
           array(select 1 + (n + k) % 100 from generate_series(0, 19) as k), repeat('abcde', 4), now() - n * interval '1 minute'
    from generate_series(1, ${QUIZ_RESULTS}) as n`);
  statements.push(`
    insert into crossword_sessions (puzzle_date, started_at, solved_at, solve_seconds, total_hints, total_mistakes, ranked, resets, bot)
    select (started at time zone 'utc')::date, started,
           case when n % 4 <> 0 then started + (60 + n % 900) * interval '1 second' end, case when n % 4 <> 0 then 60 + n % 900 end,
           n % 4, n % 7, n % 5 <> 0, case when n % 13 = 0 then 1 else 0 end, n % 20 = 0
    from (select n, now() - interval '${year} seconds' + (n::float8 * ${year} / ${CROSSWORD_SESSIONS}) * interval '1 second' as started
          from generate_series(1, ${CROSSWORD_SESSIONS}) as n) as generated`);
  statements.push('analyze');
  return statements;
}

async function seedPglite(dataDir) {
  const started = Date.now();
  const db = await PGlite.create({ dataDir: path.join(dataDir, 'pgdata') });
  for (const statement of seedStatements()) await db.exec(statement);
  const { rows } = await db.query('select count(*)::int as count from analytics_events');
  await db.close();
  return { events: rows[0].count, seconds: round((Date.now() - started) / 1000) };
}

async function seedPostgres(databaseUrl) {
  const started = Date.now();
  const { Client } = require(path.join(root, 'node_modules', 'pg'));
  const db = new Client({ connectionString: databaseUrl });
  await db.connect();
  for (const statement of seedStatements()) await db.query(statement);
  const { rows } = await db.query('select count(*)::int as count from analytics_events');
  await db.end();
  return { events: rows[0].count, seconds: round((Date.now() - started) / 1000) };
}

/** p50/p99/max of RANGE_CALLS sequential calls of every range endpoint and preset; checks each answer's status. */
async function measureRanges(url, cookie, label) {
  const rows = [];
  for (const endpoint of RANGE_ENDPOINTS) {
    for (const preset of RANGE_PRESETS) {
      const target = `${url}/api/admin/analytics/${endpoint}?preset=${preset}`;
      for (let warm = 0; warm < 3; warm += 1) await (await fetch(target, { headers: { cookie } })).arrayBuffer();
      const timing = await timeSequential(RANGE_CALLS, async () => {
        const response = await fetch(target, { headers: { cookie } });
        await response.arrayBuffer();
        if (!response.ok) throw new Error(`GET ${target} answered ${response.status}`);
      });
      const row = { database: label, endpoint, range: preset, p50: round(timing.p50), p99: round(timing.p99), max: round(timing.max) };
      console.log(`${label} ${endpoint} ${preset}: p50 ${row.p50} ms, p99 ${row.p99} ms`);
      rows.push(row);
    }
  }
  return rows;
}

async function checkFigures(url, cookie) {
  const funnel = await (await fetch(`${url}/api/admin/analytics/funnel?preset=all`, { headers: { cookie } })).json();
  const all = funnel.modes.find((mode) => mode.quizMode === 'ALL');
  const humanRuns = Math.ceil(EVENTS / RUN_EVENTS) - Math.ceil(EVENTS / RUN_EVENTS / 20);
  console.log(`funnel (all time, no bots): ${all.steps.map((step) => `${step.step} ${step.count}`).join(', ')} (about ${humanRuns} human runs generated)`);
  const crossword = await (await fetch(`${url}/api/admin/analytics/crossword?preset=all`, { headers: { cookie } })).json();
  const { sessionsStarted, completions, medianSeconds, bestSeconds } = crossword.totals;
  const humanSessions = CROSSWORD_SESSIONS - Math.floor(CROSSWORD_SESSIONS / 20);
  console.log(
    `crossword (all time, no bots): ${sessionsStarted.value} sessions, ${completions.value} solves, median ${medianSeconds?.value} s, best ${bestSeconds?.value} s ` +
      `(${humanSessions} human sessions and ${humanSessions - Math.floor(CROSSWORD_SESSIONS / 4) + Math.floor(CROSSWORD_SESSIONS / 20)} human solves generated)`,
  );
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
// The admin sockets all come from this one address: no per-address socket cap here.
const env = { DATA_DIR: dataDir, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, MAX_SOCKETS_PER_ADDRESS: '0' };
let api;
let baseline;
let ok = true;
try {
  console.log(`Admin benchmark: ${EVENTS.toLocaleString('en')} events, ${QUIZ_RESULTS.toLocaleString('en')} quiz results, ${SOCKETS} admin sockets, ${POSTS} tracked events`);
  api = await startApi(API_PORT, env);
  await api.stop();
  const seeded = await seedPglite(dataDir);
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

  printTable(`GET /api/analytics with ${EVENTS.toLocaleString('en')} events (ms)`, [
    { run: `${ANALYTICS_CALLS} sequential calls`, p50: round(sequential.p50), p95: round(sequential.p95), p99: round(sequential.p99), max: round(sequential.max), 'req/s': '' },
    { run: '10 connections, 10 s (autocannon)', p50: concurrent.p50, p95: '', p99: concurrent.p99, max: '', 'req/s': round(concurrent.requestsPerSecond) },
    { run: 'Express hello baseline, 10 connections', p50: hello.p50, p95: '', p99: hello.p99, max: '', 'req/s': round(hello.requestsPerSecond) },
  ]);
  if (concurrent.errors || concurrent.non2xx) console.log(`errors: ${concurrent.errors}, non-2xx: ${concurrent.non2xx}`);

  await checkFigures(api.url, cookie);
  const rangeRows = await measureRanges(api.url, cookie, 'PGlite');
  let feed = null;
  if (WITH_FEED) {
    feed = await feedDelays(api.url, cookie);
    printTable(`POST /api/track → real_time_analytics on ${SOCKETS} admin sockets (ms)`, [
      { measure: `delivery delay (${feed.samples} deliveries)`, p50: round(feed.p50), p99: round(feed.p99), max: round(feed.max) },
      { measure: `POST /api/track answer (${POSTS} posts)`, p50: round(feed.postP50), p99: round(feed.postP99), max: '' },
    ]);
  }
  await api.stop();
  api = null;
  if (process.env.BENCH_POSTGRES_URL) rangeRows.push(...(await measureRangesOnPostgres(process.env.BENCH_POSTGRES_URL)));
  printTable(`Analytics range endpoints, ${RANGE_CALLS} sequential calls each (ms)`, rangeRows);
  const slowest = rangeRows.reduce((worst, row) => (row.p99 > worst.p99 ? row : worst), rangeRows[0]);
  for (const row of rangeRows.filter((entry) => entry.p99 >= TARGETS.rangeP99Ms)) console.log(`over target: ${row.database} ${row.endpoint} ${row.range} p99 ${row.p99} ms`);

  console.log('');
  ok = verdict(sequential.p99 < TARGETS.analyticsP99Ms, `GET /api/analytics p99 ${round(sequential.p99)} ms sequential (target < ${TARGETS.analyticsP99Ms} ms)`) && ok;
  ok = verdict(concurrent.p99 < TARGETS.analyticsP99Ms && !concurrent.errors && !concurrent.non2xx, `GET /api/analytics p99 ${concurrent.p99} ms at 10 connections (target < ${TARGETS.analyticsP99Ms} ms)`) && ok;
  if (feed) ok = verdict(feed.p99 < TARGETS.feedP99Ms, `track → live feed p99 ${round(feed.p99)} ms with ${SOCKETS} sockets (target < ${TARGETS.feedP99Ms} ms)`) && ok;
  ok = verdict(slowest.p99 < TARGETS.rangeP99Ms, `slowest range endpoint: ${slowest.database} ${slowest.endpoint} ${slowest.range} p99 ${slowest.p99} ms (target < ${TARGETS.rangeP99Ms} ms)`) && ok;
} catch (error) {
  console.error(error);
  ok = false;
} finally {
  await baseline?.stop();
  await api?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
process.exit(ok ? 0 : 1);

async function measureRangesOnPostgres(serverUrl) {
  const { Client } = require(path.join(root, 'node_modules', 'pg'));
  const name = `edna_bench_admin_${Date.now()}`;
  const server = new Client({ connectionString: serverUrl });
  await server.connect();
  await server.query(`create database ${name}`);
  const databaseUrl = new URL(serverUrl);
  databaseUrl.pathname = `/${name}`;
  const postgresEnv = { ...env, DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'edna-bench-admin-pg-')), DATABASE_URL: databaseUrl.toString() };
  let postgresApi = await startApi(POSTGRES_API_PORT, postgresEnv);
  try {
    await postgresApi.stop();
    const seeded = await seedPostgres(databaseUrl.toString());
    console.log(`PostgreSQL: seeded ${seeded.events.toLocaleString('en')} events in ${seeded.seconds} s`);
    postgresApi = await startApi(POSTGRES_API_PORT, postgresEnv);
    const cookie = await login(postgresApi.url);
    await checkFigures(postgresApi.url, cookie);
    return await measureRanges(postgresApi.url, cookie, 'PostgreSQL');
  } finally {
    await postgresApi.stop();
    fs.rmSync(postgresEnv.DATA_DIR, { recursive: true, force: true });
    await server.query(`drop database if exists ${name} with (force)`);
    await server.end();
  }
}
