#!/usr/bin/env node
// `npm run dev`: the API with reload (tsx watch, port 3000) plus a dev server per front end with reload:
// shell http://localhost:3100, quiz 3001, crossword 3002, admin 3003. Open http://localhost:3100.
// The API is told to hand the shell the dev servers' remote entries instead of the built ones.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

const remotes = {
  QUIZ_REMOTE_URL: 'http://localhost:3001/mf-manifest.json',
  CROSSWORD_REMOTE_URL: 'http://localhost:3002/mf-manifest.json',
  ADMIN_REMOTE_URL: 'http://localhost:3003/mf-manifest.json',
};

const processes = [
  ['api', bin('tsx'), ['watch', '--clear-screen=false', '--conditions=@edna/source', 'api/src/server.ts'], { ...remotes, SERVE_WEB: 'false' }],
  ['shell', bin('rspack'), ['serve', '-c', 'shell/rspack.config.mjs', '--mode', 'development']],
  ['quiz', bin('rspack'), ['serve', '-c', 'quiz-app/rspack.config.mjs', '--mode', 'development']],
  ['crossword', bin('rspack'), ['serve', '-c', 'crossword-app/rspack.config.mjs', '--mode', 'development']],
  ['admin', bin('rspack'), ['serve', '-c', 'admin-app/rspack.config.mjs', '--mode', 'development']],
];

const children = processes.map(([label, command, args, env = {}]) => {
  const child = spawn(command, args, { cwd: root, env: { ...process.env, NODE_ENV: 'development', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = `[${label}]`.padEnd(12);
  for (const stream of [child.stdout, child.stderr]) {
    stream.on('data', (chunk) => {
      for (const line of String(chunk).split('\n')) if (line.trim()) process.stdout.write(`${prefix}${line}\n`);
    });
  }
  child.on('exit', (code) => process.stdout.write(`${prefix}exited with ${code}\n`));
  return child;
});

console.log('Entrepreneurial DNA in development: open http://localhost:3100 (API on http://localhost:3000)');
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
