import fs from 'node:fs/promises';
import path from 'node:path';
import { matchPage, REMOTE_KEYS, type RemoteKey } from '@edna/shared-contracts';
import type { PreloadLink } from './start-after-paint';

/**
 * What the front-end build writes (tooling/chunk-groups-plugin.mjs): named chunk groups (entries, pages) with their
 * files and the shared modules they consume, and the files that load each shared module the app provides.
 */
interface ChunkGroups {
  groups: Record<string, { files: string[]; shared: string[] }>;
  provides: Record<string, string[]>;
}

interface FederationManifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
}

interface BuiltApp {
  /** URL prefix of the app's files, ending in '/'. */
  base: string;
  groups: ChunkGroups['groups'];
  /** Share key → the files that provide it. */
  shared: Map<string, string[]>;
  remoteEntry?: string;
}

export interface PreloadSources {
  shellDist: string;
  /** Each remote's dist folder and the URL it is served under, for remotes this server serves itself. */
  remotes: Partial<Record<RemoteKey, { dist: string; base: string }>>;
}

const REMOTE_EXPOSE_GROUP = '__federation_expose_pages';

/**
 * The API answers a page asks for first, by page (`owner/name`): fetched with the document instead of after the
 * page's code. The front ends fetch with credentials, hence `use-credentials`, so the browser reuses the preload.
 * Not the quiz's question list: it is asked for only once the count has answered data.
 */
const PAGE_DATA: Record<string, readonly string[]> = {
  'quiz/quiz': ['/api/questions/count'],
  'crossword/crossword': ['/api/crossword/puzzle'],
};

async function readJson<T>(file: string): Promise<T | null> {
  try {
    return JSON.parse(await fs.readFile(file, 'utf8')) as T;
  } catch {
    return null;
  }
}

async function readBuiltApp(dist: string, base: string): Promise<BuiltApp | null> {
  const [chunkGroups, manifest] = await Promise.all([
    readJson<ChunkGroups>(path.join(dist, 'chunk-groups.json')),
    readJson<FederationManifest>(path.join(dist, 'mf-manifest.json')),
  ]);
  if (!chunkGroups?.groups || !chunkGroups.provides || !manifest) return null;
  const entry = manifest.metaData?.remoteEntry;
  return { base, groups: chunkGroups.groups, shared: new Map(Object.entries(chunkGroups.provides)), remoteEntry: entry?.name ? `${entry.path ?? ''}${entry.name}` : undefined };
}

/**
 * The preload links (their attributes, without `rel`) of the page at `pathname`, for the document's start script
 * (start-after-paint.ts): the page's first API answers, the shell's start chunks, and for a remote's page its
 * manifest, entry, exposed module and page chunk, with the shared modules they consume (from the shell when it
 * provides them: it loads first and the federation runtime reuses what is loaded). Files that are not built are
 * left out, so a missing or foreign build only costs the preloads.
 */
export function createPreloads(sources: PreloadSources): (pathname: string) => Promise<PreloadLink[]> {
  let cache: { stamp: string; apps: { shell: BuiltApp | null } & Partial<Record<RemoteKey, BuiltApp | null>> } | null = null;

  const loadApps = async () => {
    const stamp = (await fs.stat(path.join(sources.shellDist, 'chunk-groups.json')).catch(() => null))?.mtimeMs.toString() ?? 'none';
    if (cache?.stamp === stamp) return cache.apps;
    const apps: { shell: BuiltApp | null } & Partial<Record<RemoteKey, BuiltApp | null>> = { shell: await readBuiltApp(sources.shellDist, '/') };
    for (const key of REMOTE_KEYS) {
      const remote = sources.remotes[key];
      if (remote) apps[key] = await readBuiltApp(remote.dist, remote.base);
    }
    cache = { stamp, apps };
    return apps;
  };

  return async (pathname) => {
    const apps = await loadApps();
    const shell = apps.shell;
    if (!shell) return [];
    const scripts = new Set<string>();
    const fetches = new Set<string>(['/mf-config.json']);
    const addShared = (keys: string[], app: BuiltApp) => {
      for (const key of keys) {
        const provider = shell.shared.has(key) ? shell : app;
        for (const file of provider.shared.get(key) ?? []) scripts.add(provider.base + file);
      }
    };
    const addGroup = (app: BuiltApp, name: string) => {
      const group = app.groups[name];
      if (!group) return;
      for (const file of group.files) scripts.add(app.base + file);
      addShared(group.shared, app);
    };

    addGroup(shell, 'bootstrap');
    const page = matchPage(pathname);
    if (page?.owner === 'shell') addGroup(shell, `page-${page.name}`);
    else if (page) {
      const remote = apps[page.owner];
      if (remote) {
        fetches.add(`${remote.base}mf-manifest.json`);
        if (remote.remoteEntry) scripts.add(remote.base + remote.remoteEntry);
        addGroup(remote, REMOTE_EXPOSE_GROUP);
        addGroup(remote, `page-${page.name}`);
      }
    }
    const data = (page && PAGE_DATA[`${page.owner}/${page.name}`]) || [];
    return [
      ...data.map((href) => ({ as: 'fetch', crossorigin: 'use-credentials', href })),
      ...[...fetches].map((href) => ({ as: 'fetch', crossorigin: 'anonymous', href })),
      // Low, as when the parser started them: the page's API answer goes first.
      ...[...scripts].map((href) => ({ as: 'script', fetchpriority: 'low', href })),
    ];
  };
}
