import type { RemoteManifestView } from '@edna/shared-contracts/shell-remote-contract';

/** What the shell reads of a remote's mf-manifest.json: where its entry is, and what the contract check needs. */
interface RemoteManifest extends RemoteManifestView {
  metaData?: { publicPath?: string; remoteEntry?: { path?: string; name?: string } } & Record<string, unknown>;
}

export interface RemoteEntryInfo {
  /** The script URL of the remote's container. */
  url: string;
  /** The remote's manifest; null when /mf-config.json names the entry script itself (no manifest to check). */
  manifest: RemoteManifestView | null;
}

/**
 * Finds a remote's container. /mf-config.json names a remote by its manifest (mf-manifest.json), which says where the
 * container's entry is; the shell reads it here, so the federation runtime's own manifest support (its snapshot
 * plugin) stays out of the shell's bundle. An entry that is not a manifest is the script itself.
 */
export async function remoteEntry(entry: string): Promise<RemoteEntryInfo> {
  const manifestUrl = new URL(entry, window.location.href);
  if (!manifestUrl.pathname.endsWith('.json')) return { url: manifestUrl.href, manifest: null };
  // Same request as the document's preload link (as="fetch" crossorigin="anonymous"), so the browser reuses it.
  const response = await fetch(manifestUrl, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`${manifestUrl.href}: ${response.status} ${response.statusText}`);
  const manifest = (await response.json()) as RemoteManifest;
  const { metaData } = manifest;
  const file = metaData?.remoteEntry?.name;
  if (!file) throw new Error(`${manifestUrl.href} names no remote entry`);
  const publicPath = metaData.publicPath;
  // 'auto': the entry sits next to the manifest.
  const base = !publicPath || publicPath === 'auto' ? manifestUrl : new URL(publicPath, manifestUrl);
  return { url: new URL(`${metaData.remoteEntry?.path ?? ''}${file}`, base).href, manifest };
}
