#!/usr/bin/env node
// `npm run bench [-- quiz|crossword|admin]`: builds, then runs each area's benchmark script (scripts/bench/<area>.mjs),
// which prints its figures and ratios against an Express hello-world baseline measured in the same run.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const wanted = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
const areas = ['quiz', 'crossword', 'admin'].filter((area) => (wanted.length ? wanted.includes(area) : true));

execFileSync(process.execPath, [path.join(root, 'scripts', 'build.mjs'), '--only=shared-contracts,api'], { stdio: 'inherit' });
let failed = false;
for (const area of areas) {
  const script = path.join(root, 'scripts', 'bench', `${area}.mjs`);
  if (!fs.existsSync(script)) {
    console.log(`(no benchmark for ${area} yet)`);
    continue;
  }
  console.log(`\n=== ${area} ===`);
  try {
    execFileSync(process.execPath, [script], { stdio: 'inherit' });
  } catch {
    failed = true;
  }
}
process.exit(failed ? 1 : 0);
