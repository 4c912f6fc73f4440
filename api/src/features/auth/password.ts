import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Password hashing with scrypt (node:crypto). Stored format, versioned so parameters can grow later:
 *   scrypt$v1$<N>$<r>$<p>$<salt base64url>$<key base64url>
 * N = 2^cost with the cost from PASSWORD_HASH_COST (15 by default: about 32 MiB and 50–100 ms per hash on our
 * machines), r = 8, p = 1, a 16-byte random salt per user and a 32-byte key. Verification re-derives with the
 * parameters stored in the hash and compares in constant time.
 */
const VERSION = 'v1';
export const DEFAULT_PASSWORD_HASH_COST = 15;
const paramsFor = (cost: number) => ({ N: 2 ** cost, r: 8, p: 1 });
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;

function derive(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    // maxmem must exceed 128 * N * r bytes.
    scrypt(password.normalize('NFKC'), salt, keyLength, { ...options, maxmem: 256 * (options.N ?? 0) * (options.r ?? 8) }, (error, key) => {
      if (error) reject(error);
      else resolve(key);
    });
  });
}

export async function hashPassword(password: string, cost = DEFAULT_PASSWORD_HASH_COST): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const params = paramsFor(cost);
  const key = await derive(password, salt, KEY_LENGTH, params);
  return ['scrypt', VERSION, params.N, params.r, params.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

interface ParsedHash {
  N: number;
  r: number;
  p: number;
  salt: Buffer;
  key: Buffer;
}

function parseHash(stored: string): ParsedHash | null {
  const [scheme, version, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || version !== VERSION || !salt || !key) return null;
  const numbers = [n, r, p].map((value) => Number.parseInt(value ?? '', 10));
  const [N, rValue, pValue] = numbers as [number, number, number];
  if (numbers.some((value) => !Number.isSafeInteger(value) || value < 1) || N > 2 ** 20) return null;
  return { N, r: rValue, p: pValue, salt: Buffer.from(salt, 'base64url'), key: Buffer.from(key, 'base64url') };
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed || parsed.key.length === 0) return false;
  const candidate = await derive(password, parsed.salt, parsed.key.length, { N: parsed.N, r: parsed.r, p: parsed.p });
  return timingSafeEqual(candidate, parsed.key);
}

const dummyHashes = new Map<number, Promise<string>>();

/**
 * Spends the same time as a real check for an unknown email, so response times do not reveal which emails have an
 * account. Always false.
 */
export async function verifyAgainstDummy(password: string, cost = DEFAULT_PASSWORD_HASH_COST): Promise<false> {
  let dummyHash = dummyHashes.get(cost);
  if (!dummyHash) {
    dummyHash = hashPassword(randomBytes(16).toString('hex'), cost);
    dummyHashes.set(cost, dummyHash);
  }
  await verifyPassword(password, await dummyHash);
  return false;
}
