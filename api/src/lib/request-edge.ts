import express, { type RequestHandler } from 'express';
import { AppError, invalidPath } from './errors';

/** The largest JSON body any endpoint accepts. */
export const JSON_BODY_LIMIT = '64kb';

/**
 * Characters PostgreSQL cannot store in text or jsonb: NUL, and unpaired surrogates (a UTF-16 high surrogate not
 * followed by a low one, or a low one not preceded by a high one), which are not Unicode text.
 */
// eslint-disable-next-line no-control-regex -- NUL is exactly the character this looks for
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export type UnstorableCharacter = 'nul' | 'lone_surrogate';

/** Which kind of character PostgreSQL would refuse the text holds first, or null when it can store all of it. */
export function unstorableCharacterIn(text: string): UnstorableCharacter | null {
  const match = UNSTORABLE.exec(text);
  if (!match) return null;
  return match[0] === '\u0000' ? 'nul' : 'lone_surrogate';
}

/**
 * The first character PostgreSQL cannot store (NUL, an unpaired surrogate) in any string or object key inside a
 * parsed JSON value, or null. JSON may spell both (`"\u0000"`, `"\ud800"`) and JavaScript strings may hold them, but
 * PostgreSQL refuses them in text and jsonb, and a refusal inside a group-committed write would cost the other
 * requests of its batch their speed. Walks with its own stack, so a deeply nested body cannot overflow the call stack.
 */
export function findUnstorableCharacter(value: unknown): UnstorableCharacter | null {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const current = pending.pop();
    if (typeof current === 'string') {
      const found = unstorableCharacterIn(current);
      if (found) return found;
    } else if (Array.isArray(current)) {
      for (const item of current) pending.push(item);
    } else if (current !== null && typeof current === 'object') {
      for (const [key, item] of Object.entries(current)) {
        const found = unstorableCharacterIn(key);
        if (found) return found;
        pending.push(item);
      }
    }
  }
  return null;
}

export const invalidUnicode = (where: string) =>
  new AppError(400, 'invalid_unicode', `The ${where} contains an unpaired UTF-16 surrogate, which is not valid Unicode text.`);

export const invalidCharacters = (where: string) =>
  new AppError(400, 'invalid_characters', `The ${where} contains a NUL character (\\u0000), which cannot be stored.`);

const refusalOf = (found: UnstorableCharacter, where: string) => (found === 'nul' ? invalidCharacters(where) : invalidUnicode(where));

/**
 * A path whose percent-encoding does not decode to UTF-8 text (`/%c0`, `/%ff`, an encoded surrogate) or decodes to a
 * NUL (`%00`) is refused before any router, static file server or parameter decoder sees it.
 */
export const refuseMalformedPath: RequestHandler = (req, _res, next) => {
  let decoded: string;
  try {
    decoded = decodeURIComponent(req.path);
  } catch {
    next(invalidPath());
    return;
  }
  // An encoded NUL (%00) would reach a parameter and then the database, which cannot store it.
  next(decoded.includes('\u0000') ? invalidPath() : undefined);
};

/**
 * JSON bodies for the API: at most JSON_BODY_LIMIT, objects or arrays only, and only text PostgreSQL can store in
 * every string, key and query value (no NUL: 400 invalid_characters; no unpaired surrogate: 400 invalid_unicode).
 * Every JSON endpoint goes through this one place, so nothing the database would refuse reaches a write.
 */
export function jsonBodies(): RequestHandler[] {
  const refuseUnstorableText: RequestHandler = (req, _res, next) => {
    const inBody = req.body === undefined ? null : findUnstorableCharacter(req.body);
    if (inBody) return next(refusalOf(inBody, 'request body'));
    const inQuery = findUnstorableCharacter(req.query);
    if (inQuery) return next(refusalOf(inQuery, 'query string'));
    next();
  };
  return [express.json({ limit: JSON_BODY_LIMIT, strict: true }), refuseUnstorableText];
}
