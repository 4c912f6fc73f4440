import { createHmac } from 'node:crypto';

export interface Rng {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [0, max). */
  int(max: number): number;
  /** A shuffled copy (Fisher–Yates). */
  shuffle<T>(items: readonly T[]): T[];
}

/**
 * A deterministic random stream for one puzzle date: HMAC-SHA256(secret, "crossword-layout:" + date) seeds sfc32.
 * The same date and secret always give the same stream; without the secret the stream cannot be predicted.
 */
export function createPuzzleRng(secret: string, date: string): Rng {
  const digest = createHmac('sha256', secret).update(`crossword-layout:${date}`).digest();
  return sfc32(digest.readUInt32LE(0), digest.readUInt32LE(4), digest.readUInt32LE(8), digest.readUInt32LE(12));
}

/** sfc32 (Chris Doty-Humphrey's Small Fast Counting generator, 32-bit): fast, well distributed, tiny state. */
export function sfc32(seedA: number, seedB: number, seedC: number, seedD: number): Rng {
  let a = seedA >>> 0;
  let b = seedB >>> 0;
  let c = seedC >>> 0;
  let d = seedD >>> 0;
  const nextUint = () => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return t >>> 0;
  };
  // Discard the first outputs so closely related seeds diverge.
  for (let index = 0; index < 12; index += 1) nextUint();
  const rng: Rng = {
    next: () => nextUint() / 4294967296,
    int: (max) => Math.floor(rng.next() * max),
    shuffle: (items) => {
      const copy = [...items];
      for (let index = copy.length - 1; index > 0; index -= 1) {
        const other = rng.int(index + 1);
        [copy[index], copy[other]] = [copy[other] as (typeof copy)[number], copy[index] as (typeof copy)[number]];
      }
      return copy;
    },
  };
  return rng;
}
