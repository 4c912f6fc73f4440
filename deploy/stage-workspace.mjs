#!/usr/bin/env node
// Copies what the images run from a built workspace (`npm ci && npm run build`) into one folder, laid out like the
// repository: the API's production dependencies (node_modules, found by Node's own lookup from the API's
// package.json, without dev dependencies and without what only the front ends need), the compiled API and
// contracts with the migrations, and the dist folder of the shell and of each remote. Source maps, brotli twins
// and build stamps stay behind. The Dockerfile runs it inside the image (WORKSPACE_SOURCE=npm-ci) or takes its output
// from deploy/workspace (WORKSPACE_SOURCE=host).
// Usage: node deploy/stage-workspace.mjs [output folder, default deploy/workspace]
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const WEB_APPS = ['shell', 'quiz-app', 'crossword-app', 'admin-app'];
const LEFT_OUT = /(\.map|\.br|\.d\.ts|\/\.build-hash)$/;

const readPackage = (dir) => JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
const relative = (absolute) => path.relative(root, absolute);

/** Where `require(name)` from `fromDir` finds the package: the nearest node_modules/<name>, not above the root. */
function locate(name, fromDir) {
  for (let dir = fromDir; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', name);
    if (fs.existsSync(path.join(candidate, 'package.json'))) return candidate;
    if (dir === root || !dir.startsWith(root)) return null;
  }
}

/** A package's runtime dependencies: required ones, then optional ones and optional peers (taken when installed). */
function runtimeDependencies(manifest) {
  const optionalPeers = new Set(Object.entries(manifest.peerDependenciesMeta ?? {}).filter(([, meta]) => meta.optional).map(([name]) => name));
  return [
    ...Object.keys(manifest.dependencies ?? {}).map((name) => ({ name, optional: false })),
    ...Object.keys(manifest.peerDependencies ?? {}).filter((name) => !optionalPeers.has(name)).map((name) => ({ name, optional: false })),
    ...Object.keys(manifest.optionalDependencies ?? {}).map((name) => ({ name, optional: true })),
  ];
}

/**
 * Every package the API can load at run time: installed folders (relative to the root) and workspace links
 * (node_modules/@edna/… → the workspace folder).
 */
export function productionClosure(workspace = 'api') {
  const folders = new Set();
  const links = new Map();
  const workspaces = new Set([workspace]);
  const pending = [path.join(root, workspace)];
  while (pending.length > 0) {
    const fromDir = pending.pop();
    for (const { name, optional } of runtimeDependencies(readPackage(fromDir))) {
      const found = locate(name, fromDir);
      if (!found) {
        if (optional) continue;
        throw new Error(`${name} (needed by ${relative(fromDir) || 'the root'}) is not installed: run npm ci`);
      }
      const key = relative(found);
      if (folders.has(key) || links.has(key)) continue;
      if (fs.lstatSync(found).isSymbolicLink()) {
        const target = fs.realpathSync(found);
        links.set(key, fs.readlinkSync(found));
        workspaces.add(relative(target));
        pending.push(target);
      } else {
        folders.add(key);
        pending.push(found);
      }
    }
  }
  return { folders: [...folders].sort(), links, workspaces: [...workspaces].sort() };
}

function copyTree(from, to, { skipNestedModules = false } = {}) {
  const nestedModules = path.join(from, 'node_modules');
  fs.cpSync(from, to, {
    recursive: true,
    verbatimSymlinks: true,
    filter: (source) => !LEFT_OUT.test(source) && !(skipNestedModules && source === nestedModules),
  });
}

function requireBuilt(folder) {
  if (!fs.existsSync(path.join(root, folder))) throw new Error(`${folder} is missing: run npm run build first`);
}

export function stageWorkspace(out) {
  for (const app of ['api', 'shared-contracts', ...WEB_APPS]) requireBuilt(path.join(app, 'dist'));
  const closure = productionClosure('api');
  fs.rmSync(out, { recursive: true, force: true });
  fs.mkdirSync(out, { recursive: true });
  // Generated output: never committed.
  fs.writeFileSync(path.join(out, '.gitignore'), '*\n');
  for (const folder of closure.folders) copyTree(path.join(root, folder), path.join(out, folder), { skipNestedModules: true });
  for (const [link, target] of closure.links) {
    fs.mkdirSync(path.dirname(path.join(out, link)), { recursive: true });
    fs.symlinkSync(target, path.join(out, link));
  }
  for (const workspace of closure.workspaces) {
    fs.mkdirSync(path.join(out, workspace), { recursive: true });
    fs.copyFileSync(path.join(root, workspace, 'package.json'), path.join(out, workspace, 'package.json'));
    copyTree(path.join(root, workspace, 'dist'), path.join(out, workspace, 'dist'));
  }
  copyTree(path.join(root, 'api', 'drizzle'), path.join(out, 'api', 'drizzle'));
  for (const app of WEB_APPS) copyTree(path.join(root, app, 'dist'), path.join(out, app, 'dist'));
  return closure;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const out = path.resolve(process.argv[2] ?? path.join(root, 'deploy', 'workspace'));
  try {
    const closure = stageWorkspace(out);
    console.info(`staged ${closure.folders.length} production packages, ${closure.workspaces.join(', ')} and ${WEB_APPS.join(', ')} in ${out}`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
