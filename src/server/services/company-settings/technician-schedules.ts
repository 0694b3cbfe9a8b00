import { and, asc, eq } from 'drizzle-orm';
import { minutesOfClock } from '#shared/domain/company-time.ts';
import { DEFAULT_TECHNICIAN_HOURS } from '#shared/domain/visit-conflicts.ts';
import type { TechnicianSchedule } from '#shared/schemas/company-settings.ts';
import type { Executor } from '../../db/client.ts';
import { employees, technicianSchedules } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';

type ScheduleInput = Omit<TechnicianSchedule, 'employeeId' | 'name' | 'isActive'>;
type EmployeeFields = { id: number; name: string; isActive: boolean };
type ScheduleRow = typeof technicianSchedules.$inferSelect;

function toSchedule(employee: EmployeeFields, row: ScheduleRow | null): TechnicianSchedule {
  const hours = row ?? DEFAULT_TECHNICIAN_HOURS;
  return {
    employeeId: employee.id,
    name: employee.name,
    isActive: employee.isActive,
    workDays: [...hours.workDays],
    workStart: hours.workStart,
    workEnd: hours.workEnd,
    maxVisitsPerDay: hours.maxVisitsPerDay,
    maxHoursPerDay: Number(hours.maxHoursPerDay),
  };
}

/** Every active technician by name, with the hours management set or the defaults. */
export async function listTechnicianSchedules(db: Executor): Promise<{ technicians: TechnicianSchedule[] }> {
  const rows = await db
    .select({
      employee: { id: employees.id, name: employees.name, isActive: employees.isActive },
      schedule: technicianSchedules,
    })
    .from(employees)
    .leftJoin(technicianSchedules, eq(technicianSchedules.employeeId, employees.id))
    .where(and(eq(employees.employeeType, 'plumber'), eq(employees.isActive, true)))
    .orderBy(asc(employees.name), asc(employees.id));
  return { technicians: rows.map((row) => toSchedule(row.employee, row.schedule)) };
}

/** Sets one technician's hours and daily capacity (management); the row is made on the first save. */
export async function updateTechnicianSchedule(
  db: Executor,
  employeeId: number,
  input: ScheduleInput,
): Promise<TechnicianSchedule> {
  const [employee] = await db
    .select({
      id: employees.id,
      name: employees.name,
      isActive: employees.isActive,
      type: employees.employeeType,
    })
    .from(employees)
    .where(eq(employees.id, employeeId));
  if (!employee) throw new AppError('not_found', 'Employee not found');
  if (employee.type !== 'plumber') {
    throw new AppError('bad_request', 'Only technicians have working hours', [
      { field: 'employeeId', message: 'Only technicians have working hours' },
    ]);
  }
  if (minutesOfClock(input.workEnd) <= minutesOfClock(input.workStart)) {
    throw new AppError('bad_request', 'workEnd must be after workStart', [
      { field: 'workEnd', message: 'workEnd must be after workStart' },
    ]);
  }
  const values = {
    workDays: [...new Set(input.workDays)].sort((a, b) => a - b),
    workStart: input.workStart,
    workEnd: input.workEnd,
    maxVisitsPerDay: input.maxVisitsPerDay,
    maxHoursPerDay: input.maxHoursPerDay,
    updatedAt: new Date(),
  };
  const [row] = await db
    .insert(technicianSchedules)
    .values({ employeeId, ...values })
    .onConflictDoUpdate({ target: technicianSchedules.employeeId, set: values })
    .returning();
  return toSchedule(employee, row ?? null);
}
