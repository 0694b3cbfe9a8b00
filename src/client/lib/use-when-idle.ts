import { useEffect } from 'react';

/**
 * Runs `callback` once the browser is idle after the first paint (at most 5 s later; 2 s where
 * there is no idle callback), to fetch code a screen may need soon without slowing its first paint.
 * Pass a stable callback; `enabled` false waits.
 */
export function useWhenIdle(callback: () => void, enabled = true): void {
  useEffect(() => {
    if (!enabled) return;
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = setTimeout(callback, 2000);
      return () => clearTimeout(timer);
    }
    const handle = window.requestIdleCallback(callback, { timeout: 5000 });
    return () => window.cancelIdleCallback(handle);
  }, [callback, enabled]);
}
