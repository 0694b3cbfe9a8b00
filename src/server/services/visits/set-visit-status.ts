import { eq, sql } from 'drizzle-orm';
import { may } from '#shared/domain/role-permissions.ts';
import { canChangeVisitStatus, VISIT_STATUS_LABELS, type VisitStatus } from '#shared/domain/visit-status.ts';
import type { Visit } from '#shared/schemas/visit.ts';
import type { Db } from '../../db/client.ts';
import { visits, visitTechnicians } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import type { RecordAnswer } from '../idempotency-keys.ts';
import { refreshAppointmentDates } from './appointment-dates.ts';
import { companyTimeZone } from './conflict-context.ts';
import type { VisitActor } from './create-visit.ts';
import { queueCustomerMessage } from './customer-message.ts';
import { leadNameOf } from './technicians.ts';
import { recordVisitActivity } from './visit-activity.ts';
import { lockVisit, requireVersion } from './visit-row.ts';
import { findVisit } from './visit-view.ts';

export type StatusChange = { status: VisitStatus; reason?: string | undefined; version?: number | undefined };

const label = (status: VisitStatus) => VISIT_STATUS_LABELS[status].toLowerCase();

/**
 * The time on site a hand-back starts from (docs/decisions/068-visit-hand-back.md): arrival when the
 * visit becomes on site, the end when it becomes done or not finished. The latest tap wins.
 */
function visitStatusStamps(status: VisitStatus) {
  if (status === 'on-site') return { arrivedAt: sql`now()` };
  if (status === 'done' || status === 'not-finished') return { finishedAt: sql`now()` };
  return {};
}

/**
 * POST /api/visits/{id}/status: the technician's buttons and the planner's cancel. A technician sets
 * only a visit they are on; only planners cancel; the step must be one visit-status.ts allows, and
 * "not finished" and "cancelled" say why. The status it already has is answered as it is (a replay
 * from the phone's outbox); `record` stores an Idempotency-Key's answer in the transaction.
 */
export async function setVisitStatus(
  db: Db,
  actor: VisitActor,
  id: number,
  change: StatusChange,
  options: { companyName: string; record?: RecordAnswer<Visit> },
): Promise<Visit> {
  return db.transaction(async (tx) => {
    const { row, order, crew } = await lockVisit(tx, id);
    const planner = may(actor.employeeType, 'schedule:plan');
    if (!planner && !crew.some((member) => member.id === actor.id)) {
      throw new AppError('forbidden', 'You can only change the status of your own visits.');
    }
    if (change.status === 'cancelled' && !planner) {
      throw new AppError('forbidden', 'Only the office can cancel a visit.');
    }
    const from = row.status as VisitStatus;
    if (change.status !== from) {
      await requireVersion(tx, row, change.version);
      if (!canChangeVisitStatus(from, change.status)) {
        throw new AppError(
          'conflict',
          `A visit that is ${label(from)} cannot become ${label(change.status)}.`,
        );
      }
      const needsReason = change.status === 'not-finished' || change.status === 'cancelled';
      if (needsReason && !change.reason) {
        const message = `Say why the visit is ${label(change.status)}.`;
        throw new AppError('bad_request', message, [{ field: 'reason', message }]);
      }
      const [updated] = await tx
        .update(visits)
        .set({
          status: change.status,
          statusChangedAt: sql`now()`,
          statusChangedBy: actor.id,
          ...visitStatusStamps(change.status),
          version: sql`${visits.version} + 1`,
          updatedAt: sql`now()`,
        })
        .where(eq(visits.id, row.id))
        .returning({ version: visits.version });
      if (!updated) throw new Error('the locked visit was not updated');
      if (change.status === 'cancelled') {
        await tx
          .update(visitTechnicians)
          .set({ holdsTime: false })
          .where(eq(visitTechnicians.visitId, row.id));
      }
      const timeZone = await companyTimeZone(tx);
      const described = { order, visit: row, technicianNames: crew.map((m) => m.name), timeZone };
      const cancelled = change.status === 'cancelled';
      await recordVisitActivity(tx, {
        action: cancelled ? 'visit.cancelled' : 'visit.status',
        described,
        actorId: actor.id,
        detail: cancelled
          ? change.reason
          : `${label(change.status)}${change.reason ? `: ${change.reason}` : ''}`,
        extra: { status: change.status, previousStatus: from, reason: change.reason ?? null },
      });
      if (change.status === 'on-the-way') {
        await queueCustomerMessage(tx, {
          workOrderId: order.id,
          event: 'on-the-way',
          windowStart: row.windowStart,
          windowEnd: row.windowEnd,
          leadName: leadNameOf(crew),
          companyName: options.companyName,
          visitId: row.id,
          version: updated.version,
        });
      }
      await refreshAppointmentDates(tx, order.id, timeZone);
    }
    const visit = await findVisit(tx, row.id);
    if (!visit) throw new Error('the visit just written is not found');
    await options.record?.(tx, visit);
    return visit;
  });
}
