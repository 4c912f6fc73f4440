/** What the shell reads of a remote's mf-manifest.json. */
interface RemoteManifest {
  metaData?: { publicPath?: string; remoteEntry?: { path?: string; name?: string } };
}

/**
 * The script URL of a remote's container. /mf-config.json names a remote by its manifest (mf-manifest.json), which
 * says where the container's entry is; the shell reads it here, so the federation runtime's own manifest support (its
 * snapshot plugin) stays out of the shell's bundle. An entry that is not a manifest is the script itself.
 */
export async function remoteEntryUrl(entry: string): Promise<string> {
  const manifestUrl = new URL(entry, window.location.href);
  if (!manifestUrl.pathname.endsWith('.json')) return manifestUrl.href;
  // Same request as the document's preload link (as="fetch" crossorigin="anonymous"), so the browser reuses it.
  const response = await fetch(manifestUrl, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`${manifestUrl.href}: ${response.status} ${response.statusText}`);
  const { metaData } = (await response.json()) as RemoteManifest;
  const file = metaData?.remoteEntry?.name;
  if (!file) throw new Error(`${manifestUrl.href} names no remote entry`);
  const publicPath = metaData.publicPath;
  // 'auto': the entry sits next to the manifest.
  const base = !publicPath || publicPath === 'auto' ? manifestUrl : new URL(publicPath, manifestUrl);
  return new URL(`${metaData.remoteEntry?.path ?? ''}${file}`, base).href;
}
