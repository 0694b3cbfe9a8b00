import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * Filters kept in the URL's query string. Changes replace the history entry: typing a search or
 * picking a filter is not a new page for Back to step through.
 */
export function useUrlParams() {
  const [params, setParams] = useSearchParams();
  /** Sets one parameter; `null` (the filter's All) removes it. */
  const setParam = useCallback(
    (key: string, value: string | null) =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          if (value === null || value === '') next.delete(key);
          else next.set(key, value);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  const clearParams = useCallback(
    (keys: readonly string[]) =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const key of keys) next.delete(key);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return { params, setParam, clearParams };
}
