import type { FastifyInstance } from 'fastify';
import type { Database } from '#server/db/client.ts';
import { workOrderAssignees, workOrders } from '#server/db/schema.ts';
import type { EmployeeType } from '#shared/domain/employee-type.ts';
import { insertEmployee, loginAs } from './test-app.ts';

let jobCounter = 10_000;

/** A work order written straight to the database, for tests of other resources. */
export async function insertWorkOrder(
  database: Database,
  fields: Partial<typeof workOrders.$inferInsert> = {},
  assigneeIds: number[] = [],
) {
  jobCounter += 1;
  const status = fields.status ?? 'open';
  const [row] = await database.db
    .insert(workOrders)
    .values({
      workOrderId: String(jobCounter),
      title: `Test job ${jobCounter}`,
      description: 'Kitchen sink drains slowly',
      pausedAt: status === 'on-hold' ? new Date() : null,
      completedAt: status === 'completed' ? new Date() : null,
      ...fields,
      status,
    })
    .returning();
  if (!row) throw new Error('insert returned no work order');
  if (assigneeIds.length > 0) {
    await database.db
      .insert(workOrderAssignees)
      .values(assigneeIds.map((employeeId) => ({ workOrderId: row.id, employeeId })));
  }
  return row;
}

/** An employee of the given type, signed in: the row and the headers to send. */
/** One more session for an employee, e.g. their phone beside their laptop, through real sign-in. */
export async function anotherSession(t: { app: FastifyInstance }, employee: { email: string }) {
  const { token } = await loginAs(t.app, employee.email);
  return { token, headers: { 'x-auth-token': token } };
}

export async function signedIn(
  t: { app: FastifyInstance; database: Database },
  employeeType: EmployeeType,
  fields: { name?: string; email?: string } = {},
) {
  const employee = await insertEmployee(t.database, { employeeType, ...fields });
  const { token } = await loginAs(t.app, employee.email);
  return { employee, token, headers: { 'x-auth-token': token } };
}
