import { useCallback, useEffect, useRef, useState } from 'react';
import { type ShrinkResult, shrinkPhoto } from './shrink-photo.ts';

export type ShrunkPhoto =
  | { status: 'none' }
  | { status: 'shrinking' }
  | { status: 'ready'; result: ShrinkResult };

/**
 * Starts making the chosen file smaller as soon as it is chosen (lib/photos, ADR 047), so the
 * dialog can say what will be sent before Upload is pressed. A newer choice, or closing the dialog,
 * stops the work on the old one. `settled()` is the result to send, waiting if it is not ready.
 */
export function useShrunkPhoto(file: File | null) {
  const [state, setState] = useState<ShrunkPhoto>({ status: 'none' });
  const pending = useRef<Promise<ShrinkResult> | null>(null);

  useEffect(() => {
    if (!file) {
      pending.current = null;
      setState({ status: 'none' });
      return;
    }
    const controller = new AbortController();
    const shrinking = shrinkPhoto(file, { signal: controller.signal });
    pending.current = shrinking;
    setState({ status: 'shrinking' });
    shrinking.then(
      (result) => {
        if (!controller.signal.aborted) setState({ status: 'ready', result });
      },
      // Only ever the abort below: the photo was replaced or the dialog closed.
      () => {},
    );
    return () => controller.abort();
  }, [file]);

  const settled = useCallback(() => pending.current, []);
  return { photo: state, settled };
}
