import { useEffect, useState } from 'react';
import { DEFAULT_COMMUNITY_URL, REMOTE_KEYS } from '@edna/shared-contracts/site';
import type { RemoteConfig } from '@edna/shared-contracts';

let pending: Promise<RemoteConfig> | null = null;

function isRemoteConfig(value: unknown): value is RemoteConfig {
  if (!value || typeof value !== 'object') return false;
  const remotes = (value as { remotes?: Record<string, { name?: unknown; entry?: unknown }> }).remotes;
  return Boolean(remotes) && REMOTE_KEYS.every((key) => typeof remotes?.[key]?.name === 'string' && typeof remotes?.[key]?.entry === 'string');
}

/** `GET /mf-config.json`, fetched once per page load (again after a failure). */
export function fetchRemoteConfig(): Promise<RemoteConfig> {
  pending ??= fetch('/mf-config.json', { credentials: 'same-origin' })
    .then(async (response) => {
      if (!response.ok) throw new Error(`${response.status}: ${response.statusText}`);
      const body: unknown = await response.json();
      if (!isRemoteConfig(body)) throw new Error('mf-config.json does not describe the three remotes');
      return body;
    })
    .catch((error: unknown) => {
      pending = null;
      throw error;
    });
  return pending;
}

/** The community link of /mf-config.json; the default until it has answered (or when it cannot). */
export function useCommunityUrl(): string {
  const [communityUrl, setCommunityUrl] = useState(DEFAULT_COMMUNITY_URL);
  useEffect(() => {
    let current = true;
    fetchRemoteConfig().then(
      (config) => {
        if (current && config.communityUrl) setCommunityUrl(config.communityUrl);
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);
  return communityUrl;
}
