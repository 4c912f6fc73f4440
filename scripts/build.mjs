#!/usr/bin/env node
// Builds what is out of date: shared-contracts and the API (tsc), then the shell and the three remotes (rspack), each
// with its first paint (tooling/first-paint.mjs).
// A package is rebuilt when a content hash of its inputs differs from the one stored with its last build.
// Usage: node scripts/build.mjs [--force] [--only=shell,quiz-app]
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { rspack } from '@rspack/core';
import { entryScriptsOf, writeFirstPaint } from '../tooling/first-paint.mjs';

const root = path.resolve(import.meta.dirname, '..');
const force = process.argv.includes('--force');
const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length).split(',');

const sharedWebInputs = ['ui-kit/src', 'ui-kit/package.json', 'shared-contracts/src', 'tooling', 'package-lock.json'];
const targets = [
  { name: 'shared-contracts', kind: 'tsc', inputs: ['shared-contracts/src', 'shared-contracts/tsconfig.build.json', 'tsconfig.base.json'] },
  { name: 'api', kind: 'tsc', inputs: ['api/src', 'api/tsconfig.build.json', 'shared-contracts/src', 'tsconfig.base.json'] },
  { name: 'shell', kind: 'rspack', inputs: ['shell/src', 'shell/public', 'shell/rspack.config.mjs', ...sharedWebInputs] },
  { name: 'quiz-app', kind: 'rspack', inputs: ['quiz-app/src', 'quiz-app/rspack.config.mjs', ...sharedWebInputs] },
  { name: 'crossword-app', kind: 'rspack', inputs: ['crossword-app/src', 'crossword-app/rspack.config.mjs', ...sharedWebInputs] },
  { name: 'admin-app', kind: 'rspack', inputs: ['admin-app/src', 'admin-app/rspack.config.mjs', ...sharedWebInputs] },
];

function listFiles(relative) {
  const absolute = path.join(root, relative);
  if (!fs.existsSync(absolute)) return [];
  if (fs.statSync(absolute).isFile()) return [relative];
  return fs
    .readdirSync(absolute, { withFileTypes: true })
    .filter((entry) => entry.name !== 'node_modules' && entry.name !== 'dist')
    .flatMap((entry) => listFiles(path.join(relative, entry.name)))
    .filter((file) => !/\.test\.tsx?$/.test(file));
}

function inputHash(target) {
  const hash = createHash('sha256');
  hash.update(process.env.NODE_ENV === 'development' ? 'dev' : 'prod');
  for (const file of target.inputs.flatMap(listFiles).sort()) {
    hash.update(file);
    hash.update(fs.readFileSync(path.join(root, file)));
  }
  return hash.digest('hex');
}

const stampPath = (target) => path.join(root, target.name, 'dist', '.build-hash');

async function buildRspack(target) {
  const { default: createConfig } = await import(path.join(root, target.name, 'rspack.config.mjs'));
  const config = createConfig({}, { mode: 'production' });
  return new Promise((resolve, reject) => {
    rspack(config, (error, stats) => {
      if (error) return reject(error);
      if (stats?.hasErrors()) return reject(new Error(stats.toString({ all: false, errors: true })));
      resolve(stats);
    });
  });
}

/** Writes .br and .gz twins of the text assets, served by the API when the browser accepts them. */
function precompress(folder) {
  for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) precompress(file);
    else if (/\.(js|json|css|svg|html)$/.test(entry.name) && fs.statSync(file).size > 1024) {
      const content = fs.readFileSync(file);
      fs.writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }));
      fs.writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
    }
  }
}

function buildTsc(target) {
  execFileSync(process.execPath, [path.join(root, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', path.join(root, target.name, 'tsconfig.build.json')], {
    stdio: 'inherit',
  });
}

for (const target of targets) {
  if (only && !only.includes(target.name)) continue;
  const hash = inputHash(target);
  const stamp = stampPath(target);
  if (!force && fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8') === hash) {
    console.log(`✓ ${target.name} is up to date`);
    continue;
  }
  const started = Date.now();
  process.stdout.write(`… building ${target.name}\n`);
  if (target.kind === 'tsc') buildTsc(target);
  else {
    const stats = await buildRspack(target);
    // Each app that has one renders its first paint with its own build (the document's first view, composed by the API).
    const appDir = path.join(root, target.name);
    if (fs.existsSync(path.join(appDir, 'src', 'first-paint.tsx'))) {
      await writeFirstPaint({ appDir, entryScripts: target.name === 'shell' ? entryScriptsOf(stats) : [] });
    }
    precompress(path.join(root, target.name, 'dist'));
  }
  fs.mkdirSync(path.dirname(stamp), { recursive: true });
  fs.writeFileSync(stamp, hash);
  console.log(`✓ built ${target.name} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
