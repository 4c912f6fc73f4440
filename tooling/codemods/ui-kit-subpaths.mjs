#!/usr/bin/env node
// Rewrites `import { … } from '@edna/ui-kit'` so Radix-based primitives come from their own entry
// (@edna/ui-kit/dialog, …): each is a separate shared chunk, loaded only by pages that use it.
// Usage: node tooling/codemods/ui-kit-subpaths.mjs <folder> [<folder> …]
import fs from 'node:fs';
import path from 'node:path';

const uiKit = path.resolve(import.meta.dirname, '..', '..', 'ui-kit', 'src');
const ENTRIES = { dialog: 'components/dialog.tsx', tabs: 'components/tabs.tsx', tooltip: 'components/tooltip.tsx', select: 'components/select.tsx', 'radio-group': 'components/radio-group.tsx', progress: 'components/progress.tsx', switch: 'components/switch.tsx', toaster: 'toast/toaster.tsx' };

const entryOf = new Map();
for (const [entry, file] of Object.entries(ENTRIES)) {
  const source = fs.readFileSync(path.join(uiKit, file), 'utf8');
  for (const match of source.matchAll(/export\s+(?:declare\s+)?(?:const|function|class|type|interface|let)\s+([A-Za-z0-9_]+)/g)) entryOf.set(match[1], entry);
  for (const match of source.matchAll(/export\s+(?:type\s+)?\{([^}]+)\}/g)) {
    for (const part of match[1].split(',')) {
      const name = part.trim().split(/\s+as\s+/).pop()?.replace(/^type\s+/, '').trim();
      if (name) entryOf.set(name, entry);
    }
  }
}

function rewrite(source) {
  return source.replace(/import\s+(type\s+)?\{([^}]+)\}\s+from\s+'@edna\/ui-kit';/g, (whole, typeOnly, list) => {
    const groups = new Map();
    for (const raw of list.split(',').map((part) => part.trim()).filter(Boolean)) {
      const name = raw.replace(/^type\s+/, '').split(/\s+as\s+/)[0].trim();
      const entry = entryOf.get(name);
      const target = entry ? `@edna/ui-kit/${entry}` : '@edna/ui-kit';
      if (!groups.has(target)) groups.set(target, []);
      groups.get(target).push(raw);
    }
    if (groups.size === 1 && groups.has('@edna/ui-kit')) return whole;
    return [...groups.entries()]
      .map(([target, names]) => `import ${typeOnly ?? ''}{ ${names.join(', ')} } from '${target}';`)
      .join('\n');
  });
}

function walk(folder) {
  for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules' && entry.name !== 'dist') walk(full);
    } else if (/\.(ts|tsx)$/.test(entry.name)) {
      const before = fs.readFileSync(full, 'utf8');
      const after = rewrite(before);
      if (after !== before) {
        fs.writeFileSync(full, after);
        console.log(`rewrote ${path.relative(process.cwd(), full)}`);
      }
    }
  }
}

for (const folder of process.argv.slice(2)) walk(path.resolve(folder));
