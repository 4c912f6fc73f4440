import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import { REMOTE_PAGES_MODULE, type RemoteKey } from '@edna/shared-contracts/rules';
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

const loading = new Map<RemoteKey, Promise<LoadedRemote>>();

/**
 * Loads a remote's pages through the Module Federation runtime, registering the remote from /mf-config.json the
 * first time its route is visited, after checking its manifest against what this shell offers. A retry re-registers
 * it (force) so a failed entry is fetched again.
 */
export function loadRemotePages(key: RemoteKey, { retry = false } = {}): Promise<LoadedRemote> {
  const existing = loading.get(key);
  if (existing && !retry) return existing;
  const attempt = (async () => {
    const config = await fetchRemoteConfig();
    const remote = config.remotes[key];
    const entry = await remoteEntry(remote.entry);
    const check = entry.manifest ? checkRemoteAgainstShell(entry.manifest, SHELL_OFFER) : { ok: true as const, declaration: null };
    if (!check.ok) throw new RemoteLoadError(check.reason, `The ${key} remote cannot run in this shell: ${check.detail}`);
    registerRemotes([{ name: remote.name, entry: entry.url }], { force: retry });
    const module = await loadRemote<{ default: RemotePages }>(`${remote.name}/${REMOTE_PAGES_MODULE}`);
    if (!module?.default) throw new RemoteLoadError('missing_module', `The ${key} remote did not expose its pages`);
    return { pages: module.default, declaration: check.declaration };
  })();
  loading.set(key, attempt);
  attempt.catch(() => {
    if (loading.get(key) === attempt) loading.delete(key);
  });
  return attempt;
}
