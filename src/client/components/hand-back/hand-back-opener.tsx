import {
  type ComponentType,
  createContext,
  type ReactNode,
  Suspense,
  useContext,
  useMemo,
  useState,
} from 'react';
import type { Visit } from '#shared/schemas/visit.ts';

/** What the sheet receives: the visit to hand back, and how to close it. */
export type HandBackSheetProps = { visit: Visit; onClose: () => void };

const OpenHandBackContext = createContext<((visit: Visit) => void) | null>(null);

type HandBackOpenerProps = {
  /** The sheet, usually lazy (features/hand-back), which the app's phone page plugs in. */
  sheet: ComponentType<HandBackSheetProps>;
  children: ReactNode;
};

/**
 * Where a visit's card can open the hand-back sheet (Finish job), which belongs to another feature:
 * the page that shows the cards puts this around them with the sheet, so neither feature imports
 * the other and the sheet's code stays out of every page's first paint, this one's too.
 */
export function HandBackOpener({ sheet: Sheet, children }: HandBackOpenerProps) {
  const [visit, setVisit] = useState<Visit | null>(null);
  const open = useMemo(() => (next: Visit) => setVisit(next), []);
  return (
    <OpenHandBackContext.Provider value={open}>
      {children}
      {visit && (
        <Suspense fallback={null}>
          <Sheet key={visit.id} visit={visit} onClose={() => setVisit(null)} />
        </Suspense>
      )}
    </OpenHandBackContext.Provider>
  );
}

/** Opens the hand-back sheet for a visit; null where the page offers none. */
export const useOpenHandBack = () => useContext(OpenHandBackContext);
