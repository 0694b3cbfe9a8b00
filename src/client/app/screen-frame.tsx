import type { ReactElement } from 'react';
import { UNSAFE_LocationContext, useLocation, useNavigate, useNavigationType } from 'react-router';
import { jobOverList } from '../lib/work-order-address.ts';
import { WorkOrderDialogHost } from './work-order-dialog-host.tsx';

type ScreenFrameProps = {
  /** This route's own screen. */
  screen: ReactElement;
  /** The screen that draws a given address (a list under a job), or null when none does. */
  screenAt: (pathname: string) => ReactElement | null;
};

/**
 * Every signed-in screen is drawn through this frame (ADR 026). On /work-orders/{id} opened from a
 * list, it draws that list, as its own address sees it, with the job's dialog on top.
 *
 * Every route's element is a ScreenFrame, so React keeps the frame when the route changes from
 * the list to the job and back, and with it the list's own element (the same lazy screen under the
 * same key): the list is not mounted again, keeps its loaded pages, its measured rows and the
 * window's scroll position, and Back only closes the dialog.
 */
export function ScreenFrame({ screen, screenAt }: ScreenFrameProps) {
  const location = useLocation();
  const navigationType = useNavigationType();
  const navigate = useNavigate();
  const over = jobOverList(location);
  const listScreen = over ? screenAt(over.background.pathname) : null;
  const shown = over && listScreen ? { ...over, listScreen } : null;

  // Closing is Back: the list's entry is the one before (the job was pushed over it). An entry the
  // router has no history for (its first) goes to the list instead of leaving the portal.
  const close = () => {
    if (!shown) return;
    if (location.key !== 'default') void navigate(-1);
    else void navigate(shown.background, { replace: true });
  };

  return (
    <>
      {/* The list reads its filters from its own address, not from /work-orders/{id}. */}
      <UNSAFE_LocationContext.Provider
        value={{ location: shown ? shown.background : location, navigationType }}
      >
        {shown ? shown.listScreen : screen}
      </UNSAFE_LocationContext.Provider>
      {shown && <WorkOrderDialogHost workOrderId={shown.id} onClose={close} />}
    </>
  );
}
