import { useCallback } from 'react';
import { useUrlParams } from '#client/components/work-order-list/use-url-params.ts';
import { useCurrentEmployee } from '#client/lib/current-employee.ts';
import { listAssignee, type MobileShow, OLD_MINE_PARAM, parseShow, SHOW_PARAM } from './mobile-show.ts';

export type MobileShowState = {
  show: MobileShow;
  setShow: (show: MobileShow) => void;
  /** Whose jobs to ask the server for: the employee's id for Mine, null for All. */
  assignee: number | null;
};

/**
 * The page's Mine | All choice, kept in the URL so a reload, Back from a job and a bookmark keep
 * it. The choice is always written out (`?show=mine` too): the bare URL means Mine only for a
 * technician, and a link sent to the office should say what it shows.
 */
export function useMobileShow(): MobileShowState {
  const { params, setParam, clearParams } = useUrlParams();
  const me = useCurrentEmployee().data;
  const show = parseShow(params, me?.employeeType);
  const setShow = useCallback(
    (next: MobileShow) => {
      clearParams([OLD_MINE_PARAM]);
      setParam(SHOW_PARAM, next);
    },
    [clearParams, setParam],
  );
  return { show, setShow, assignee: listAssignee(show, me?.id ?? null) };
}
