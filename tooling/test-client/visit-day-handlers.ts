import { addDays, DEFAULT_TIME_ZONE, dayOf, instantAt } from '#shared/domain/company-time.ts';
import { canChangeVisitStatus } from '#shared/domain/visit-status.ts';
import type { SetVisitStatus, Visit } from '#shared/schemas/visit.ts';
import { answer, failure } from './api-handlers.ts';
import { PLUMBER } from './fixtures.ts';

/**
 * The visits of the technician's day and the phone's agenda, on the mock API: visits a test lays
 * out by the company's clock, and a visit list that changes as the server would change it. The
 * company's settings and technicians are the board's (schedule-handlers.ts, in every client test).
 */

export const COMPANY_ZONE = DEFAULT_TIME_ZONE;

/** Today in the company's zone, and a day `offset` from it. */
export const companyDay = (offset = 0) => addDays(dayOf(new Date(), COMPANY_ZONE), offset);

type VisitPlan = Partial<Visit> & {
  /** Days from today in the company's zone. */
  day?: number;
  /** 'HH:MM' company time the visit starts; it lasts two hours and the window is its first two. */
  at?: string;
};

/** A visit of PLUMBER's at 09:00 company time today, unless the plan says otherwise. */
export function visit(id: number, { day = 0, at = '09:00', ...fields }: VisitPlan = {}): Visit {
  const startsAt = instantAt(companyDay(day), at, COMPANY_ZONE);
  const endsAt = new Date(startsAt.getTime() + 2 * 60 * 60 * 1000);
  return {
    id,
    workOrderId: 100 + id,
    jobNumber: String(48_100 + id),
    title: `Water heater ${id}`,
    workOrderType: 'task',
    workOrderPriority: 'normal',
    customerName: `Customer ${id}`,
    customerPhone: '(312) 555-0100',
    location: `${id} Elm St`,
    city: 'Springfield',
    office: null,
    startsAt: startsAt.toISOString(),
    endsAt: endsAt.toISOString(),
    windowStart: startsAt.toISOString(),
    windowEnd: endsAt.toISOString(),
    note: null,
    status: 'scheduled',
    statusChangedAt: '2026-11-01T00:00:00.000Z',
    statusChangedBy: null,
    arrivedAt: null,
    finishedAt: null,
    technicians: [{ id: PLUMBER.id, name: PLUMBER.name, role: 'lead' }],
    version: 1,
    createdAt: '2026-11-01T00:00:00.000Z',
    ...fields,
  };
}

const overlaps = (item: Visit, from: string | null, to: string | null) =>
  (!from || Date.parse(item.endsAt) > Date.parse(from)) &&
  (!to || Date.parse(item.startsAt) < Date.parse(to));

/**
 * Visits that change as the server changes them: GET /api/visits answers those in the range (and
 * the technician's, with technicianId), in no particular order; POST /api/visits/{id}/status takes a
 * step the status rules allow, refuses a stale version with 409, and answers a repeated
 * Idempotency-Key with its first answer, writing nothing.
 */
export function changingVisits(initial: Visit[]) {
  let current = [...initial].reverse();
  const answered = new Map<string, Visit>();
  const list = answer('GET /api/visits', ({ url }) => {
    const technicianId = url.searchParams.get('technicianId');
    return {
      visits: current.filter(
        (item) =>
          overlaps(item, url.searchParams.get('from'), url.searchParams.get('to')) &&
          (technicianId === null || item.technicians.some((person) => person.id === Number(technicianId))),
      ),
    };
  });
  const setStatus = answer('POST /api/visits/:id/status', ({ params, body, request }) => {
    const key = request.headers.get('idempotency-key');
    const replay = key ? answered.get(key) : undefined;
    if (replay) return replay;
    const change = body as SetVisitStatus;
    const before = current.find((item) => item.id === Number(params.id));
    if (!before) return failure(404, 'Visit not found');
    if (change.version !== undefined && change.version !== before.version) {
      return failure(409, 'This visit was changed by someone else.');
    }
    if (!canChangeVisitStatus(before.status, change.status)) {
      return failure(409, `A visit cannot go from ${before.status} to ${change.status}.`);
    }
    const after = { ...before, status: change.status, version: before.version + 1 };
    current = current.map((item) => (item.id === after.id ? after : item));
    if (key) answered.set(key, after);
    return after;
  });
  return { list, setStatus, now: () => current, set: (next: Visit[]) => (current = next) };
}
