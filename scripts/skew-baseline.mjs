// The baseline release of the version-skew check (deploy/skew-baseline), built in a git worktree cached by commit
// under .skew-cache/: used by scripts/skew-check.mjs and by the compose check's baseline redeploy.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const FRONT_ENDS = ['shell', 'quiz-app', 'crossword-app', 'admin-app'];

export function run(command, args, cwd) {
  execFileSync(command, args, { cwd, stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, CI: 'true' } });
}

/** The baseline commit: the first line of deploy/skew-baseline that is not a comment. */
export function baselineCommit() {
  const lines = fs.readFileSync(path.join(root, 'deploy', 'skew-baseline'), 'utf8').split('\n');
  const line = lines.map((text) => text.trim()).find((text) => text && !text.startsWith('#'));
  if (!line || !/^[0-9a-f]{7,40}$/.test(line)) throw new Error('deploy/skew-baseline names no commit');
  return execFileSync('git', ['rev-parse', '--verify', `${line}^{commit}`], { cwd: root, encoding: 'utf8' }).trim();
}

/** Creates the lock folder; false when it exists already (another process holds the lock). */
function takeLock(lock) {
  try {
    fs.mkdirSync(lock);
    return true;
  } catch (error) {
    if (error.code === 'EEXIST') return false;
    throw error;
  }
}

/** Blocks the thread for `ms` (the build below runs synchronously from start to end). */
function sleepSync(ms) {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/**
 * The baseline's front ends, built once per commit in a worktree under .skew-cache/. Two checks running side by side
 * (CI runs the compose check beside the skew check) build it once: the second waits on the first one's lock folder,
 * for at most 10 minutes.
 */
export function buildBaseline(commit, log = console.log) {
  const dir = path.join(root, '.skew-cache', commit);
  const stamp = path.join(dir, '.skew-built');
  const lock = `${dir}.lock`;
  fs.mkdirSync(path.dirname(dir), { recursive: true });
  for (let waited = 0; ; waited += 1) {
    if (fs.existsSync(stamp)) {
      log(`baseline ${commit.slice(0, 7)}: built already (${path.relative(root, dir)})`);
      return dir;
    }
    if (takeLock(lock)) break;
    if (waited === 0) log(`baseline ${commit.slice(0, 7)}: another check is building it; waiting`);
    if (waited >= 600) throw new Error(`${path.relative(root, lock)} is still there after 10 minutes; remove it if no check is running`);
    sleepSync(1000);
  }
  try {
    return buildUnderLock(commit, dir, stamp, log);
  } finally {
    fs.rmSync(lock, { recursive: true, force: true });
  }
}

function buildUnderLock(commit, dir, stamp, log) {
  if (!fs.existsSync(path.join(dir, 'package.json'))) {
    run('git', ['worktree', 'prune'], root);
    fs.rmSync(dir, { recursive: true, force: true });
    run('git', ['worktree', 'add', '--detach', dir, commit], root);
  }
  log(`baseline ${commit.slice(0, 7)}: npm ci`);
  run('npm', ['ci', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'], dir);
  log(`baseline ${commit.slice(0, 7)}: building the shell and the remotes`);
  run(process.execPath, [path.join(dir, 'scripts', 'build.mjs'), `--only=${FRONT_ENDS.join(',')}`], dir);
  fs.writeFileSync(stamp, `${new Date().toISOString()}\n`);
  return dir;
}
