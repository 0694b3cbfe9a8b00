import { type DBSchema, type IDBPDatabase, openDB } from 'idb';
import type { HandBackDraft } from './hand-back-draft.ts';

/**
 * Half-filled hand-backs, one per visit, in IndexedDB (photos and the signature are blobs, which
 * localStorage cannot hold). Removed once the hand-back is sent or queued in the outbox.
 */
export const HAND_BACK_DRAFTS_DATABASE = 'portal-hand-back-drafts';
const DRAFTS = 'drafts';

interface DraftSchema extends DBSchema {
  drafts: { key: number; value: HandBackDraft };
}

let opening: Promise<IDBPDatabase<DraftSchema>> | undefined;

function database(): Promise<IDBPDatabase<DraftSchema>> {
  opening ??= openDB<DraftSchema>(HAND_BACK_DRAFTS_DATABASE, 1, {
    upgrade(db) {
      db.createObjectStore(DRAFTS, { keyPath: 'visitId' });
    },
    // A newer release or a deletion waits on this connection: let it go, open afresh next time.
    blocking(_current, _next, event) {
      (event.target as IDBDatabase).close();
      opening = undefined;
    },
  });
  return opening;
}

/** The draft of a visit's hand-back, or undefined (none, or no IndexedDB in this window). */
export async function readDraft(visitId: number): Promise<HandBackDraft | undefined> {
  try {
    return await (await database()).get(DRAFTS, visitId);
  } catch {
    return undefined;
  }
}

export async function saveDraft(draft: HandBackDraft): Promise<void> {
  try {
    const transaction = (await database()).transaction(DRAFTS, 'readwrite');
    const stored = Promise.all([transaction.store.put(draft), transaction.done]);
    // Committed at once, not when this page's tasks run out: the draft saved as the page goes away
    // (a reload, the phone switching apps) then reaches the disk before the page is gone.
    transaction.commit();
    await stored;
  } catch {
    // Without IndexedDB (some private windows) the sheet still works; only a reload loses it.
  }
}

export async function removeDraft(visitId: number): Promise<void> {
  try {
    await (await database()).delete(DRAFTS, visitId);
  } catch {
    // Nothing kept, nothing to remove.
  }
}
