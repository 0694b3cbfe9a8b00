import { useCallback, useEffect, useRef, useState } from 'react';
import { usePendingSaves } from './pending-saves.tsx';

type Optimistic<T> = { value: T; base: T };

const isQueued = (answer: unknown) =>
  typeof answer === 'object' && answer !== null && 'sent' in answer && answer.sent === false;

/** How long a field shows 'Saved' after its save succeeded (ADR 060). */
const SAVED_MARK_MS = 4000;

/**
 * A field's shown value while a save runs: the new value at once, the server's again if the save
 * fails (the value reverts). Once the server's value moves on, it is shown as is.
 */
export function useOptimisticSave<T>(value: T, save: (next: T) => Promise<unknown>) {
  const saves = usePendingSaves();
  const [optimistic, setOptimistic] = useState<Optimistic<T> | null>(null);
  const [pending, setPending] = useState(false);
  // Counts successful saves; the mark shows while the latest one is recent.
  const [savedCount, setSavedCount] = useState(0);
  const [saved, setSaved] = useState(false);
  useEffect(() => {
    if (savedCount === 0) return;
    setSaved(true);
    const timer = setTimeout(() => setSaved(false), SAVED_MARK_MS);
    return () => clearTimeout(timer);
  }, [savedCount]);
  const shown = optimistic && Object.is(optimistic.base, value) ? optimistic.value : value;
  const latest = useRef({ shown, value, save });
  latest.current = { shown, value, save };

  /** Saves `next` unless it is what is shown already; resolves true unless the save failed. */
  const commit = useCallback(
    async (next: T): Promise<boolean> => {
      const { shown: current, value: base, save: send } = latest.current;
      if (Object.is(next, current)) return true;
      setSaved(false);
      setOptimistic({ value: next, base });
      setPending(true);
      let queued = false;
      const request = send(next).then((answer) => {
        // A change kept on the phone to send later is not saved yet: its own marker says it waits.
        queued = isQueued(answer);
        return answer;
      });
      const outcome = saves
        ? saves.track(request)
        : request.then(
            () => true,
            () => false,
          );
      const ok = await outcome;
      if (!ok) setOptimistic(null);
      else if (!queued) setSavedCount((count) => count + 1);
      setPending(false);
      return ok;
    },
    [saves],
  );

  /** `saved`: the last save succeeded a moment ago (the field says 'Saved'). */
  return { shown, pending, saved, commit };
}
