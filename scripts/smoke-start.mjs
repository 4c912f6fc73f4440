#!/usr/bin/env node
// Smoke test of the README's first command: `npm start` serves the site on PORT (default 3000) with nothing else set
// up, /api/health answers 200, / answers the shell, and SIGTERM stops it cleanly. CI runs it after `npm test`.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.PORT ?? 3000);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'edna-smoke-'));
const base = `http://127.0.0.1:${port}`;

// Its own process group, so the stop signal reaches npm and the server it starts, as Ctrl+C in a terminal would.
const server = spawn('npm', ['start'], {
  cwd: root,
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir },
  stdio: ['ignore', 'pipe', 'inherit'],
  detached: true,
});
let output = '';
server.stdout.on('data', (chunk) => (output += chunk));

const signalGroup = (signal) => {
  try {
    process.kill(-server.pid, signal);
  } catch {
    // already gone
  }
};

function fail(message) {
  console.error(`FAIL: ${message}\n--- server output ---\n${output.slice(-4000)}`);
  signalGroup('SIGKILL');
  process.exit(1);
}

const deadline = Date.now() + 180_000;
let healthy = false;
while (Date.now() < deadline && !healthy) {
  if (server.exitCode !== null) fail(`npm start exited with ${server.exitCode}`);
  try {
    healthy = (await fetch(`${base}/api/health`)).status === 200;
  } catch {
    // still starting
  }
  if (!healthy) await new Promise((resolve) => setTimeout(resolve, 500));
}
if (!healthy) fail('/api/health did not answer 200 within 3 minutes');

const home = await fetch(`${base}/`);
const html = await home.text();
if (home.status !== 200 || !html.includes('<div id="root">')) fail(`/ answered ${home.status} without the shell`);
const config = await (await fetch(`${base}/mf-config.json`)).json();
if (!config.remotes?.quiz?.entry) fail('/mf-config.json does not name the quiz remote');
const manifest = await fetch(new URL(config.remotes.quiz.entry, base));
if (manifest.status !== 200) fail(`the quiz remote's manifest answered ${manifest.status}`);
if (!/Password:|first admin/i.test(output)) fail('the first start did not print the generated admin password');

signalGroup('SIGTERM');
const stopDeadline = Date.now() + 20_000;
let stopped = false;
while (!stopped && Date.now() < stopDeadline) {
  await new Promise((resolve) => setTimeout(resolve, 250));
  stopped = await fetch(`${base}/api/health`).then(
    () => false,
    () => true,
  );
}
if (!stopped) fail('the server still answers 20 s after SIGTERM');
if (!/shut down cleanly/.test(output)) fail('the server did not report a clean shutdown');
fs.rmSync(dataDir, { recursive: true, force: true });
console.log(`PASS: npm start served ${base} (health 200, shell, remote manifest, admin password printed once) and shut down cleanly on SIGTERM`);
process.exit(0);
