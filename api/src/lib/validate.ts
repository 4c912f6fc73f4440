import type { Request } from 'express';
import type { z } from 'zod';
import { AppError, fromZodError } from './errors';

/** Parses a value with a shared contract; a failure is a 400 with the first problem spelled out. */
export function parseWith<S extends z.ZodType>(schema: S, value: unknown, message?: string): z.infer<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw fromZodError(result.error, message);
  return result.data;
}

/** The JSON body of a write, parsed with its contract. A missing or non-JSON body is refused clearly. */
export function parseBody<S extends z.ZodType>(req: Request, schema: S): z.infer<S> {
  if (req.body === undefined) {
    if (!req.is('application/json')) {
      throw new AppError(415, 'unsupported_media_type', 'Send the request body as JSON with Content-Type: application/json.');
    }
    throw new AppError(400, 'missing_body', 'The request needs a JSON body.');
  }
  return parseWith(schema, req.body);
}
