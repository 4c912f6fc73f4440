import { apiRequest } from '@edna/shared-contracts/client';
import type { RemoteKey, TrackRequest } from '@edna/shared-contracts';

const reported = new Set<RemoteKey>();

/**
 * Tells the API that a remote could not be loaded (`remote_load_failed`), so admins see a broken deploy on the live
 * feed as it happens. Once per remote per page load: a visitor pressing Retry does not flood the feed. Never throws.
 */
export function reportRemoteLoadFailure(remote: RemoteKey, route: string): void {
  if (reported.has(remote)) return;
  reported.add(remote);
  const body: TrackRequest = { event: 'remote_load_failed', data: { remote, route: route.slice(0, 200) || '/' } };
  apiRequest('POST', '/api/track', body).catch((error: unknown) => {
    console.error('Could not report the failed remote', error);
  });
}
