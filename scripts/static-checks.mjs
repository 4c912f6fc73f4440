#!/usr/bin/env node
// The type check and the lint, run side by side (each uses one core), each one's output printed whole when it ends.
// Exits non-zero when either fails. `npm test` starts with it.
import { spawn } from 'node:child_process';

const checks = [
  { name: 'typecheck', script: 'typecheck' },
  { name: 'lint', script: 'lint' },
];

function runCheck({ name, script }) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      const text = Buffer.concat(output).toString('utf8').trim();
      console.log(`${code === 0 ? 'ok ' : 'FAIL'} ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)${text ? `\n${text}` : ''}`);
      resolve(code === 0);
    });
  });
}

const results = await Promise.all(checks.map(runCheck));
process.exitCode = results.every(Boolean) ? 0 : 1;
