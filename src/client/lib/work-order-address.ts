import { useCallback, useRef } from 'react';
import { type Location, matchPath, useLocation, useNavigate } from 'react-router';

/**
 * A job opened from a list has its own address, /work-orders/{id} (issue 23, ADR 026): the list
 * it was opened from travels in the history entry's state as `backgroundLocation`, and the list
 * stays drawn under the dialog. history.state survives a reload, so a reload shows the same.
 */
export type WorkOrderAddressState = { backgroundLocation: Location };

export const workOrderPath = (id: number) => `/work-orders/${id}`;

const WORK_ORDER_PATTERN = '/work-orders/:id';
const ID_PATTERN = /^[1-9]\d{0,9}$/;

function isLocation(value: unknown): value is Location {
  if (typeof value !== 'object' || value === null) return false;
  const { pathname, search, hash } = value as Record<string, unknown>;
  return (
    typeof pathname === 'string' &&
    pathname.startsWith('/') &&
    typeof search === 'string' &&
    typeof hash === 'string'
  );
}

/** The history state a list passes when it opens a job over itself. */
export function workOrderAddressState(list: Location): WorkOrderAddressState {
  // A list opened over a list (never done, but state is only data) keeps the list, not the dialog.
  const background = backgroundOf(list.state)?.location ?? list;
  return { backgroundLocation: { ...background, state: null } };
}

function backgroundOf(state: unknown): { location: Location } | null {
  if (typeof state !== 'object' || state === null) return null;
  const candidate = (state as Record<string, unknown>).backgroundLocation;
  return isLocation(candidate) ? { location: candidate } : null;
}

/**
 * The job shown over a list: on /work-orders/{id} with a background list in the entry's state.
 * Null for a job opened from a link, typed in or shared (the quiet page), and for every other
 * address. A background that is itself a job is no list and is ignored.
 */
export function jobOverList(location: Pick<Location, 'pathname' | 'state'>): {
  id: number;
  background: Location;
} | null {
  const match = matchPath(WORK_ORDER_PATTERN, location.pathname);
  const id = match?.params.id;
  if (!id || !ID_PATTERN.test(id) || Number(id) > 2_147_483_647) return null;
  const background = backgroundOf(location.state)?.location;
  if (!background || matchPath(WORK_ORDER_PATTERN, background.pathname)) return null;
  return { id: Number(id), background };
}

/**
 * Opens a job from a list: /work-orders/{id} goes into the address bar as a new history entry, so
 * Back closes it; the page keeps its scroll position (ScrollRestoration would otherwise start the
 * new entry at the top). The callback is stable, so memoised cards do not redraw.
 */
export function useOpenWorkOrder(): (id: number) => void {
  const navigate = useNavigate();
  const location = useLocation();
  const latest = useRef(location);
  latest.current = location;
  return useCallback(
    (id: number) => {
      void navigate(workOrderPath(id), {
        state: workOrderAddressState(latest.current),
        preventScrollReset: true,
      });
    },
    [navigate],
  );
}
