import { apiRequest } from '@edna/shared-contracts/client';
import type { RemoteKey, RemoteLoadFailureReason, TrackRequest } from '@edna/shared-contracts';

const reported = new Set<RemoteKey>();

/**
 * Tells the API that a remote could not be loaded (`remote_load_failed`), so admins see a broken deploy on the live
 * feed as it happens, with the reason. Once per remote per page load: a visitor pressing Retry does not flood the feed. Never throws.
 */
export function reportRemoteLoadFailure(remote: RemoteKey, route: string, reason: RemoteLoadFailureReason): void {
  if (reported.has(remote)) return;
  reported.add(remote);
  const body: TrackRequest = { event: 'remote_load_failed', data: { remote, route: route.slice(0, 200) || '/', reason } };
  apiRequest('POST', '/api/track', body).catch((error: unknown) => {
    console.error('Could not report the failed remote', error);
  });
}
