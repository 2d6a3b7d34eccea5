import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';

/** Changes the address's search params from `current`, the newest ones (see `useNewestSearchParams`). */
export type ChangeSearchParams = (
  apply: (current: URLSearchParams) => URLSearchParams,
  options?: { replace?: boolean },
) => void;

/**
 * The address's search params and a change that always starts from the newest ones, even before
 * the last change has rendered. React Router's own function form hands the callback the params of
 * the last render, so two changes in quick succession (a period, then a line) would both start
 * from the same old params and the second would undo the first (its documented limit).
 */
export function useNewestSearchParams(): [URLSearchParams, ChangeSearchParams] {
  const [searchParams, setSearchParams] = useSearchParams();
  const latest = useRef(searchParams);
  useEffect(() => {
    latest.current = searchParams;
  }, [searchParams]);
  const change: ChangeSearchParams = (apply, options) => {
    const next = apply(latest.current);
    latest.current = next;
    setSearchParams(next, options);
  };
  return [searchParams, change];
}
