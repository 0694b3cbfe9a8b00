import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { UpdateVisitSchema, Visit } from '#shared/schemas/visit.ts';
import type { Db } from '../../db/client.ts';
import { visits } from '../../db/schema.ts';
import { companyTimeZone } from './conflict-context.ts';
import type { VisitActor } from './create-visit.ts';
import { queueCustomerMessage } from './customer-message.ts';
import {
  judgePlacement,
  overlapFromConstraint,
  type Placement,
  requireSaneTimes,
} from './placement-rules.ts';
import { type CrewMember, leadNameOf, lockTechnicians, requireCrew } from './technicians.ts';
import { recordOverride, recordVisitActivity } from './visit-activity.ts';
import { lockVisit, requireOpenVisit, requireVersion, type VisitRow } from './visit-row.ts';
import { visitWritten } from './visit-written.ts';
import { writeCrew } from './write-crew.ts';

type VisitChanges = z.output<typeof UpdateVisitSchema>;

const same = (a: Date, b: Date) => a.getTime() === b.getTime();

/** The new times: a start alone moves the visit (its length and its window move with it); an end alone resizes it. */
function placedTimes(row: VisitRow, input: VisitChanges) {
  const shift = input.startsAt ? input.startsAt.getTime() - row.startsAt.getTime() : 0;
  const moved = (instant: Date) => new Date(instant.getTime() + shift);
  return {
    startsAt: input.startsAt ?? row.startsAt,
    endsAt: input.endsAt ?? moved(row.endsAt),
    windowStart: input.windowStart ?? moved(row.windowStart),
    windowEnd: input.windowEnd ?? moved(row.windowEnd),
  };
}

const sameCrew = (a: readonly CrewMember[], b: readonly CrewMember[]) =>
  a.length === b.length &&
  a.every((member) => b.some((one) => one.id === member.id && one.role === member.role));

/**
 * PATCH /api/visits/{id}: move, resize, re-window, re-crew or re-note a visit that is not closed, if
 * the caller saw its current version. The same rules and override as a new visit; the version and
 * updated_at move on with every write.
 */
export async function updateVisit(
  db: Db,
  actor: VisitActor,
  id: number,
  input: VisitChanges,
  companyName: string,
): Promise<Visit> {
  let crew: CrewMember[] = [];
  try {
    return await db.transaction(async (tx) => {
      const current = await lockVisit(tx, id);
      const { row, order } = current;
      await requireVersion(tx, row, input.version);
      requireOpenVisit(row);
      const times = placedTimes(row, input);
      const currentLead = current.crew.find((member) => member.role === 'lead')?.id ?? null;
      crew = await requireCrew(tx, {
        leadId: input.leadId !== undefined ? input.leadId : currentLead,
        helperIds: input.helperIds ?? current.crew.filter((m) => m.role === 'helper').map((m) => m.id),
      });
      const placement: Placement = { visitId: row.id, ...times, crew };
      requireSaneTimes(placement);
      const timeMoved = !same(times.startsAt, row.startsAt) || !same(times.endsAt, row.endsAt);
      const crewChanged = !sameCrew(crew, current.crew);
      const windowChanged =
        !same(times.windowStart, row.windowStart) || !same(times.windowEnd, row.windowEnd);
      const noteChanged = input.note !== undefined && (input.note ?? null) !== row.note;
      await lockTechnicians(
        tx,
        crew.map((member) => member.id),
      );
      const overridden =
        timeMoved || crewChanged ? await judgePlacement(tx, placement, input.overrideReason) : [];
      const [updated] = await tx
        .update(visits)
        .set({
          ...times,
          ...(input.note !== undefined ? { note: input.note } : {}),
          version: sql`${visits.version} + 1`,
          updatedAt: sql`now()`,
        })
        .where(eq(visits.id, row.id))
        .returning({ version: visits.version });
      if (!updated) throw new Error('the locked visit was not updated');
      if (timeMoved || crewChanged) await writeCrew(tx, { id: row.id, ...times }, crew);
      const timeZone = await companyTimeZone(tx);
      const described = {
        order,
        visit: { id: row.id, ...times },
        technicianNames: crew.map((m) => m.name),
        timeZone,
      };
      if (timeMoved || crewChanged || windowChanged) {
        await recordVisitActivity(tx, { action: 'visit.moved', described, actorId: actor.id });
      } else if (noteChanged) {
        await recordVisitActivity(tx, { action: 'visit.note', described, actorId: actor.id });
      }
      await recordOverride(tx, { described, actorId: actor.id, reason: input.overrideReason, overridden });
      if (windowChanged && input.notifyCustomer) {
        await queueCustomerMessage(tx, {
          workOrderId: order.id,
          event: 'window-changed',
          windowStart: times.windowStart,
          windowEnd: times.windowEnd,
          leadName: leadNameOf(crew),
          companyName,
          visitId: row.id,
          version: updated.version,
        });
      }
      return visitWritten(tx, order.id, row.id, timeZone);
    });
  } catch (error) {
    throw overlapFromConstraint(error, crew) ?? error;
  }
}
