import { createContext, type ReactNode, useContext } from 'react';

/**
 * What the footer's Close waits for: inline saves still in flight, and cells still being edited
 * (whose drafts it saves first). Cells outside a provider simply are not tracked.
 */
export type PendingSaves = {
  /** Follows a save; resolves true when it succeeded. */
  track: (save: Promise<unknown>) => Promise<boolean>;
  /** A cell being edited hands over how to save its draft now; call the result when done editing. */
  addDraft: (commit: () => Promise<boolean>) => () => void;
  /** Saves every open draft and waits for every save; true when all of them succeeded. */
  settle: () => Promise<boolean>;
};

export function createPendingSaves(): PendingSaves {
  const inFlight = new Set<Promise<boolean>>();
  const drafts = new Set<() => Promise<boolean>>();
  const track = (save: Promise<unknown>) => {
    const outcome = save.then(
      () => true,
      () => false,
    );
    inFlight.add(outcome);
    void outcome.then(() => inFlight.delete(outcome));
    return outcome;
  };
  return {
    track,
    addDraft: (commit) => {
      drafts.add(commit);
      return () => {
        drafts.delete(commit);
      };
    },
    settle: async () => {
      // Snapshot first: committing a draft starts a save that joins inFlight.
      const running = [...inFlight];
      const committed = await Promise.all([...drafts].map((commit) => commit()));
      const finished = await Promise.all(running);
      return [...committed, ...finished].every(Boolean);
    },
  };
}

const PendingSavesContext = createContext<PendingSaves | null>(null);

export function PendingSavesProvider({ saves, children }: { saves: PendingSaves; children: ReactNode }) {
  return <PendingSavesContext.Provider value={saves}>{children}</PendingSavesContext.Provider>;
}

export const usePendingSaves = () => useContext(PendingSavesContext);
