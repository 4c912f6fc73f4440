// Shared pieces of the benchmark scripts: real processes on loopback, autocannon, printed figures.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

export const root = path.resolve(import.meta.dirname, '..', '..');

export async function waitForUrl(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

function spawnNode(args, env, label) {
  const child = spawn(process.execPath, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'pipe'] });
  child.stderr.on('data', (chunk) => process.stderr.write(`[${label}] ${chunk}`));
  return child;
}

async function stopChild(child) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}

/** The baseline every figure is compared with: an Express 5 hello world in its own process. */
export async function startHelloBaseline(port) {
  const code = `
    const express = require(${JSON.stringify(path.join(root, 'node_modules', 'express'))});
    const app = express();
    app.get('/hello', (req, res) => res.json({ hello: 'world' }));
    app.listen(${port}, '127.0.0.1');
  `;
  const child = spawnNode(['-e', code], {}, 'baseline');
  const url = `http://127.0.0.1:${port}`;
  await waitForUrl(`${url}/hello`);
  return { url, stop: () => stopChild(child) };
}

/**
 * The production API (api/dist) in its own process on a fresh data folder (PGlite) or on DATABASE_URL when given.
 * Run `node scripts/build.mjs` first.
 */
export async function startApi(port, env = {}) {
  const dataDir = env.DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'edna-bench-'));
  const child = spawnNode(
    [path.join(root, 'api', 'dist', 'server.js')],
    { NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', SERVE_WEB: 'false', DATA_DIR: dataDir, ...env },
    'api',
  );
  const url = `http://127.0.0.1:${port}`;
  await waitForUrl(`${url}/api/health`, 120_000);
  return {
    url,
    dataDir,
    pid: child.pid,
    stop: async () => {
      await stopChild(child);
      if (!env.DATA_DIR) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * autocannon with the benchmark's settings (50 connections, 10 s unless told otherwise). `requests` may hold several
 * request shapes that autocannon cycles through. Returns requests/s and latency percentiles in ms.
 */
export async function load({ url, method = 'GET', body, headers, requests, connections = 50, duration = 10, setupClient }) {
  const result = await autocannon({
    url,
    method,
    body,
    headers: { 'content-type': 'application/json', ...headers },
    requests,
    connections,
    duration,
    setupClient,
  });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    total: result.requests.total,
    statusCodes: Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, stats]) => [code, stats.count])),
  };
}

/**
 * When a load got answers other than 2xx, prints how many of each status and one answer to the same request made
 * now, so a failing run says why (a rate limit, a refused token, a server error) instead of only how many.
 */
export async function explainNon2xx(label, figures, { url, method = 'GET', body, headers }) {
  if (!figures.non2xx) return;
  const failing = Object.entries(figures.statusCodes ?? {}).filter(([code]) => !code.startsWith('2'));
  console.log(`${label}: ${figures.non2xx} answers not 2xx (${failing.map(([code, count]) => `${count} × ${code}`).join(', ') || 'status not recorded'})`);
  const response = await fetch(url, { method, body, headers: { 'content-type': 'application/json', ...headers } });
  console.log(`  the same request now: ${response.status} ${(await response.text()).slice(0, 300)}`);
}

/** Latency percentiles of sequential calls of `fn` (ms). */
export async function timeSequential(count, fn) {
  const samples = [];
  for (let index = 0; index < count; index += 1) {
    const started = process.hrtime.bigint();
    await fn(index);
    samples.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  samples.sort((a, b) => a - b);
  const at = (q) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))];
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99), max: samples.at(-1) };
}

/** CPU time (user + system, ms) a process has used so far, from /proc (Linux); null elsewhere. */
export function cpuMsOf(pid) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return null;
  }
}

export function printTable(title, rows) {
  console.log(`\n${title}`);
  console.table(rows);
}

export function verdict(ok, text) {
  console.log(`${ok ? 'PASS' : 'FAIL'}  ${text}`);
  return ok;
}
