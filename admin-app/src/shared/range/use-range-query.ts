import { useQuery } from '@tanstack/react-query';
import { ADMIN } from '@edna/shared-contracts/rules';
import { apiRequest } from '@edna/shared-contracts/client';
import { rangeProblem, rangeQueryString, type RangeSelection } from './date-range';

/**
 * An analytics answer for the selected range, refetched every 30 s while it is shown. The key starts with the
 * endpoint's path (so signing out drops it); a custom range that is not valid yet asks for nothing.
 */
export function useRangeQuery<T>(path: string, selection: RangeSelection) {
  const query = rangeQueryString(selection);
  return useQuery<T>({
    queryKey: [path, query],
    queryFn: ({ signal }) => apiRequest<T>('GET', `${path}?${query}`, undefined, { signal }),
    enabled: rangeProblem(selection) === null,
    refetchInterval: ADMIN.refetchIntervalMs,
  });
}

/** A CSV download's address for the selected range. */
export function csvHref(path: string, selection: RangeSelection): string {
  return `${path}?${rangeQueryString(selection)}`;
}
