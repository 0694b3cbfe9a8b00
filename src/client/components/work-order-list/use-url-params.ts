import { useCallback, useRef } from 'react';
import { useSearchParams } from 'react-router';

/**
 * Filters kept in the URL's query string. Changes replace the history entry: typing a search or
 * picking a filter is not a new page for Back to step through.
 *
 * Each change starts from the newest parameters, kept in a ref, not from those of the render that
 * made the callback: react-router's own updater sees the parameters of its render, so a search
 * written after a pause (a timer made renders ago) would otherwise undo a filter picked meanwhile.
 */
export function useUrlParams() {
  const [params, setParams] = useSearchParams();
  const latest = useRef(params);
  latest.current = params;

  const update = useCallback(
    (change: (next: URLSearchParams) => void) => {
      const next = new URLSearchParams(latest.current);
      change(next);
      // Two changes before the next render build on each other.
      latest.current = next;
      setParams(next, { replace: true });
    },
    [setParams],
  );
  /** Sets one parameter; `null` (the filter's All) removes it. */
  const setParam = useCallback(
    (key: string, value: string | null) =>
      update((next) => {
        if (value === null || value === '') next.delete(key);
        else next.set(key, value);
      }),
    [update],
  );
  const clearParams = useCallback(
    (keys: readonly string[]) =>
      update((next) => {
        for (const key of keys) next.delete(key);
      }),
    [update],
  );
  return { params, setParam, clearParams };
}
