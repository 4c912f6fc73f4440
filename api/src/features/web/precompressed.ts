import fs from 'node:fs';
import path from 'node:path';
import type { RequestHandler, Response } from 'express';

const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

/**
 * How many file-exists answers one precompressed handler remembers. A build has a few hundred compressed twins;
 * the bound keeps requests for endless distinct missing paths from growing the process's memory.
 */
export const PRECOMPRESSED_LOOKUP_LIMIT = 2000;

/** Remembers whether files exist, forgetting the least recently used answer beyond `limit` entries. */
export function createExistsCache(limit: number) {
  const known = new Map<string, boolean>();
  return {
    has(file: string): boolean {
      let exists = known.get(file);
      if (exists === undefined) {
        exists = fs.existsSync(file);
      } else {
        // Map keeps insertion order: re-inserting marks the entry as the most recently used.
        known.delete(file);
      }
      known.set(file, exists);
      if (known.size > limit) known.delete(known.keys().next().value!);
      return exists;
    },
    get size() {
      return known.size;
    },
  };
}

export type PrecompressedHandler = RequestHandler & { readonly cachedLookups: number };

/**
 * Serves the .br / .gz twin that the build writes next to each text asset (scripts/build.mjs) when the browser
 * accepts it; otherwise falls through to express.static. Lookups are cached (build output does not change while
 * the server runs), at most PRECOMPRESSED_LOOKUP_LIMIT of them.
 */
export function precompressed(
  root: string,
  setHeaders: (res: Response, filePath: string) => void,
  lookupLimit = PRECOMPRESSED_LOOKUP_LIMIT,
): PrecompressedHandler {
  const exists = createExistsCache(lookupLimit);
  const handler: RequestHandler = (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const accepted = String(req.headers['accept-encoding'] ?? '');
    let decoded: string;
    try {
      decoded = decodeURIComponent(req.path);
    } catch {
      return next();
    }
    const relative = path.normalize(decoded).replace(/^(\.\.(\/|\\|$))+/, '');
    const file = path.join(root, relative);
    if (!file.startsWith(root) || !/\.(js|json|css|svg)$/.test(file)) return next();
    const encoding = ENCODINGS.find((candidate) => accepted.includes(candidate.name) && exists.has(file + candidate.suffix));
    if (!encoding) return next();
    res.setHeader('Vary', 'Accept-Encoding');
    res.setHeader('Content-Encoding', encoding.name);
    res.type(path.extname(file));
    setHeaders(res, file);
    res.sendFile(file + encoding.suffix, { dotfiles: 'deny' }, (error) => {
      if (error && !res.headersSent) next();
    });
  };
  return Object.defineProperty(handler, 'cachedLookups', { get: () => exists.size }) as PrecompressedHandler;
}
