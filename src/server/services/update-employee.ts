import { eq } from 'drizzle-orm';
import type { CurrentEmployee } from '../../shared/schemas/employee.ts';
import {
  ADMIN_ONLY_FIELDS,
  ADMIN_ONLY_FIELDS_MESSAGE,
  type EmployeeChanges,
  notificationRuleErrors,
  settleNotificationSwitches,
} from '../../shared/schemas/employee-update.ts';
import type { Db } from '../db/client.ts';
import { employees } from '../db/schema.ts';
import { AppError } from '../http/app-error.ts';
import { ADMINISTRATORS, isOneOf } from '../http/require-role.ts';
import { recordActivity } from './activity-log.ts';
import { duplicateEmailError, refuseTakenEmail } from './create-employee.ts';
import { isUniqueViolation } from './db-errors.ts';
import { type EmployeeRow, toCurrentEmployee } from './employee-view.ts';
import { lockEmployee } from './employees.ts';

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
 * An employee edits their own profile and settings; admin and management edit anyone, including
 * name, email, employee type and title. One activity-log line per changed field.
 */
export async function updateEmployee(
  db: Db,
  actor: EmployeeRow,
  input: { id: number; changes: EmployeeChanges },
): Promise<CurrentEmployee> {
  const isAdministrator = isOneOf(actor.employeeType, ADMINISTRATORS);
  if (input.id !== actor.id && !isAdministrator) throw new AppError('forbidden', OWN_PROFILE_ONLY_MESSAGE);
  const requested = Object.fromEntries(
    Object.entries(input.changes).filter(([, value]) => value !== undefined),
  ) as Partial<EmployeeChanges>;
  try {
    return await db.transaction(async (tx) => {
      const current = await lockEmployee(tx, input.id);
      const before = pick(current, EDITABLE_FIELDS);
      // Unchanged values are fine: the Settings profile form sends name and email back as they are.
      if (
        !isAdministrator &&
        ADMIN_ONLY_FIELDS.some((field) => field in requested && requested[field] !== before[field])
      ) {
        throw new AppError('forbidden', ADMIN_ONLY_FIELDS_MESSAGE);
      }
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
          entityType: 'employee' as const,
          entityId: row.id,
          entityLabel: row.email,
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
