import {
  type ConflictContext,
  OVERRIDABLE_CONFLICTS,
  type TechnicianHours,
  type VisitConflict,
} from '#shared/domain/visit-conflicts.ts';
import { TIME_HOLDING_STATUSES, type VisitStatus } from '#shared/domain/visit-status.ts';
import type { TechnicianSchedule, TimeOff } from '#shared/schemas/company-settings.ts';
import type { Visit } from '#shared/schemas/visit.ts';

const holdsTime = (status: VisitStatus) => (TIME_HOLDING_STATUSES as readonly VisitStatus[]).includes(status);

/** What findVisitConflicts needs, from what the board has loaded: the same rules the server keeps. */
export function conflictContextOf(
  timeZone: string,
  visits: readonly Visit[],
  technicians: readonly TechnicianSchedule[],
  timeOff: readonly TimeOff[],
): ConflictContext {
  const hours = new Map<number, TechnicianHours>(technicians.map((tech) => [tech.employeeId, tech]));
  const names = new Map(technicians.map((tech) => [tech.employeeId, tech.name]));
  return {
    timeZone,
    others: visits
      .filter((visit) => holdsTime(visit.status))
      .map((visit) => ({
        id: visit.id,
        startsAt: new Date(visit.startsAt),
        endsAt: new Date(visit.endsAt),
        technicianIds: visit.technicians.map((tech) => tech.id),
      })),
    hours,
    timeOff: timeOff.map((span) => ({
      employeeId: span.employeeId,
      startsAt: new Date(span.startsAt),
      endsAt: new Date(span.endsAt),
      reason: span.reason,
    })),
    nameOf: (id) => names.get(id) ?? `#${id}`,
  };
}

/** An overlap can never be booked; every other rule can, with a reason. */
export const isRefused = (conflicts: readonly VisitConflict[]) =>
  conflicts.some((conflict) => !OVERRIDABLE_CONFLICTS.includes(conflict.kind));
