#!/usr/bin/env node
// The e2e server on PostgreSQL: creates a fresh scratch database on the TEST_DATABASE_URL server, runs
// scripts/e2e-server.mjs against it (DATABASE_URL), and drops the database when the server stops (Playwright ends
// its web servers with SIGTERM; SIGINT too). Used by the `chromium-postgres` project of playwright.config.ts.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';

const baseUrl = process.env.TEST_DATABASE_URL;
if (!baseUrl) {
  console.error('TEST_DATABASE_URL is not set');
  process.exit(2);
}
const name = `edna_e2e_${Date.now()}_${randomBytes(4).toString('hex')}`;

async function run(sql) {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

await run(`create database ${name}`);
const url = new URL(baseUrl);
url.pathname = `/${name}`;

const server = spawn(process.execPath, [path.resolve(import.meta.dirname, '..', 'scripts', 'e2e-server.mjs')], {
  env: { ...process.env, DATABASE_URL: url.toString() },
  stdio: 'inherit',
});

let stopping = false;
async function stop(signal) {
  if (stopping) return;
  stopping = true;
  if (server.exitCode === null) {
    server.kill(signal);
    // The server drains for at most its shutdown timeout; it is killed if it takes longer than that and a margin.
    const killer = setTimeout(() => server.kill('SIGKILL'), 15_000);
    await new Promise((resolve) => server.once('exit', resolve));
    clearTimeout(killer);
  }
  try {
    await run(`drop database if exists ${name} with (force)`);
  } catch (error) {
    console.error(`Could not drop the scratch database ${name}`, error);
  }
  process.exit(0);
}
process.on('SIGTERM', () => void stop('SIGTERM'));
process.on('SIGINT', () => void stop('SIGINT'));
server.on('exit', (code) => {
  if (!stopping) void stop('SIGTERM').then(() => process.exit(code ?? 1));
});
