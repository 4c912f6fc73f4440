import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import { REMOTE_PAGES_MODULE, type RemoteKey } from '@edna/shared-contracts/rules';
import { fetchRemoteConfig } from '../../shared/remote-config';
import { remoteEntryUrl } from './remote-entry-url';

export type RemotePages = Record<string, ComponentType>;

const loaded = new Map<RemoteKey, RemotePages>();
const loading = new Map<RemoteKey, Promise<RemotePages>>();

/** Pages of a remote that already loaded, so returning to a route renders at once. */
export function loadedPages(key: RemoteKey): RemotePages | undefined {
  return loaded.get(key);
}

/**
 * Loads a remote's pages through the Module Federation runtime, registering the remote from /mf-config.json the
 * first time its route is visited. A retry re-registers it (force) so a failed entry is fetched again.
 */
export function loadRemotePages(key: RemoteKey, { retry = false } = {}): Promise<RemotePages> {
  const existing = loading.get(key);
  if (existing && !retry) return existing;
  const attempt = (async () => {
    const config = await fetchRemoteConfig();
    const remote = config.remotes[key];
    registerRemotes([{ name: remote.name, entry: await remoteEntryUrl(remote.entry) }], { force: retry });
    const module = await loadRemote<{ default: RemotePages }>(`${remote.name}/${REMOTE_PAGES_MODULE}`);
    if (!module?.default) throw new Error(`The ${key} remote did not expose its pages`);
    loaded.set(key, module.default);
    return module.default;
  })();
  loading.set(key, attempt);
  attempt.catch(() => {
    if (loading.get(key) === attempt) loading.delete(key);
  });
  return attempt;
}
