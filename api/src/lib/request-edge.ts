import express, { type RequestHandler } from 'express';
import { AppError, invalidPath } from './errors';

/** The largest JSON body any endpoint accepts. */
export const JSON_BODY_LIMIT = '64kb';

/** A UTF-16 high surrogate not followed by a low one, or a low surrogate not preceded by a high one. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export function hasLoneSurrogate(text: string): boolean {
  return LONE_SURROGATE.test(text);
}

/**
 * Whether any string or object key inside a parsed JSON value holds an unpaired surrogate. JSON allows them
 * (`"\ud800"`), but they are not Unicode text: PostgreSQL refuses them, and a refusal inside a group-committed write
 * would fail the other requests of its batch. Walks with its own stack, so a deeply nested body cannot overflow
 * the call stack.
 */
export function containsLoneSurrogate(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const current = pending.pop();
    if (typeof current === 'string') {
      if (hasLoneSurrogate(current)) return true;
    } else if (Array.isArray(current)) {
      for (const item of current) pending.push(item);
    } else if (current !== null && typeof current === 'object') {
      for (const [key, item] of Object.entries(current)) {
        if (hasLoneSurrogate(key)) return true;
        pending.push(item);
      }
    }
  }
  return false;
}

export const invalidUnicode = (where: string) =>
  new AppError(400, 'invalid_unicode', `The ${where} contains an unpaired UTF-16 surrogate, which is not valid Unicode text.`);

/**
 * A path whose percent-encoding does not decode to UTF-8 text (`/%c0`, `/%ff`, an encoded surrogate) is refused
 * before any router, static file server or parameter decoder sees it.
 */
export const refuseMalformedPath: RequestHandler = (req, _res, next) => {
  try {
    decodeURIComponent(req.path);
  } catch {
    next(invalidPath());
    return;
  }
  next();
};

/**
 * JSON bodies for the API: at most JSON_BODY_LIMIT, objects or arrays only, and only well-formed Unicode in every
 * string, key and query value. Every JSON endpoint goes through this one place.
 */
export function jsonBodies(): RequestHandler[] {
  const refuseLoneSurrogates: RequestHandler = (req, _res, next) => {
    if (req.body !== undefined && containsLoneSurrogate(req.body)) return next(invalidUnicode('request body'));
    if (containsLoneSurrogate(req.query)) return next(invalidUnicode('query string'));
    next();
  };
  return [express.json({ limit: JSON_BODY_LIMIT, strict: true }), refuseLoneSurrogates];
}
