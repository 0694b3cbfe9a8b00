import type { z } from 'zod';
import type { CreateVisitSchema, Visit } from '#shared/schemas/visit.ts';
import type { Db } from '../../db/client.ts';
import { visits } from '../../db/schema.ts';
import { companyTimeZone } from './conflict-context.ts';
import { queueCustomerMessage } from './customer-message.ts';
import {
  judgePlacement,
  overlapFromConstraint,
  type Placement,
  requireSaneTimes,
} from './placement-rules.ts';
import { type CrewMember, leadNameOf, lockTechnicians, requireCrew } from './technicians.ts';
import { recordOverride, recordVisitActivity } from './visit-activity.ts';
import { lockVisitOrder } from './visit-order.ts';
import { visitWritten } from './visit-written.ts';
import { writeCrew } from './write-crew.ts';

type NewVisit = z.output<typeof CreateVisitSchema>;
export type VisitActor = { id: number; name: string; employeeType: string };

/** The arrival window a visit gets when none is sent: its first two hours. */
const DEFAULT_WINDOW_MS = 2 * 3600 * 1000;

/**
 * POST /api/visits: checks the times, the crew and the order, locks the technicians, judges the
 * schedule rules, then writes the visit, its technicians, the log line, the customer's message and
 * the order's date fields in one transaction. The exclusion constraint is the last word on overlap.
 */
export async function createVisit(
  db: Db,
  actor: VisitActor,
  input: NewVisit,
  companyName: string,
): Promise<Visit> {
  const windowStart = input.windowStart ?? input.startsAt;
  const placement: Placement = {
    startsAt: input.startsAt,
    endsAt: input.endsAt,
    windowStart,
    windowEnd: input.windowEnd ?? new Date(windowStart.getTime() + DEFAULT_WINDOW_MS),
    crew: [],
  };
  requireSaneTimes(placement);
  let crew: CrewMember[] = [];
  try {
    return await db.transaction(async (tx) => {
      const order = await lockVisitOrder(tx, input.workOrderId, { open: true });
      crew = await requireCrew(tx, { leadId: input.leadId ?? null, helperIds: input.helperIds ?? [] });
      placement.crew = crew;
      await lockTechnicians(
        tx,
        crew.map((member) => member.id),
      );
      const overridden = await judgePlacement(tx, placement, input.overrideReason);
      const [row] = await tx
        .insert(visits)
        .values({
          workOrderId: order.id,
          startsAt: placement.startsAt,
          endsAt: placement.endsAt,
          windowStart: placement.windowStart,
          windowEnd: placement.windowEnd,
          note: input.note ?? null,
          statusChangedBy: actor.id,
          createdBy: actor.id,
        })
        .returning({ id: visits.id, version: visits.version });
      if (!row) throw new Error('insert returned no visit');
      const written = { id: row.id, startsAt: placement.startsAt, endsAt: placement.endsAt };
      await writeCrew(tx, written, crew);
      const timeZone = await companyTimeZone(tx);
      const described = { order, visit: written, technicianNames: crew.map((m) => m.name), timeZone };
      await recordVisitActivity(tx, { action: 'visit.scheduled', described, actorId: actor.id });
      await recordOverride(tx, { described, actorId: actor.id, reason: input.overrideReason, overridden });
      if (input.notifyCustomer) {
        await queueCustomerMessage(tx, {
          workOrderId: order.id,
          event: 'scheduled',
          windowStart: placement.windowStart,
          windowEnd: placement.windowEnd,
          leadName: leadNameOf(crew),
          companyName,
          visitId: row.id,
          version: row.version,
        });
      }
      return visitWritten(tx, order.id, row.id, timeZone);
    });
  } catch (error) {
    throw overlapFromConstraint(error, crew) ?? error;
  }
}
