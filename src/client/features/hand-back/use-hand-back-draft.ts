import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { writesOf } from '#client/lib/outbox/outbox-store.ts';
import type { QueuedHandBack } from '#client/lib/outbox/queued-write.ts';
import { signedInEmployeeId } from '#client/lib/outbox/signed-in-employee-id.ts';
import { draftFromRefused } from './draft-from-refused.ts';
import type { HandBackDraft } from './hand-back-draft.ts';
import { type DraftVisit, emptyPart, newDraft } from './hand-back-draft.ts';
import { readDraft, removeDraft, saveDraft } from './hand-back-draft-store.ts';

const SAVE_AFTER_MS = 300;

/** The last hand-back of this visit the server refused, still kept on the phone, if any. */
async function refusedHandBack(queryClient: QueryClient, visitId: number) {
  try {
    const writes = await writesOf(await signedInEmployeeId(queryClient));
    return writes.findLast(
      (write): write is QueuedHandBack =>
        write.kind === 'hand-back' && write.visitId === visitId && write.refusal !== undefined,
    );
  } catch {
    return undefined;
  }
}

type Patch = Partial<HandBackDraft> | ((draft: HandBackDraft) => Partial<HandBackDraft>);

/**
 * The visit's hand-back as the technician fills it in: the draft kept on the phone (or one made
 * again from a refused hand-back, or a new one),
 * saved as it changes; the order's received parts put in once. `finish` forgets it.
 */
export function useHandBackDraft(visit: DraftVisit, receivedParts: string[] | undefined) {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<HandBackDraft | null>(null);
  // Once sent or queued, no late change may write the draft back.
  const finished = useRef(false);

  // The visit's stamps as the sheet opened: a new draft starts from them, once.
  const opened = useRef(visit);
  const visitId = visit.id;
  useEffect(() => {
    let current = true;
    // The draft kept on the phone; else a refused hand-back to fix; else a new one.
    void (async () => {
      const kept = await readDraft(visitId);
      const refused = kept ? undefined : await refusedHandBack(queryClient, visitId);
      if (!current) return;
      setDraft(kept ?? (refused ? draftFromRefused(refused, opened.current) : newDraft(opened.current)));
    })();
    return () => {
      current = false;
    };
  }, [visitId, queryClient]);

  // Saved a moment after the typing stops (each save writes the photos again), and at once when the
  // sheet closes or the phone leaves the page.
  const unsaved = useRef<HandBackDraft | null>(null);
  useEffect(() => {
    if (!draft || finished.current) return;
    unsaved.current = draft;
    const timer = setTimeout(() => {
      unsaved.current = null;
      void saveDraft(draft);
    }, SAVE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [draft]);
  useEffect(() => {
    const flush = () => {
      if (unsaved.current && !finished.current) void saveDraft(unsaved.current);
      unsaved.current = null;
    };
    const onHidden = () => document.visibilityState === 'hidden' && flush();
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', onHidden);
    return () => {
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', onHidden);
      flush();
    };
  }, []);

  const change = useCallback((patch: Patch) => {
    setDraft((now) => (now ? { ...now, ...(typeof patch === 'function' ? patch(now) : patch) } : now));
  }, []);

  useEffect(() => {
    if (!draft || draft.partsPrefilled || receivedParts === undefined) return;
    change({
      parts: [...receivedParts.map((description) => ({ ...emptyPart(), description })), ...draft.parts],
      partsPrefilled: true,
    });
  }, [draft, receivedParts, change]);

  const finish = useCallback(async () => {
    finished.current = true;
    await removeDraft(visitId);
  }, [visitId]);

  return { draft, change, finish };
}
