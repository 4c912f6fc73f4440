import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { readRange, writeRange, type RangeSelection } from './date-range';

/** The analytics date range kept in the address, and a setter that replaces the history entry (no back-button noise). */
export function useDateRange(): [RangeSelection, (selection: RangeSelection) => void] {
  const [params, setParams] = useSearchParams();
  const selection = readRange(params);
  const select = useCallback((next: RangeSelection) => setParams((current) => writeRange(current, next), { replace: true }), [setParams]);
  return [selection, select];
}
