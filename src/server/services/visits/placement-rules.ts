import {
  findVisitConflicts,
  OVERRIDABLE_CONFLICTS,
  type VisitConflict,
} from '#shared/domain/visit-conflicts.ts';
import { MAX_VISIT_MINUTES } from '#shared/domain/visit-status.ts';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../errors/app-error.ts';
import { isExclusionViolation } from '../db-errors.ts';
import { loadConflictContext } from './conflict-context.ts';
import type { CrewMember } from './technicians.ts';

export type Placement = {
  visitId?: number;
  startsAt: Date;
  endsAt: Date;
  windowStart: Date;
  windowEnd: Date;
  crew: CrewMember[];
};

const bad = (field: string, message: string) => new AppError('bad_request', message, [{ field, message }]);

/** The times make sense: an end after the start, at most a day long, a window that ends after it starts. */
export function requireSaneTimes(placement: Placement): void {
  const { startsAt, endsAt, windowStart, windowEnd } = placement;
  if (endsAt <= startsAt) throw bad('endsAt', 'The visit must end after it starts.');
  if (endsAt.getTime() - startsAt.getTime() > MAX_VISIT_MINUTES * 60_000) {
    throw bad('endsAt', `A visit lasts at most ${MAX_VISIT_MINUTES / 60} hours.`);
  }
  if (windowEnd <= windowStart) throw bad('windowEnd', 'The arrival window must end after it starts.');
}

/** The 409 of a rule breach, with each conflict named (VisitConflictResponseSchema). */
function conflictError(conflicts: VisitConflict[]): AppError {
  const overlap = conflicts.find((conflict) => conflict.kind === 'overlap');
  const message = overlap
    ? `${overlap.message} A technician cannot be in two visits at once.`
    : `${conflicts.map((conflict) => conflict.message).join(' ')} Give a reason to book it anyway.`;
  return new AppError('conflict', message, undefined, {}, { conflicts });
}

/**
 * Judges the placement by the shared rules, in the caller's transaction after the technicians'
 * locks. An overlap is always refused; any other breach is refused unless an override reason comes
 * with it, and then the breaches are returned for the activity log.
 */
export async function judgePlacement(
  tx: Tx,
  placement: Placement,
  overrideReason: string | undefined,
): Promise<VisitConflict[]> {
  const names = new Map(placement.crew.map((member) => [member.id, member.name]));
  const nameOf = (id: number) => names.get(id) ?? `Employee ${id}`;
  const technicianIds = placement.crew.map((member) => member.id);
  const context = await loadConflictContext(tx, { ...placement, technicianIds }, nameOf);
  const conflicts = findVisitConflicts({ ...placement, technicianIds }, context);
  if (conflicts.length === 0) return [];
  if (!overrideReason || conflicts.some((conflict) => !OVERRIDABLE_CONFLICTS.includes(conflict.kind))) {
    throw conflictError(conflicts);
  }
  return conflicts;
}

/**
 * The exclusion constraint refused a row (another write placed the technician meanwhile): the same
 * 409 as an overlap found by the rules, naming the technician from the constraint's detail.
 */
export function overlapFromConstraint(error: unknown, crew: readonly CrewMember[]): AppError | undefined {
  if (!isExclusionViolation(error, 'visit_technicians_no_overlap')) return undefined;
  const detail = findDetail(error);
  const id = Number(/\(employee_id, during\)=\((\d+),/.exec(detail)?.[1]);
  const member = crew.find((one) => one.id === id) ?? crew[0];
  const name = member?.name ?? 'A technician';
  return conflictError([
    {
      kind: 'overlap',
      technicianId: member?.id ?? 0,
      message: `${name} already has a visit at this time.`,
    },
  ]);
}

function findDetail(error: unknown): string {
  for (let current = error; current instanceof Object; current = (current as { cause?: unknown }).cause) {
    const { detail } = current as { detail?: unknown };
    if (typeof detail === 'string') return detail;
  }
  return '';
}
