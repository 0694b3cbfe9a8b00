import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

/**
 * Live updates for the signed-in employee (issue 26, ADR 044), mounted once for a signed-in
 * session. The stream's code (its reader, and the rules that turn its messages into refetches)
 * loads after the first paint: nothing on a first screen waits for it.
 */
export function useLiveUpdates(employeeId: number | undefined): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (employeeId === undefined) return;
    let ended = false;
    let stop: (() => void) | undefined;
    import('./start-live-updates.ts').then(
      ({ startLiveUpdates }) => {
        if (!ended) stop = startLiveUpdates(employeeId, queryClient);
      },
      () => {},
    );
    return () => {
      ended = true;
      stop?.();
    };
  }, [employeeId, queryClient]);
}
