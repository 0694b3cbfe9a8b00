import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { showOutbox } from './use-outbox.ts';

/**
 * Sends the signed-in employee's waiting writes (ADR 049), mounted once for a signed-in session. The
 * sending code (IndexedDB, the requests) loads after the first paint; an installed app has it from
 * the service worker's precache, offline too.
 */
export function useOutboxSender(employeeId: number | undefined): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (employeeId === undefined) {
      showOutbox([]);
      return;
    }
    let ended = false;
    let stop: (() => void) | undefined;
    import('./start-outbox-sender.ts').then(
      ({ startOutboxSender }) => {
        if (!ended) stop = startOutboxSender(employeeId, queryClient);
      },
      () => {},
    );
    return () => {
      ended = true;
      stop?.();
    };
  }, [employeeId, queryClient]);
}
