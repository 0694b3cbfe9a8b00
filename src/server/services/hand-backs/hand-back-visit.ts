import { and, eq, ne } from 'drizzle-orm';
import { may } from '#shared/domain/role-permissions.ts';
import { fillTemplate } from '#shared/spec-texts/fill-template.ts';
import { HAND_BACK_REFUSALS } from '#shared/spec-texts/hand-back-texts.ts';
import type { Tx } from '../../db/client.ts';
import { employees, handBackRules, visitHandBacks, workOrders } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import type { EmployeeRow } from '../employee-view.ts';
import { companyTimeZone, dayLabel, lockVisit } from '../visits/index.ts';
import type { CheckedHandBack } from './check-hand-back-form.ts';

const PART_SLOTS = [1, 2, 3] as const;
/** Arrival and end may differ from the visit's own stamps by this much without a reason. */
const STAMP_TOLERANCE_MS = 60_000;

export type HandBackVisit = Awaited<ReturnType<typeof lockHandBackVisit>>;

/**
 * The visit a hand-back is for, locked with its order: 404 when either is gone, 403 for a
 * technician not on it, 409 when it is cancelled or already has a hand-back not reopened.
 */
export async function lockHandBackVisit(tx: Tx, actor: EmployeeRow, visitId: number) {
  const { row, order, crew } = await lockVisit(tx, visitId);
  const onVisit = crew.find((member) => member.id === actor.id);
  if (!onVisit && !may(actor.employeeType, 'schedule:plan')) {
    throw new AppError('forbidden', HAND_BACK_REFUSALS.notYourVisit);
  }
  if (row.status === 'cancelled') throw new AppError('conflict', HAND_BACK_REFUSALS.visitCancelled);
  const [existing] = await tx
    .select({ id: visitHandBacks.id, createdAt: visitHandBacks.createdAt, name: employees.name })
    .from(visitHandBacks)
    .leftJoin(employees, eq(employees.id, visitHandBacks.technicianId))
    .where(and(eq(visitHandBacks.visitId, visitId), ne(visitHandBacks.status, 'reopened')));
  if (existing) {
    const timeZone = await companyTimeZone(tx);
    throw new AppError(
      'conflict',
      fillTemplate(HAND_BACK_REFUSALS.alreadyHandedBack, {
        name: existing.name ?? '',
        when: dayLabel(existing.createdAt, timeZone),
        id: existing.id,
      }),
    );
  }
  const [details] = await tx
    .select({
      type: workOrders.type,
      partTitle1: workOrders.partTitle1,
      partTitle2: workOrders.partTitle2,
      partTitle3: workOrders.partTitle3,
    })
    .from(workOrders)
    .where(eq(workOrders.id, order.id));
  if (!details) throw new AppError('not_found', 'Work order not found');
  const lead = crew.find((member) => member.role === 'lead');
  const technician = onVisit ?? lead ?? { id: actor.id, name: actor.name };
  return { row, order, crew, details, technician };
}

const refuse = (field: string, message: string) => new AppError('bad_request', message, [{ field, message }]);

/**
 * What the visit and the job type ask of this hand-back: the type's rules (a signature, an after
 * photo, parts), a reason when the time on site moved from the visit's stamps, an order still open
 * when the outcome asks for a part or a return, and a free part slot when the job now waits for a
 * part. Returns that slot.
 */
export async function checkAgainstVisit(
  tx: Tx,
  visit: HandBackVisit,
  handBack: CheckedHandBack,
): Promise<(typeof PART_SLOTS)[number] | undefined> {
  const { fields } = handBack;
  const [rule] = await tx
    .select()
    .from(handBackRules)
    .where(eq(handBackRules.workOrderType, visit.details.type));
  if (rule?.requireSignature && fields.signOff.kind !== 'signed') {
    throw refuse('signature', HAND_BACK_REFUSALS.requireSignature);
  }
  if (rule?.requireAfterPhoto && !handBack.photos.some((photo) => photo.label === 'after')) {
    throw refuse('after', HAND_BACK_REFUSALS.requireAfterPhoto);
  }
  if (rule?.requireParts && fields.parts.length === 0) throw refuse('parts', HAND_BACK_REFUSALS.requireParts);
  const moved = (stamp: Date | null, sent: Date) =>
    stamp !== null && Math.abs(stamp.getTime() - sent.getTime()) > STAMP_TOLERANCE_MS;
  if (
    (moved(visit.row.arrivedAt, handBack.arrivedAt) || moved(visit.row.finishedAt, handBack.leftAt)) &&
    !fields.timeChangeReason
  ) {
    throw refuse('timeChangeReason', HAND_BACK_REFUSALS.timeChangeReasonNeeded);
  }
  if (fields.outcome.kind !== 'not-finished') return undefined;
  // A completed job neither waits for a part nor sits in the Unscheduled tray: reopening it is the
  // office's call (a technician may not), so the phone hears why instead of a bare 403.
  const follows = fields.outcome.returnNeeded || Boolean(fields.outcome.waitingForPart);
  if (follows && visit.order.status === 'completed') {
    throw new AppError('conflict', HAND_BACK_REFUSALS.orderCompleted);
  }
  if (!fields.outcome.waitingForPart) return undefined;
  const slot = PART_SLOTS.find((n) => !visit.details[`partTitle${n}`]);
  if (slot === undefined) throw new AppError('conflict', HAND_BACK_REFUSALS.noFreePartSlot);
  return slot;
}
