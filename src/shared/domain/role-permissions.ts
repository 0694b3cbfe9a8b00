import { EMPLOYEE_TYPES, type EmployeeType } from './employee-type.ts';

const EVERYONE = EMPLOYEE_TYPES;
const SUPERVISORS = ['office', 'admin', 'management'] as const satisfies readonly EmployeeType[];
const ADMINISTRATORS = ['admin', 'management'] as const satisfies readonly EmployeeType[];
const MANAGEMENT = ['management'] as const satisfies readonly EmployeeType[];

/**
 * Who may do what (docs/product.md, docs/decisions/021-role-table.md): one row per action, the
 * employee types allowed. The server enforces every row (a route's `config.permission`, the
 * services); the client reads the same rows only to decide which buttons to offer.
 */
export const ROLE_PERMISSIONS = {
  /** Work-order lists and details, their comments, files and history views, the dashboard. */
  'work-orders:read': EVERYONE,
  /** Create tasks, edit fields, status (except to completed), priority, type, dates. */
  'work-orders:edit': EVERYONE,
  /** Set completed, or reopen a completed order. */
  'work-orders:complete': SUPERVISORS,
  /** Delete a task that was never on hold. */
  'work-orders:delete-task': EVERYONE,
  /** Delete a paused job: on hold now, or on hold at any time in its recorded history. */
  'work-orders:delete-paused-job': SUPERVISORS,
  /** Recently deleted in the Admin Panel: see deleted work orders and restore them (ADR 029). */
  'work-orders:restore-deleted': ADMINISTRATORS,
  'paused-jobs:create': EVERYONE,
  /** Comments, questions, assignments, attachments on any work order. */
  'work-orders:collaborate': EVERYONE,
  /** The activity log of everything, deletions included. */
  'activity:read': ADMINISTRATORS,
  'employees:read': EVERYONE,
  /** Who am I, change password, sign out, one's own notifications, contacting support. */
  'account:own': EVERYONE,
  /** Phone, notes, theme and notification settings of one's own account. */
  'employees:edit-own-profile': EVERYONE,
  /** Create accounts; edit anyone's name, email, type, title, settings; reset passwords. */
  'employees:administer': ADMINISTRATORS,
  /** The same for a Management account, and making anyone Management. */
  'employees:administer-management': MANAGEMENT,
  /** The Employees page and switching an employee active or inactive. */
  'employees:set-active': MANAGEMENT,
  /** The schedule board, the visits, the Unscheduled tray, technicians' hours and time off (read). */
  'schedule:read': EVERYONE,
  /** Schedule, move, resize, re-window and cancel visits, with or without an override reason. */
  'schedule:plan': SUPERVISORS,
  /** A visit's status (on my way, arrived, done, couldn't finish): a technician only on their own visits. */
  'visits:set-status': EVERYONE,
  /** Mark a visit's hand-back reviewed, completing the task with it (docs/decisions/068-visit-hand-back.md). */
  'hand-backs:review': SUPERVISORS,
  /** Reopen a reviewed hand-back, so the visit may be handed back again. */
  'hand-backs:reopen': ADMINISTRATORS,
  /** The company settings page: time zone, customer messages, technicians' hours, capacity and time off. */
  'company-settings:edit': MANAGEMENT,
} as const satisfies Record<string, readonly EmployeeType[]>;

export type RoleAction = keyof typeof ROLE_PERMISSIONS;

/** `employeeType` as stored or sent: a value outside EMPLOYEE_TYPES may do nothing. */
export function may(employeeType: string | null | undefined, action: RoleAction): boolean {
  return (ROLE_PERMISSIONS[action] as readonly string[]).includes(employeeType ?? '');
}

/** What the server answers (403) when the role does not allow the action. */
export const FORBIDDEN_MESSAGE = 'You do not have permission to do this.';

/** Rules that hold for every role, beside the table (ADR 021). */
export const SELF_RULE_MESSAGES = {
  ownType: 'You cannot change your own employee type.',
  ownActiveState: 'You cannot deactivate your own account',
} as const;

export const MANAGEMENT_ACCOUNT_MESSAGES = {
  create: 'Only management can create a Management account.',
  promote: 'Only management can make an employee Management.',
  edit: 'Only management can change a Management account.',
  resetPassword: "Only management can reset a Management account's password.",
} as const;

/** 409: the portal always keeps someone who can open the Employees page. */
export const LAST_MANAGEMENT_MESSAGE =
  'At least one active Management account must remain. Make another employee Management first.';

/**
 * An account signed in with a temporary password may only do these until it has changed it; every
 * other /api route answers 403 with PASSWORD_CHANGE_REQUIRED_MESSAGE.
 */
export const TEMPORARY_PASSWORD_ROUTES = [
  'GET /api/auth/me',
  'POST /api/auth/change-password',
  'POST /api/auth/logout',
] as const;
export const PASSWORD_CHANGE_REQUIRED_MESSAGE =
  'You signed in with a temporary password. Change your password to continue.';

/** The employee types this employee may give an account: Management only to management. */
export function assignableEmployeeTypes(employeeType: string | null | undefined): readonly EmployeeType[] {
  return may(employeeType, 'employees:administer-management')
    ? EMPLOYEE_TYPES
    : EMPLOYEE_TYPES.filter((type) => type !== 'management');
}

/** May this employee edit, or reset the password of, an account of `accountType`? */
export function mayAdministerAccount(employeeType: string | null | undefined, accountType: string): boolean {
  return may(
    employeeType,
    accountType === 'management' ? 'employees:administer-management' : 'employees:administer',
  );
}
