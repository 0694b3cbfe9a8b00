import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { employees } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';

export type VisitCrew = { leadId: number | null; helperIds: number[] };
export type CrewMember = { id: number; name: string; role: 'lead' | 'helper' };

/** The lead's full name, or null for a visit with no technician yet. */
export const leadNameOf = (crew: readonly CrewMember[]): string | null =>
  crew.find((member) => member.role === 'lead')?.name ?? null;

/** Lock space of the two-key advisory locks on one technician's day (the key is the employee id). */
const TECHNICIAN_LOCK_SPACE = 4_815_164;

function badCrew(field: 'leadId' | 'helperIds', message: string): AppError {
  return new AppError('bad_request', message, [{ field, message }]);
}

/**
 * The crew as sent: a lead (or none) and helpers, each an active plumber, nobody twice. A helper
 * named twice is kept once. The 400 names the employee that cannot go.
 */
export async function requireCrew(tx: Tx, crew: VisitCrew): Promise<CrewMember[]> {
  const helperIds = [...new Set(crew.helperIds)];
  if (crew.leadId !== null && helperIds.includes(crew.leadId)) {
    throw badCrew('helperIds', 'The lead cannot also be a helper on the same visit.');
  }
  const ids = crew.leadId === null ? helperIds : [crew.leadId, ...helperIds];
  if (ids.length === 0) return [];
  const rows = await tx
    .select({
      id: employees.id,
      name: employees.name,
      type: employees.employeeType,
      active: employees.isActive,
    })
    .from(employees)
    .where(inArray(employees.id, ids));
  for (const id of ids) {
    const row = rows.find((one) => one.id === id);
    const field = id === crew.leadId ? 'leadId' : 'helperIds';
    if (!row) throw badCrew(field, `Unknown employee: ${id}.`);
    if (!row.active) throw badCrew(field, `${row.name} is inactive and cannot be scheduled.`);
    if (row.type !== 'plumber') throw badCrew(field, `${row.name} is not a technician (plumber).`);
  }
  const nameOf = (id: number) => rows.find((one) => one.id === id)?.name ?? String(id);
  return ids.map((id) => ({ id, name: nameOf(id), role: id === crew.leadId ? 'lead' : 'helper' }));
}

/**
 * Serializes the writes that place visits on these technicians until the transaction ends, so two
 * dispatchers cannot both pass the capacity rules for one technician's day. Taken in id order, so two
 * writes on the same technicians never wait on each other in a circle.
 */
export async function lockTechnicians(tx: Tx, ids: readonly number[]): Promise<void> {
  for (const id of [...new Set(ids)].sort((a, b) => a - b)) {
    await tx.execute(sql`select pg_advisory_xact_lock(${TECHNICIAN_LOCK_SPACE}::int4, ${id}::int4)`);
  }
}

/** An active plumber by id, or undefined (the compatibility visit's lead). */
export async function activePlumber(tx: Tx, id: number | null): Promise<CrewMember | undefined> {
  if (id === null) return undefined;
  const [row] = await tx
    .select({ id: employees.id, name: employees.name })
    .from(employees)
    .where(and(eq(employees.id, id), eq(employees.isActive, true), eq(employees.employeeType, 'plumber')));
  return row ? { ...row, role: 'lead' } : undefined;
}
