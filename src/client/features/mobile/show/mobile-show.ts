import type { EmployeeType } from '#shared/domain/employee-type.ts';
import type { WorkOrderListItem } from '#shared/schemas/work-order.ts';

/** Whose jobs a mobile page lists: the signed-in employee's own ('Mine') or everyone's ('All'). */
export type MobileShow = 'mine' | 'all';

/** The URL parameter that keeps the choice: `?show=all`, `?show=mine`. */
export const SHOW_PARAM = 'show';
/** The minimal page's former 'My jobs' filter (`?mine=1`); old links and bookmarks still mean Mine. */
export const OLD_MINE_PARAM = 'mine';

/**
 * A technician opens on their own work; office, admin and management, who dispatch it, on all of it
 * (issue 23, ADR 016).
 */
export function defaultShow(employeeType: EmployeeType | null | undefined): MobileShow {
  return employeeType === 'plumber' ? 'mine' : 'all';
}

/** The choice a URL makes, else the employee's default. An unknown value reads as no choice. */
export function parseShow(
  params: URLSearchParams,
  employeeType: EmployeeType | null | undefined,
): MobileShow {
  const value = params.get(SHOW_PARAM);
  if (value === 'mine' || value === 'all') return value;
  if (params.get(OLD_MINE_PARAM) === '1') return 'mine';
  return defaultShow(employeeType);
}

/** Whose jobs the list request asks for: an employee id for Mine, null for everyone's. */
export function listAssignee(show: MobileShow, employeeId: number | null): number | null {
  return show === 'mine' ? employeeId : null;
}

/**
 * On the job as the server's `assignee` filter counts it: its tech (assignedTo), its office
 * employee, or one of its team (assignedEmployees). Used on a saved copy of the whole list when
 * the phone is offline and has no saved copy of the employee's own list.
 */
export function isOnJob(
  job: Pick<WorkOrderListItem, 'assignedTo' | 'assignedOfficeEmployee' | 'assignedEmployees'>,
  employeeId: number,
): boolean {
  return (
    job.assignedTo === employeeId ||
    job.assignedOfficeEmployee === employeeId ||
    job.assignedEmployees.some((person) => person.id === employeeId)
  );
}
