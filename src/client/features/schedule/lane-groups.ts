import type { TechnicianSchedule, TimeOff } from '#shared/schemas/company-settings.ts';
import type { Visit } from '#shared/schemas/visit.ts';
import { dayIn } from './zone-clock.ts';

const EMPTY: readonly never[] = [];

/** The visits that still hold a place on the board: a cancelled visit leaves it. */
const shownVisits = (visits: readonly Visit[]) => visits.filter((visit) => visit.status !== 'cancelled');

const leadId = (visit: Visit) => visit.technicians[0]?.id ?? null;

/** Each technician's visits (as lead or helper) of one day, and the ones no technician has yet. */
export function visitsByLane(visits: readonly Visit[], day: string, timeZone: string) {
  const lanes = new Map<number, Visit[]>();
  const unassigned: Visit[] = [];
  for (const visit of shownVisits(visits)) {
    if (dayIn(visit.startsAt, timeZone) !== day) continue;
    if (leadId(visit) === null) unassigned.push(visit);
    for (const tech of visit.technicians) {
      const list = lanes.get(tech.id) ?? [];
      list.push(visit);
      lanes.set(tech.id, list);
    }
  }
  return { of: (id: number): readonly Visit[] => lanes.get(id) ?? EMPTY, unassigned };
}

/** Each technician's time off. */
export function timeOffByTechnician(timeOff: readonly TimeOff[]) {
  const byId = new Map<number, TimeOff[]>();
  for (const span of timeOff) byId.set(span.employeeId, [...(byId.get(span.employeeId) ?? []), span]);
  return (id: number): readonly TimeOff[] => byId.get(id) ?? EMPTY;
}

/** The technicians listed on the board: active ones, by name. */
export const activeTechnicians = (technicians: readonly TechnicianSchedule[]) =>
  technicians.filter((tech) => tech.isActive).sort((a, b) => a.name.localeCompare(b.name));
