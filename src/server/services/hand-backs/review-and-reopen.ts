import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { HandBack, ReopenHandBackSchema, ReviewHandBackSchema } from '#shared/schemas/hand-back.ts';
import { fillTemplate } from '#shared/spec-texts/fill-template.ts';
import { HAND_BACK_REFUSALS, HAND_BACK_TEXTS } from '#shared/spec-texts/hand-back-texts.ts';
import type { Db, Tx } from '../../db/client.ts';
import { visitHandBacks, workOrders } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import { aboutWorkOrder, recordActivity } from '../activity-log.ts';
import type { EmployeeRow } from '../employee-view.ts';
import { liveWorkOrderById } from '../live-work-orders.ts';
import { updateWorkOrderIn, withJobNumberConflict } from '../update-work-order.ts';
import { findHandBack } from './hand-back-view.ts';

/** A hand-back of a live order, row-locked for a step on it; 404 otherwise. */
async function lockHandBack(tx: Tx, id: number) {
  const [row] = await tx.select().from(visitHandBacks).where(eq(visitHandBacks.id, id)).for('update');
  const [order] = row
    ? await tx
        .select({ id: workOrders.id, jobNumber: workOrders.workOrderId })
        .from(workOrders)
        .where(liveWorkOrderById(row.workOrderId))
    : [];
  if (!row || !order) throw new AppError('not_found', HAND_BACK_REFUSALS.notFound);
  return { row, order };
}

/** 409 with the hand-back as it is now, when the caller saw another version. */
async function requireVersion(tx: Tx, row: { id: number; version: number }, version: number) {
  if (row.version === version) return;
  const current = await findHandBack(tx, row.id);
  throw new AppError('conflict', HAND_BACK_REFUSALS.stale, undefined, {}, { handBack: current });
}

async function present(tx: Tx, id: number): Promise<HandBack> {
  const handBack = await findHandBack(tx, id);
  if (!handBack) throw new Error('the hand-back just written is not found');
  return handBack;
}

/**
 * POST /api/hand-backs/{id}/review (office, admin, management): awaiting review → reviewed, and
 * with `completeTask` the order completed in the same transaction, through the update a status
 * change takes (only when the work is done).
 */
export async function reviewHandBack(
  db: Db,
  actor: EmployeeRow,
  id: number,
  input: z.output<typeof ReviewHandBackSchema>,
): Promise<HandBack> {
  try {
    return await db.transaction(async (tx) => {
      const { row, order } = await lockHandBack(tx, id);
      await requireVersion(tx, row, input.version);
      if (row.status !== 'awaiting-review') {
        throw new AppError(
          'conflict',
          fillTemplate(HAND_BACK_REFUSALS.notAwaitingReview, { status: row.status }),
        );
      }
      if (input.completeTask && row.outcome !== 'done') {
        throw new AppError('conflict', HAND_BACK_REFUSALS.completeNeedsDone);
      }
      await tx
        .update(visitHandBacks)
        .set({
          status: 'reviewed',
          reviewedAt: sql`now()`,
          reviewedBy: actor.id,
          version: sql`${visitHandBacks.version} + 1`,
        })
        .where(eq(visitHandBacks.id, id));
      if (input.completeTask) await updateWorkOrderIn(tx, actor, order.id, { status: 'completed' });
      else await tx.update(workOrders).set({ updatedAt: new Date() }).where(eq(workOrders.id, order.id));
      const text = input.completeTask
        ? HAND_BACK_TEXTS.activityReviewedAndCompleted
        : HAND_BACK_TEXTS.activityReviewed;
      await recordActivity(tx, {
        ...aboutWorkOrder(order.id, order.jobNumber),
        action: 'hand-back.reviewed',
        newValue: { summary: fillTemplate(text, { name: actor.name }), handBackId: id, visitId: row.visitId },
        actorId: actor.id,
      });
      return present(tx, id);
    });
  } catch (error) {
    throw withJobNumberConflict(error);
  }
}

/**
 * POST /api/hand-backs/{id}/reopen (admin, management): a reviewed hand-back is set aside with the
 * reason, logged, and the visit may be handed back again (a new record; this one is kept).
 */
export async function reopenHandBack(
  db: Db,
  actor: EmployeeRow,
  id: number,
  input: z.output<typeof ReopenHandBackSchema>,
): Promise<HandBack> {
  return db.transaction(async (tx) => {
    const { row, order } = await lockHandBack(tx, id);
    await requireVersion(tx, row, input.version);
    if (row.status !== 'reviewed') throw new AppError('conflict', HAND_BACK_REFUSALS.reopenNeedsReviewed);
    await tx
      .update(visitHandBacks)
      .set({
        status: 'reopened',
        reopenedAt: sql`now()`,
        reopenedBy: actor.id,
        reopenReason: input.reason,
        version: sql`${visitHandBacks.version} + 1`,
      })
      .where(eq(visitHandBacks.id, id));
    await tx.update(workOrders).set({ updatedAt: new Date() }).where(eq(workOrders.id, order.id));
    await recordActivity(tx, {
      ...aboutWorkOrder(order.id, order.jobNumber),
      action: 'hand-back.reopened',
      newValue: {
        summary: fillTemplate(HAND_BACK_TEXTS.activityReopened, { name: actor.name, reason: input.reason }),
        handBackId: id,
        visitId: row.visitId,
        reason: input.reason,
      },
      actorId: actor.id,
    });
    return present(tx, id);
  });
}
