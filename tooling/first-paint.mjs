// Renders an app's first paint after its browser build: compiles src/first-paint.tsx for Node (createFirstPaintConfig),
// runs its renderFirstPaint(), and writes the first-paint manifest (first-paint.json) into the app's dist, checked
// against its contract (@edna/shared-contracts/shell-remote-contract).
import { createRequire } from 'node:module';
import fs from 'node:fs';
import path from 'node:path';
import { rspack } from '@rspack/core';
import { require as requireSource } from 'tsx/cjs/api';
import { createFirstPaintConfig } from './rspack-app-config.mjs';

const require = createRequire(import.meta.url);
const rootDir = path.resolve(import.meta.dirname, '..');

function compile(config) {
  return new Promise((resolve, reject) => {
    rspack(config, (error, stats) => {
      if (error) return reject(error);
      if (stats?.hasErrors()) return reject(new Error(stats.toString({ all: false, errors: true })));
      resolve();
    });
  });
}

/** The scripts the browser build's `main` entry starts with, in order, as tag attributes (the shell's). */
export function entryScriptsOf(stats) {
  const json = stats.toJson({ all: false, entrypoints: true, publicPath: true });
  const publicPath = json.publicPath && json.publicPath !== 'auto' ? json.publicPath : '/';
  const main = json.entrypoints?.main;
  return (main?.assets ?? []).map((asset) => asset.name).filter((name) => name.endsWith('.js')).map((name) => ({ src: `${publicPath}${name}` }));
}

/**
 * @param {object} options
 * @param {string} options.appDir  the app's folder (its src/first-paint.tsx, its dist)
 * @param {Record<string,string>[]} [options.entryScripts]
 */
export async function writeFirstPaint({ appDir, entryScripts = [] }) {
  const outputDir = path.join(rootDir, 'node_modules', '.cache', 'first-paint', path.basename(appDir));
  await compile(createFirstPaintConfig({ appDir, outputDir }));
  const bundle = path.join(outputDir, 'first-paint.cjs');
  delete require.cache[bundle];
  const { renderFirstPaint } = require(bundle);
  const { styleAttributes, pages, pagesWithData } = await renderFirstPaint();
  const contract = requireSource(path.join(rootDir, 'shared-contracts', 'src', 'index.ts'), import.meta.url);
  const manifest = contract.firstPaintManifestSchema.parse({ version: contract.FIRST_PAINT_MANIFEST_VERSION, styleAttributes, entryScripts, pages, pagesWithData });
  fs.writeFileSync(path.join(appDir, 'dist', contract.FIRST_PAINT_MANIFEST_FILE), JSON.stringify(manifest));
  return manifest;
}
