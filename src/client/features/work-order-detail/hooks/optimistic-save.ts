import { useCallback, useRef, useState } from 'react';
import { usePendingSaves } from './pending-saves.tsx';

type Optimistic<T> = { value: T; base: T };

/**
 * A field's shown value while a save runs: the new value at once, the server's again if the save
 * fails (SPEC 8: the value reverts). Once the server's value moves on, it is shown as is.
 */
export function useOptimisticSave<T>(value: T, save: (next: T) => Promise<unknown>) {
  const saves = usePendingSaves();
  const [optimistic, setOptimistic] = useState<Optimistic<T> | null>(null);
  const [pending, setPending] = useState(false);
  const shown = optimistic && Object.is(optimistic.base, value) ? optimistic.value : value;
  const latest = useRef({ shown, value, save });
  latest.current = { shown, value, save };

  /** Saves `next` unless it is what is shown already; resolves true unless the save failed. */
  const commit = useCallback(
    async (next: T): Promise<boolean> => {
      const { shown: current, value: base, save: send } = latest.current;
      if (Object.is(next, current)) return true;
      setOptimistic({ value: next, base });
      setPending(true);
      const request = send(next);
      const outcome = saves
        ? saves.track(request)
        : request.then(
            () => true,
            () => false,
          );
      const ok = await outcome;
      if (!ok) setOptimistic(null);
      setPending(false);
      return ok;
    },
    [saves],
  );

  return { shown, pending, commit };
}
