import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { clockMinutesOf, dayOf, instantAt } from '#shared/domain/company-time.ts';
import { UPCOMING_STATUSES } from '#shared/domain/visit-status.ts';
import type { Tx } from '../../db/client.ts';
import { visits, visitTechnicians } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import { refreshAppointmentDates } from './appointment-dates.ts';
import { companyTimeZone } from './conflict-context.ts';
import type { VisitActor } from './create-visit.ts';
import { judgePlacement, type Placement } from './placement-rules.ts';
import { activePlumber, type CrewMember, lockTechnicians } from './technicians.ts';
import { recordVisitActivity } from './visit-activity.ts';
import type { VisitOrder } from './visit-order.ts';
import { lockVisit, type VisitRow } from './visit-row.ts';
import { writeCrew } from './write-crew.ts';

/** Why a visit placed through the old date field may break the hours and capacity rules. */
const THROUGH_THE_DATE_FIELD = 'Set through the return appointment date';
const HOUR_MS = 3600 * 1000;

const clockOf = (instant: Date, timeZone: string) => {
  const minutes = clockMinutesOf(instant, timeZone);
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
};

type Context = { tx: Tx; actor: VisitActor; order: VisitOrder; timeZone: string };

async function cancelUpcoming(context: Context, upcoming: VisitRow[], why: string): Promise<void> {
  const { tx, actor, order, timeZone } = context;
  for (const row of upcoming) {
    const { crew } = await lockVisit(tx, row.id);
    await tx
      .update(visits)
      .set({
        status: 'cancelled',
        statusChangedAt: sql`now()`,
        statusChangedBy: actor.id,
        version: sql`${visits.version} + 1`,
        updatedAt: sql`now()`,
      })
      .where(eq(visits.id, row.id));
    await tx.update(visitTechnicians).set({ holdsTime: false }).where(eq(visitTechnicians.visitId, row.id));
    const described = { order, visit: row, technicianNames: crew.map((m) => m.name), timeZone };
    await recordVisitActivity(tx, {
      action: 'visit.cancelled',
      described,
      actorId: actor.id,
      detail: why,
    });
  }
}

/** Moves the next visit to `day`, keeping its clock time, its length and its crew. */
async function moveTo(context: Context, next: VisitRow, day: string): Promise<void> {
  const { tx, actor, order, timeZone } = context;
  const { crew } = await lockVisit(tx, next.id);
  const startsAt = instantAt(day, clockOf(next.startsAt, timeZone), timeZone);
  const shift = startsAt.getTime() - next.startsAt.getTime();
  const moved = (instant: Date) => new Date(instant.getTime() + shift);
  const placement: Placement = {
    visitId: next.id,
    startsAt,
    endsAt: moved(next.endsAt),
    windowStart: moved(next.windowStart),
    windowEnd: moved(next.windowEnd),
    crew,
  };
  await lockTechnicians(
    tx,
    crew.map((member) => member.id),
  );
  await judgePlacement(tx, placement, THROUGH_THE_DATE_FIELD);
  const { crew: _, visitId: __, ...times } = placement;
  await tx
    .update(visits)
    .set({ ...times, version: sql`${visits.version} + 1`, updatedAt: sql`now()` })
    .where(eq(visits.id, next.id));
  await writeCrew(tx, { id: next.id, ...times }, crew);
  const described = {
    order,
    visit: { id: next.id, ...times },
    technicianNames: crew.map((m) => m.name),
    timeZone,
  };
  await recordVisitActivity(tx, { action: 'visit.moved', described, actorId: actor.id });
}

/** A new visit on `day`, 08:00–10:00 company time; the order's technician leads it if free. */
async function createOn(context: Context, day: string): Promise<void> {
  const { tx, actor, order, timeZone } = context;
  const startsAt = instantAt(day, '08:00', timeZone);
  const endsAt = new Date(startsAt.getTime() + 2 * HOUR_MS);
  const placement: Placement = { startsAt, endsAt, windowStart: startsAt, windowEnd: endsAt, crew: [] };
  const lead = await activePlumber(tx, order.assignedTo);
  let crew: CrewMember[] = [];
  if (lead) {
    await lockTechnicians(tx, [lead.id]);
    crew = await judgePlacement(tx, { ...placement, crew: [lead] }, THROUGH_THE_DATE_FIELD).then(
      () => [lead],
      (error: unknown) => {
        if (error instanceof AppError && error.code === 'conflict') return [];
        throw error;
      },
    );
  }
  const [row] = await tx
    .insert(visits)
    .values({
      workOrderId: order.id,
      startsAt,
      endsAt,
      windowStart: startsAt,
      windowEnd: endsAt,
      statusChangedBy: actor.id,
      createdBy: actor.id,
    })
    .returning({ id: visits.id });
  if (!row) throw new Error('insert returned no visit');
  await writeCrew(tx, { id: row.id, startsAt, endsAt }, crew);
  const described = {
    order,
    visit: { id: row.id, startsAt, endsAt },
    technicianNames: crew.map((m) => m.name),
    timeZone,
  };
  await recordVisitActivity(tx, { action: 'visit.scheduled', described, actorId: actor.id });
}

/**
 * PATCH /api/work-orders/{id} set the return appointment date (ADR 064, Compatibility): a day moves
 * the next visit still to come to that day, or makes one there; null cancels the visits still to
 * come. Then the three date fields are rewritten from the visits. Runs in the PATCH's transaction,
 * on its locked order.
 */
export async function syncReturnAppointment(
  tx: Tx,
  actor: VisitActor,
  order: VisitOrder,
  day: string | null,
): Promise<void> {
  const timeZone = await companyTimeZone(tx);
  const context = { tx, actor, order, timeZone };
  const upcoming = await upcomingVisits(tx, order.id);
  const [next] = upcoming;
  if (day === null) await cancelUpcoming(context, upcoming, 'the return appointment date was cleared');
  else if (!next) await createOn(context, day);
  else if (dayOf(next.startsAt, timeZone) !== day) await moveTo(context, next, day);
  await refreshAppointmentDates(tx, order.id, timeZone);
}

function upcomingVisits(tx: Tx, workOrderId: number): Promise<VisitRow[]> {
  return tx
    .select()
    .from(visits)
    .where(and(eq(visits.workOrderId, workOrderId), inArray(visits.status, [...UPCOMING_STATUSES])))
    .orderBy(asc(visits.startsAt), asc(visits.id));
}

/**
 * A work order being deleted gives back its technicians' time: its visits still to come are
 * cancelled (in the delete's transaction, logged), so no hidden job blocks the board. A restore
 * brings the order back without them; the office schedules it again.
 */
export async function cancelVisitsOfDeletedOrder(
  tx: Tx,
  actor: VisitActor,
  order: VisitOrder,
): Promise<void> {
  const upcoming = await upcomingVisits(tx, order.id);
  if (upcoming.length === 0) return;
  const timeZone = await companyTimeZone(tx);
  await cancelUpcoming({ tx, actor, order, timeZone }, upcoming, 'the job was deleted');
  await refreshAppointmentDates(tx, order.id, timeZone);
}
