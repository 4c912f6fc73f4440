#!/usr/bin/env node
// The midnight spike. Build first: `node scripts/build.mjs --only=shared-contracts,api`.
// 1,000 solvers arrive within 60 s of a new day on a fresh API (its first request of the day generates the puzzle):
// each opens a socket that follows today's live leaderboard from its own address, starts a session, types the grid
// letter by letter (POST /check, about one wrong letter in twenty; a fifth wrong letter wipes the board, and the solver
// types it again, carefully), confirms each clue (POST /solve-clue) and posts its score, taking 25 to 40 s to solve.
// Solvers come from 250 loopback addresses (127.0.<n>.<m>, 4 solvers each), as separate networks
// would, so the per-network limits and rate limits run with their defaults.
//  1. one API process on PGlite;
//  2. two API processes on one PostgreSQL database (BENCH_POSTGRES_URL, default postgres://postgres@127.0.0.1:5432/postgres),
//     solvers and sockets split between them; ten watcher sockets per process follow the board from before the first
//     solver, and every update any watcher receives must reach the watchers of both processes.
// Prints per run: check p50/p95/p99, errors (network failures and non-2xx answers; wrong letters are 200), scores
// stored, socket updates, with PASS/FAIL against the targets: check p99 < 100 ms and 0 errors (and, on two
// processes, every live update on both). Ports 4300–4302 (BENCH_PORT_BASE). Options: BENCH_SOLVERS (1000),
// BENCH_ARRIVAL_SECONDS (60). Loopback only; every loop is bounded by the solver count and the grid's letters.
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { printTable, root, startApi, verdict } from './support.mjs';

const require = createRequire(import.meta.url);
const { io } = require('socket.io-client');
const { generateDailyLayout } = require(path.join(root, 'api', 'dist', 'features', 'crossword', 'daily-puzzle.js'));

const SOLVERS = Number(process.env.BENCH_SOLVERS ?? 1000);
const ARRIVAL_MS = Number(process.env.BENCH_ARRIVAL_SECONDS ?? 60) * 1000;
const SOLVERS_PER_ADDRESS = 4;
const WATCHERS_PER_PROCESS = 10;
const CHECK_P99_MS = 100;
const WRONG_LETTER_RATE = 0.05;
const MAX_PASSES = 2;
const FIRST_LIST_TIMEOUT_MS = 15_000;
const portBase = Number(process.env.BENCH_PORT_BASE ?? 4300);
const postgresUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/** A fixed secret, so this script computes the same grid as the fresh server (no history on a fresh database). */
const SECRET = `midnight-spike-bench-secret-${Date.now()}`;
const RATE_ENV = { CROSSWORD_SECRET: SECRET };

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const today = () => new Date().toISOString().slice(0, 10);
const addressOf = (solver) => {
  const network = Math.floor(solver / SOLVERS_PER_ADDRESS);
  return `127.0.${1 + Math.floor(network / 250)}.${1 + (network % 250)}`;
};

/** Keep-alive agents per source address, as each network's browsers would keep their connections. */
const agents = new Map();
function agentFor(localAddress) {
  let agent = agents.get(localAddress);
  if (!agent) {
    agent = new http.Agent({ keepAlive: true, maxSockets: 8, localAddress });
    agents.set(localAddress, agent);
  }
  return agent;
}

function postJson(baseUrl, localAddress, pathName, json) {
  const body = JSON.stringify(json);
  return new Promise((resolve) => {
    const started = process.hrtime.bigint();
    const request = http.request(
      new URL(pathName, baseUrl),
      { method: 'POST', agent: agentFor(localAddress), headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => {
          const ms = Number(process.hrtime.bigint() - started) / 1e6;
          let parsed;
          try {
            parsed = JSON.parse(Buffer.concat(chunks).toString('utf8'));
          } catch {
            parsed = undefined;
          }
          resolve({ status: response.statusCode, body: parsed, ms });
        });
      },
    );
    request.on('error', (error) => resolve({ status: 0, body: { error: error.message }, ms: Number(process.hrtime.bigint() - started) / 1e6 }));
    request.end(body);
  });
}

/**
 * A socket following today's leaderboard from a solver's own address (the server caps sockets per address); resolves
 * once the first list arrived. Records every update it receives.
 */
function follow(baseUrl, puzzleDate, localAddress = '127.0.0.1') {
  return new Promise((resolve) => {
    const socket = io(baseUrl, { path: '/ws', transports: ['websocket'], reconnection: false, forceNew: true, localAddress });
    const follower = { socket, updates: [], failed: undefined };
    const timer = setTimeout(() => {
      follower.failed = `no first list in ${FIRST_LIST_TIMEOUT_MS / 1000} s`;
      resolve(follower);
    }, FIRST_LIST_TIMEOUT_MS);
    socket.on('connect', () => socket.emit('crossword_subscribe', { puzzleDate }));
    socket.on('connect_error', (error) => {
      follower.failed = `connect error: ${error.message}`;
      clearTimeout(timer);
      resolve(follower);
    });
    socket.on('crossword_leaderboard', (update) => {
      follower.updates.push(JSON.stringify(update.entries.map((entry) => [entry.id, entry.score])));
      if (follower.updates.length === 1) {
        clearTimeout(timer);
        resolve(follower);
      }
    });
  });
}

const percentile = (sorted, q) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] : 0);

/** Types every clue letter by letter and confirms it; answers whether a fifth wrong letter wiped the board on the way. */
async function typeGrid({ apiUrl, address, sessionToken, layout, pause, careful, stats }) {
  for (const clue of layout.clues) {
    for (let position = 0; position < clue.answer.length; position += 1) {
      const row = clue.direction === 'across' ? clue.startRow : clue.startRow + position;
      const col = clue.direction === 'across' ? clue.startCol + position : clue.startCol;
      const right = clue.answer[position];
      const tries = !careful && Math.random() < WRONG_LETTER_RATE ? [right === 'Q' ? 'Z' : 'Q', right] : [right];
      for (const letter of tries) {
        const checked = await postJson(apiUrl, address, '/api/crossword/check', { sessionToken, row, col, letter });
        stats.checkMs.push(checked.ms);
        if (checked.status !== 200) stats.errors.push(`check ${checked.status} ${checked.body?.error}`);
        if (checked.body?.reset) return true;
      }
      await sleep(pause);
    }
    const solved = await postJson(apiUrl, address, '/api/crossword/solve-clue', { sessionToken, clueId: clue.id, answer: clue.answer });
    if (solved.status !== 200) stats.errors.push(`solve-clue ${solved.status} ${solved.body?.error}`);
    await sleep(pause);
  }
  return false;
}

/** One solver: socket, session, letters, clues, score. Pushes figures into `stats`. */
async function solve(index, apiUrl, layout, puzzleDate, stats) {
  const address = addressOf(index);
  const follower = await follow(apiUrl, puzzleDate, address);
  stats.followers.push(follower);
  if (follower.failed) stats.errors.push(`socket: ${follower.failed}`);
  const session = await postJson(apiUrl, address, '/api/crossword/session', { puzzleDate, playerId: randomUUID() });
  if (session.status !== 200) {
    stats.errors.push(`session ${session.status} ${session.body?.error}`);
    return;
  }
  const { sessionToken } = session.body;
  const letters = layout.clues.reduce((total, clue) => total + clue.answer.length, 0);
  const solveMs = 25_000 + Math.random() * 15_000;
  const pause = solveMs / (letters + layout.clues.length);
  // The fifth wrong letter wipes the board, and the solver types it again from the first clue; a solver who has been
  // reset types carefully (no wrong letter), so there are at most two passes.
  let careful = false;
  for (let pass = 0; pass < MAX_PASSES; pass += 1) {
    const wiped = await typeGrid({ apiUrl, address, sessionToken, layout, pause, careful, stats });
    if (!wiped) break;
    stats.resets += 1;
    careful = true;
  }
  const scored = await postJson(apiUrl, address, '/api/crossword/score', { username: `spike_${index}`, sessionToken, puzzleDate });
  if (scored.status === 201) stats.scores += 1;
  else stats.errors.push(`score ${scored.status} ${scored.body?.error}`);
}

/** Runs the spike against one or more API processes (solvers and sockets take them in turn). */
async function spike(label, apiUrls) {
  const puzzleDate = today();
  const layout = generateDailyLayout(puzzleDate, SECRET, []);
  const watchers = await Promise.all(
    apiUrls.flatMap((url, process) => Array.from({ length: WATCHERS_PER_PROCESS }, () => follow(url, puzzleDate).then((watcher) => ({ ...watcher, process })))),
  );
  const stats = { checkMs: [], errors: [], scores: 0, resets: 0, followers: [] };
  const started = Date.now();
  const solvers = [];
  for (let index = 0; index < SOLVERS; index += 1) {
    const arriveAt = started + (index / SOLVERS) * ARRIVAL_MS;
    await sleep(Math.max(0, arriveAt - Date.now()));
    solvers.push(solve(index, apiUrls[index % apiUrls.length], layout, puzzleDate, stats).catch((error) => stats.errors.push(`solver: ${error.message}`)));
  }
  await Promise.all(solvers);
  await sleep(2000);
  const seconds = (Date.now() - started) / 1000;

  const sorted = [...stats.checkMs].sort((a, b) => a - b);
  const byProcess = apiUrls.map((_, process) => new Set(watchers.filter((watcher) => watcher.process === process).flatMap((watcher) => watcher.updates)));
  const everyUpdate = new Set(byProcess.flatMap((updates) => [...updates]));
  const missing = apiUrls.length > 1 ? [...everyUpdate].filter((update) => !watchers.every((watcher) => watcher.updates.includes(update))).length : 0;
  const finalLists = new Set(watchers.map((watcher) => watcher.updates.at(-1)));
  for (const follower of [...stats.followers, ...watchers]) follower.socket.disconnect();

  const errorKinds = {};
  for (const error of stats.errors) errorKinds[error] = (errorKinds[error] ?? 0) + 1;
  const row = {
    run: label,
    solvers: SOLVERS,
    seconds: Number(seconds.toFixed(1)),
    checks: sorted.length,
    'check p50 ms': Number(percentile(sorted, 0.5).toFixed(1)),
    'check p95 ms': Number(percentile(sorted, 0.95).toFixed(1)),
    'check p99 ms': Number(percentile(sorted, 0.99).toFixed(1)),
    errors: stats.errors.length,
    scores: stats.scores,
    'boards wiped': stats.resets,
    'live updates': everyUpdate.size,
    'updates missed by a watcher': missing,
  };
  if (stats.errors.length) console.log(`${label} errors:`, errorKinds);
  const ok = [
    verdict(row['check p99 ms'] < CHECK_P99_MS, `${label}: check p99 ${row['check p99 ms']} ms < ${CHECK_P99_MS} ms`),
    verdict(stats.errors.length === 0, `${label}: ${stats.errors.length} errors`),
    verdict(everyUpdate.size > 0 && missing === 0 && finalLists.size === 1, `${label}: ${everyUpdate.size} live updates, ${missing} missed by a watcher, the watchers end on ${finalLists.size} list(s)`),
  ].every(Boolean);
  return { row, ok };
}

async function createDatabase() {
  const { Client } = require('pg');
  const name = `edna_spike_${Date.now()}`;
  const admin = new Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const dropper = new Client({ connectionString: postgresUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

const rows = [];
let allOk = true;
console.log(`crossword spike: ${SOLVERS} solvers arriving within ${ARRIVAL_MS / 1000} s; load average ${os.loadavg().map((value) => value.toFixed(2)).join(' / ')} on ${os.cpus().length} CPUs`);

const single = await startApi(portBase, RATE_ENV);
try {
  const result = await spike('1 process, PGlite', [single.url]);
  rows.push(result.row);
  allOk &&= result.ok;
} finally {
  await single.stop();
}

if (process.env.BENCH_SKIP_POSTGRES !== '1') {
  const database = await createDatabase();
  const apis = [];
  try {
    apis.push(await startApi(portBase + 1, { ...RATE_ENV, DATABASE_URL: database.url }));
    apis.push(await startApi(portBase + 2, { ...RATE_ENV, DATABASE_URL: database.url }));
    const result = await spike('2 processes, PostgreSQL', apis.map((api) => api.url));
    rows.push(result.row);
    allOk &&= result.ok;
  } finally {
    for (const api of apis) await api.stop();
    await database.drop();
  }
}

for (const agent of agents.values()) agent.destroy();
printTable('Midnight spike', rows);
process.exitCode = allOk ? 0 : 1;
