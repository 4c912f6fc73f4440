import { STORAGE_KEYS } from '@edna/shared-contracts/rules';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function randomId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // crypto.randomUUID needs a secure context; the same version-4 layout from getRandomValues works everywhere.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] as number) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] as number) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The anonymous player id: a random UUID made once and kept in local storage, sent with session starts and the
 * stats and archive calls. It names nobody. Without storage it lives as long as the page.
 */
let fallbackId: string | null = null;
export function playerId(): string {
  try {
    const stored = window.localStorage.getItem(STORAGE_KEYS.crosswordPlayerId);
    if (stored && UUID.test(stored)) return stored;
    const created = fallbackId ?? randomId();
    window.localStorage.setItem(STORAGE_KEYS.crosswordPlayerId, created);
    return created;
  } catch {
    fallbackId ??= randomId();
    return fallbackId;
  }
}
