#!/usr/bin/env node
// `npm start`: build what is missing or stale, then serve the API, the shell and the remotes on one port
// (default 3000) with the embedded database in ./data. Nothing else to install.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { createRequire } from 'node:module';

const root = path.resolve(import.meta.dirname, '..');
execFileSync(process.execPath, [path.join(root, 'scripts', 'build.mjs')], { stdio: 'inherit' });

process.env.NODE_ENV ??= 'production';
const require = createRequire(import.meta.url);
const { main } = require(path.join(root, 'api', 'dist', 'server.js'));
await main();
