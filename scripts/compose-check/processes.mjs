// Running docker, docker-compose and other commands for the compose check: output captured, a time limit on
// each call, and the tail of the output in the error when a command fails.
import { spawn } from 'node:child_process';

export class CommandError extends Error {
  constructor(command, detail) {
    super(`${command} ${detail}`);
    this.name = 'CommandError';
  }
}

const tail = (text, lines = 40) => text.trimEnd().split('\n').slice(-lines).join('\n');

/**
 * Runs `command args…` and resolves with its stdout. Rejects when it exits non-zero or outlives `timeoutMs`
 * (then it is killed). `input` is written to its stdin; `echo` streams its output to ours as it comes.
 */
export function run(command, args, { timeoutMs = 120_000, env, cwd, input, echo = false, allowFailure = false } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env: env ? { ...process.env, ...env } : process.env, stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
      if (echo) process.stdout.write(chunk);
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
      if (echo) process.stderr.write(chunk);
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(new CommandError(command, `could not start: ${error.message}`));
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      const shown = `${command} ${args.join(' ')}`;
      if (signal) return reject(new CommandError(shown, `was stopped after ${Math.round(timeoutMs / 1000)} s\n${tail(stdout + stderr)}`));
      if (code !== 0 && !allowFailure) return reject(new CommandError(shown, `failed (exit ${code})\n${tail(stderr || stdout)}`));
      resolve(allowFailure ? { code, stdout, stderr } : stdout);
    });
    if (input !== undefined) child.stdin.end(input);
    else child.stdin.end();
  });
}

/** Runs `command` with root rights: directly as root, through sudo otherwise. */
export function runAsRoot(command, args, options) {
  return process.getuid?.() === 0 ? run(command, args, options) : run('sudo', [command, ...args], options);
}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Calls `probe` until it returns a truthy value or `timeoutMs` passes; then throws with `what`. */
export async function waitFor(what, probe, { timeoutMs = 60_000, intervalMs = 500 } = {}) {
  const deadline = Date.now() + timeoutMs;
  let lastError;
  for (let attempt = 0; attempt < 10_000; attempt += 1) {
    try {
      const value = await probe();
      if (value) return value;
    } catch (error) {
      lastError = error;
    }
    if (Date.now() >= deadline) break;
    await sleep(intervalMs);
  }
  throw new Error(`${what}: not within ${Math.round(timeoutMs / 1000)} s${lastError ? ` (${lastError.message})` : ''}`);
}
