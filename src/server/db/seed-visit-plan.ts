import type { VisitStatus } from '#shared/domain/visit-status.ts';
import { arrivalWindow } from './seed-visit-times.ts';
import type { SeededRandom } from './seeded-random.ts';

/** One visit the demo seed writes, tied to its work order by the order's job #. */
export type VisitPlan = {
  jobNumber: string;
  startsAt: Date;
  endsAt: Date;
  windowStart: Date;
  windowEnd: Date;
  status: VisitStatus;
  leadId: number;
  helperIds: number[];
  note: string | null;
  createdBy: number;
  createdAt: Date;
  statusChangedAt: Date;
  statusChangedBy: number | null;
};

/** What a dispatcher writes on a visit for the technician (also the scale seed's notes). */
export const VISIT_NOTES = [
  'Bring the 40-gal tank',
  'Gate code 4411',
  'Call the customer 30 minutes ahead',
  'Dog in the back yard; use the side gate',
  'Park on the street, the driveway is steep',
  'Shut-off valve is in the crawl space',
  'Bring the camera truck',
  'Tenant will let you in; owner approved by email',
] as const;

const MINUTE = 60_000;

/** The status a visit has at `now`: finished ones done or not, the one under way on site, the rest to come. */
export function statusAt(rng: SeededRandom, startsAt: Date, endsAt: Date, now: Date): VisitStatus {
  if (endsAt <= now) return rng.chance(0.12) ? 'not-finished' : 'done';
  if (startsAt <= now) return 'on-site';
  return rng.chance(0.03) ? 'cancelled' : 'scheduled';
}

/** A visit with its window, a note now and then, and who set its status when. */
export function makeVisit(
  rng: SeededRandom,
  fields: Pick<
    VisitPlan,
    'jobNumber' | 'startsAt' | 'endsAt' | 'leadId' | 'helperIds' | 'createdBy' | 'createdAt'
  > & {
    status: VisitStatus;
  },
  timeZone: string,
  now: Date,
): VisitPlan {
  const { status, startsAt, endsAt, leadId, createdAt, createdBy } = fields;
  const byTechnician = status === 'on-site' || status === 'done' || status === 'not-finished';
  const changedAt =
    status === 'done' || status === 'not-finished'
      ? endsAt
      : status === 'on-site'
        ? startsAt
        : status === 'on-the-way'
          ? new Date(now.getTime() - 10 * MINUTE)
          : status === 'cancelled'
            ? new Date(Math.min(now.getTime(), createdAt.getTime() + 60 * 24 * MINUTE))
            : createdAt;
  return {
    ...fields,
    ...arrivalWindow(startsAt, timeZone),
    note: rng.chance(0.15) ? rng.pick(VISIT_NOTES) : null,
    statusChangedAt: changedAt,
    statusChangedBy: byTechnician || status === 'on-the-way' ? leadId : createdBy,
  };
}

/** The technician rows of a visit: `during` as a tstzrange literal; a cancelled visit holds no time. */
export function technicianRows(visit: VisitPlan, visitId: number) {
  const during = `[${visit.startsAt.toISOString()},${visit.endsAt.toISOString()})`;
  const holdsTime = visit.status !== 'cancelled';
  return [
    { visitId, employeeId: visit.leadId, role: 'lead', during, holdsTime },
    ...visit.helperIds.map((employeeId) => ({ visitId, employeeId, role: 'helper', during, holdsTime })),
  ];
}
