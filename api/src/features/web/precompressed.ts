import fs from 'node:fs';
import path from 'node:path';
import type { RequestHandler, Response } from 'express';

const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

/**
 * Serves the .br / .gz twin that the build writes next to each text asset (scripts/build.mjs) when the browser
 * accepts it; otherwise falls through to express.static. Lookups are cached: build output does not change while
 * the server runs.
 */
export function precompressed(root: string, setHeaders: (res: Response, filePath: string) => void): RequestHandler {
  const exists = new Map<string, boolean>();
  const has = (file: string) => {
    let known = exists.get(file);
    if (known === undefined) {
      known = fs.existsSync(file);
      exists.set(file, known);
    }
    return known;
  };
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const accepted = String(req.headers['accept-encoding'] ?? '');
    const relative = path.normalize(decodeURIComponent(req.path)).replace(/^(\.\.(\/|\\|$))+/, '');
    const file = path.join(root, relative);
    if (!file.startsWith(root) || !/\.(js|json|css|svg)$/.test(file)) return next();
    const encoding = ENCODINGS.find((candidate) => accepted.includes(candidate.name) && has(file + candidate.suffix));
    if (!encoding) return next();
    res.setHeader('Vary', 'Accept-Encoding');
    res.setHeader('Content-Encoding', encoding.name);
    res.type(path.extname(file));
    setHeaders(res, file);
    res.sendFile(file + encoding.suffix, { dotfiles: 'deny' }, (error) => {
      if (error && !res.headersSent) next();
    });
  };
}
