import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import { REMOTE_PAGES_MODULE, type RemoteKey } from '@edna/shared-contracts/site';
import {
  SHELL_REMOTE_CONTRACT_VERSION,
  checkRemoteAgainstShell,
  type RemoteContractDeclaration,
  type RemoteLoadFailureReason,
  type ShellOffer,
} from '@edna/shared-contracts/shell-remote-contract';
import { fetchRemoteConfig } from '../../shared/remote-config';
import { remoteEntry } from './remote-entry';

export type RemotePages = Record<string, ComponentType>;

export interface LoadedRemote {
  pages: RemotePages;
  /** What the remote declared it needs (null: a remote built before declarations, contract version 1). */
  declaration: RemoteContractDeclaration | null;
}

export interface RemoteLoad {
  /** The remote's declaration, once its manifest has passed the contract check (before its code is fetched). */
  checked: Promise<RemoteContractDeclaration | null>;
  loaded: Promise<LoadedRemote>;
}

/** A remote the shell did not load, and why (`remote_load_failed.reason`). */
export class RemoteLoadError extends Error {
  readonly reason: RemoteLoadFailureReason;

  constructor(reason: RemoteLoadFailureReason, message: string) {
    super(message);
    this.name = 'RemoteLoadError';
    this.reason = reason;
  }
}

/** What this shell offers its remotes (shell-remote-contract.ts); the versions come from its build. */
export const SHELL_OFFER: ShellOffer = {
  version: SHELL_REMOTE_CONTRACT_VERSION,
  pagesModule: REMOTE_PAGES_MODULE,
  shared: typeof __SHELL_SHARED_VERSIONS__ === 'undefined' ? {} : __SHELL_SHARED_VERSIONS__,
};

const loading = new Map<RemoteKey, RemoteLoad>();

/**
 * Loads a remote's pages through the Module Federation runtime, registering the remote from /mf-config.json the
 * first time its route is visited, after checking its manifest against what this shell offers. A retry re-registers
 * it (force) so a failed entry is fetched again.
 */
export function loadRemotePages(key: RemoteKey, { retry = false } = {}): RemoteLoad {
  const existing = loading.get(key);
  if (existing && !retry) return existing;
  const checkedEntry = (async () => {
    const config = await fetchRemoteConfig();
    const remote = config.remotes[key];
    const entry = await remoteEntry(remote.entry);
    const check = entry.manifest ? checkRemoteAgainstShell(entry.manifest, SHELL_OFFER) : { ok: true as const, declaration: null };
    if (!check.ok) throw new RemoteLoadError(check.reason, `The ${key} remote cannot run in this shell: ${check.detail}`);
    return { name: remote.name, url: entry.url, declaration: check.declaration };
  })();
  const loaded = checkedEntry.then(async ({ name, url, declaration }) => {
    registerRemotes([{ name, entry: url }], { force: retry });
    const module = await loadRemote<{ default: RemotePages }>(`${name}/${REMOTE_PAGES_MODULE}`);
    if (!module?.default) throw new RemoteLoadError('missing_module', `The ${key} remote did not expose its pages`);
    return { pages: module.default, declaration };
  });
  const attempt: RemoteLoad = { checked: checkedEntry.then(({ declaration }) => declaration), loaded };
  // A failed check rejects both; whoever reads `loaded` handles it.
  attempt.checked.catch(() => undefined);
  loading.set(key, attempt);
  loaded.catch(() => {
    if (loading.get(key) === attempt) loading.delete(key);
  });
  return attempt;
}
