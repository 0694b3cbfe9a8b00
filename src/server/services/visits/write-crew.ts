import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { visitTechnicians } from '../../db/schema.ts';
import type { CrewMember } from './technicians.ts';

/**
 * Writes the visit's technicians anew: their `during` is the visit's [starts_at, ends_at), so the
 * exclusion constraint visit_technicians_no_overlap judges the new time.
 */
export async function writeCrew(
  tx: Tx,
  visit: { id: number; startsAt: Date; endsAt: Date },
  crew: readonly CrewMember[],
  holdsTime = true,
): Promise<void> {
  await tx.delete(visitTechnicians).where(eq(visitTechnicians.visitId, visit.id));
  if (crew.length === 0) return;
  const during = sql`tstzrange(${visit.startsAt.toISOString()}::timestamptz, ${visit.endsAt.toISOString()}::timestamptz, '[)')`;
  await tx.insert(visitTechnicians).values(
    crew.map((member) => ({
      visitId: visit.id,
      employeeId: member.id,
      role: member.role,
      during: during as unknown as string,
      holdsTime,
    })),
  );
}
