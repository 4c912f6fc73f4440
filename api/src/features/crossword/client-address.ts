import { createHmac } from 'node:crypto';
import { isIPv4, isIPv6 } from 'node:net';
import { createBoundedMemo } from './bounded-memo';

/** Hashes remembered per written client address, so a client's repeated requests cost one HMAC. */
const HASHES_KEPT = 20_000;

/**
 * The part of a client address that names one client: an IPv4 address (also when written IPv4-mapped, ::ffff:a.b.c.d)
 * or an IPv6 /64 prefix, because one subscriber usually holds a whole /64 and could otherwise take a new address for
 * every session. Anything else (no address) is one shared bucket.
 */
export function clientAddressKey(address: string | undefined): string {
  if (!address) return 'unknown';
  const unzoned = address.split('%')[0] as string;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(unzoned);
  if (mapped) return mapped[1] as string;
  if (isIPv4(unzoned)) return unzoned;
  if (!isIPv6(unzoned)) return 'unknown';
  return `${expandIPv6(unzoned).slice(0, 4).join(':')}::/64`;
}

/** The eight 16-bit groups of an IPv6 address, as lower-case hex without leading zeros. */
function expandIPv6(address: string): string[] {
  const [head = '', tail] = address.toLowerCase().split('::');
  const groupsOf = (part: string) => (part ? part.split(':') : []).flatMap((group) => (group.includes('.') ? ipv4Groups(group) : [group]));
  const left = groupsOf(head);
  const right = tail === undefined ? [] : groupsOf(tail);
  const zeros = Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0');
  return [...left, ...zeros, ...right].map((group) => Number.parseInt(group, 16).toString(16));
}

function ipv4Groups(dotted: string): string[] {
  const [a = 0, b = 0, c = 0, d = 0] = dotted.split('.').map(Number);
  return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
}

/**
 * Client addresses are stored only as this keyed hash (HMAC-SHA256 with a key derived from the crossword secret,
 * 128 bits, base64url): the same client gives the same value in every API process, and the value reveals nothing.
 */
export function createAddressHasher(secret: string): (address: string | undefined) => string {
  const key = createHmac('sha256', secret).update('crossword-client-address:v1').digest();
  const hashes = createBoundedMemo<string>(HASHES_KEPT);
  return (address) => {
    const written = address ?? '';
    let hash = hashes.get(written);
    if (hash === undefined) {
      hash = createHmac('sha256', key).update(clientAddressKey(address)).digest('base64url').slice(0, 22);
      hashes.set(written, hash);
    }
    return hash;
  };
}
