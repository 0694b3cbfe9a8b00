import { useCallback, useEffect, useRef, useState } from 'react';

type DebouncedDraftOptions = {
  /** How long editing rests before the draft is committed; 0 commits on every change. */
  delayMs: number;
  /** Commit (and compare) the draft without its outer spaces, as a search does. */
  trim?: boolean;
};

export type DebouncedDraft = {
  /** What the field shows: every change at once. */
  draft: string;
  setDraft: (draft: string) => void;
  /** Commits now without waiting (Enter, a Clear button). */
  commit: (draft: string) => void;
};

/**
 * A text edited in a field while the value in effect lives elsewhere (the URL, a parent). The field
 * follows each key at once; `onCommit` hears only once typing rests for `delayMs`, and only with
 * a value other than the one in effect, so a search is one request or one history write per pause,
 * not one per key. When the value changes from elsewhere (Back, 'Clear', another search box) the
 * draft follows it.
 */
export function useDebouncedDraft(
  value: string,
  onCommit: (value: string) => void,
  { delayMs, trim = false }: DebouncedDraftOptions,
): DebouncedDraft {
  const [draft, setDraft] = useState(value);
  const committed = useRef(value);
  // The latest callback, so a pending timer never calls one made renders ago.
  const onCommitRef = useRef(onCommit);
  onCommitRef.current = onCommit;

  useEffect(() => {
    if (value === committed.current) return;
    committed.current = value;
    setDraft(value);
  }, [value]);

  const commit = useCallback(
    (next: string) => {
      const settled = trim ? next.trim() : next;
      if (settled === committed.current) return;
      committed.current = settled;
      onCommitRef.current(settled);
    },
    [trim],
  );

  useEffect(() => {
    if ((trim ? draft.trim() : draft) === committed.current) return;
    if (delayMs <= 0) {
      commit(draft);
      return;
    }
    const timer = setTimeout(() => commit(draft), delayMs);
    return () => clearTimeout(timer);
  }, [draft, commit, delayMs, trim]);

  return { draft, setDraft, commit };
}
