import { eq } from 'drizzle-orm';
import { MANAGEMENT_ACCOUNT_MESSAGES, may, SELF_RULE_MESSAGES } from '#shared/domain/role-permissions.ts';
import type { CurrentEmployee } from '#shared/schemas/employee.ts';
import {
  ADMIN_ONLY_FIELDS,
  ADMIN_ONLY_FIELDS_MESSAGE,
  type EmployeeChanges,
  notificationRuleErrors,
  settleNotificationSwitches,
} from '#shared/schemas/employee-update.ts';
import type { Db, Tx } from '../db/client.ts';
import { employees } from '../db/schema.ts';
import { AppError } from '../errors/app-error.ts';
import { aboutEmployee, recordActivity } from './activity-log.ts';
import { duplicateEmailError, refuseTakenEmail } from './create-employee.ts';
import { isUniqueViolation } from './db-errors.ts';
import { type EmployeeRow, toCurrentEmployee } from './employee-view.ts';
import { lockEmployee } from './employees.ts';
import { keepOneActiveManager, lockManagementRoster } from './management-accounts.ts';

export const OWN_PROFILE_ONLY_MESSAGE = 'You can only update your own profile';

/** Every column PATCH /api/employees/{id} can write, in the order the activity log lists them. */
const EDITABLE_FIELDS = [
  'name',
  'email',
  'employeeType',
  'title',
  'phone',
  'colorTheme',
  'notes',
  'notificationsEnabled',
  'emailNotifications',
  'smsNotifications',
  'workOrderUpdateNotifications',
  'assignmentNotifications',
  'themePreference',
  'compactView',
  'autoRefresh',
] as const satisfies readonly (keyof EmployeeChanges & keyof EmployeeRow)[];

function pick<T, K extends keyof T>(row: T, keys: readonly K[]): Pick<T, K> {
  return Object.fromEntries(keys.map((key) => [key, row[key]])) as Pick<T, K>;
}

/**
 * The role table's rules for one edit (ADR 021), in the order a caller can act on: what the role
 * may touch, then whether Management survives it, then the rule about one's own type.
 */
async function checkEmployeeEdit(
  tx: Tx,
  actor: EmployeeRow,
  current: EmployeeRow,
  requested: Partial<EmployeeChanges>,
): Promise<void> {
  const before = pick(current, EDITABLE_FIELDS);
  // Unchanged values are fine: the Settings profile form sends name and email back as they are.
  const changes = (field: keyof EmployeeChanges & keyof EmployeeRow) =>
    field in requested && requested[field] !== before[field];
  if (!may(actor.employeeType, 'employees:administer') && ADMIN_ONLY_FIELDS.some(changes)) {
    throw new AppError('forbidden', ADMIN_ONLY_FIELDS_MESSAGE);
  }
  const managesManagement = may(actor.employeeType, 'employees:administer-management');
  if (changes('employeeType') && requested.employeeType === 'management' && !managesManagement) {
    throw new AppError('forbidden', MANAGEMENT_ACCOUNT_MESSAGES.promote);
  }
  if (current.employeeType === 'management' && current.id !== actor.id && !managesManagement) {
    throw new AppError('forbidden', MANAGEMENT_ACCOUNT_MESSAGES.edit);
  }
  if (changes('employeeType')) {
    await keepOneActiveManager(tx, current, {
      employeeType: requested.employeeType ?? current.employeeType,
      isActive: current.isActive,
    });
    if (current.id === actor.id) throw new AppError('forbidden', SELF_RULE_MESSAGES.ownType);
  }
}

/**
 * An employee edits their own profile and settings; admin and management edit anyone, including
 * name, email, employee type and title, except that only management touches Management accounts
 * and nobody changes their own type. One activity-log line per changed field.
 */
export async function updateEmployee(
  db: Db,
  actor: EmployeeRow,
  input: { id: number; changes: EmployeeChanges },
): Promise<CurrentEmployee> {
  if (input.id !== actor.id && !may(actor.employeeType, 'employees:administer')) {
    throw new AppError('forbidden', OWN_PROFILE_ONLY_MESSAGE);
  }
  const requested = Object.fromEntries(
    Object.entries(input.changes).filter(([, value]) => value !== undefined),
  ) as Partial<EmployeeChanges>;
  try {
    return await db.transaction(async (tx) => {
      if (requested.employeeType !== undefined) await lockManagementRoster(tx);
      const current = await lockEmployee(tx, input.id);
      const before = pick(current, EDITABLE_FIELDS);
      await checkEmployeeEdit(tx, actor, current, requested);
      const merged = { ...before, ...requested };
      const errors = notificationRuleErrors(merged, requested);
      const [first] = errors;
      if (first) throw new AppError('bad_request', first.message, errors);
      const after = settleNotificationSwitches(merged);
      const changed = EDITABLE_FIELDS.filter((field) => after[field] !== before[field]);
      if (changed.length === 0) return toCurrentEmployee(current);
      if (changed.includes('email')) await refuseTakenEmail(tx, after.email, current.id);

      const [row] = await tx
        .update(employees)
        .set({ ...after, updatedAt: new Date() })
        .where(eq(employees.id, current.id))
        .returning();
      if (!row) throw new Error('update returned no row');
      await recordActivity(
        tx,
        changed.map((field) => ({
          ...aboutEmployee(row),
          action: 'updated',
          field,
          oldValue: before[field],
          newValue: after[field],
          actorId: actor.id,
        })),
      );
      return toCurrentEmployee(row);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateEmailError();
    throw error;
  }
}
