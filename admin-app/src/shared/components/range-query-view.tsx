import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Muted } from './layout';
import { LoadError, LoadingBlock } from './query-state';

/** Loading, error, "choose a valid range" or the answer of a range query. */
export function RangeQueryView<T>({ query, what, children }: { query: UseQueryResult<T>; what: string; children: (data: T) => ReactNode }) {
  if (query.isPending && query.fetchStatus === 'idle') return <Muted>Choose a valid date range to see the {what.toLowerCase()}.</Muted>;
  if (query.isPending) return <LoadingBlock label={`Loading ${what.toLowerCase()}…`} />;
  if (query.isError) return <LoadError what={what} error={query.error} onRetry={() => void query.refetch()} />;
  return <>{children(query.data)}</>;
}
