import type { QueryFunctionContext } from '@tanstack/react-query';
import { getQueryFn } from '@edna/shared-contracts/client';

/** GETs the query key as a path; any non-OK answer (a 401 too) raises an ApiError. */
export function jsonQueryFn<T>() {
  const load = getQueryFn<T>({ on401: 'throw' });
  return (context: QueryFunctionContext) => load(context) as Promise<T>;
}
