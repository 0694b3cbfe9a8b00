import type { CompanySettings, TechnicianSchedule, TimeOff } from '#shared/schemas/company-settings.ts';
import type { TrayItem, Visit } from '#shared/schemas/visit.ts';
import { answer } from './api-handlers.ts';

/**
 * The schedule board's fake API: a company in Chicago, four technicians, the visits of Tuesday
 * 12/1/2026 (8:00 there is 14:00 UTC), Eli's afternoon off, and a tray with one held job ready to
 * return and two waiting for a first visit. Stateless: a write answers the visit as it would be
 * saved, and a test that needs the board to change afterwards answers the next read itself.
 */

export const BOARD_DAY = '2026-12-01';
const at = (clock: string) => `${BOARD_DAY}T${clock}:00.000Z`;

const COMPANY_SETTINGS: CompanySettings = {
  timeZone: 'America/Chicago',
  customerMessagesEnabled: false,
  messageScheduled: 'Hi {customer}, {company} will visit on {date} between {window}.',
  messageWindowChanged: 'Hi {customer}, your visit moved to {date} between {window}.',
  messageOnTheWay: '{technician} is on the way.',
  version: 1,
  updatedAt: '2026-11-01T12:00:00.000Z',
};

const hours = (
  employeeId: number,
  name: string,
  fields: Partial<TechnicianSchedule> = {},
): TechnicianSchedule => ({
  employeeId,
  name,
  isActive: true,
  workDays: [1, 2, 3, 4, 5],
  workStart: '07:00',
  workEnd: '17:00',
  maxVisitsPerDay: 6,
  maxHoursPerDay: 8,
  ...fields,
});

const TECHNICIANS: TechnicianSchedule[] = [
  hours(7, 'Carlos Mendez'),
  hours(8, 'Dana Brooks', { workStart: '08:00', workEnd: '18:00', maxVisitsPerDay: 5 }),
  hours(9, 'Eli Park'),
  hours(10, 'Farah Haddad', { maxVisitsPerDay: 2 }),
];

/** A visit of the board's day, from `start` to `end` UTC; the window is its first two hours. */
export function boardVisit(id: number, start: string, end: string, fields: Partial<Visit> = {}): Visit {
  const windowEnd = new Date(
    Math.min(Date.parse(at(end)), Date.parse(at(start)) + 2 * 3_600_000),
  ).toISOString();
  return {
    id,
    workOrderId: 100 + id,
    jobNumber: String(48_100 + id),
    title: `Water heater ${id}`,
    workOrderType: 'task',
    workOrderPriority: 'normal',
    customerName: `Customer ${id}`,
    customerPhone: '312-555-0100',
    location: '12 Main St',
    city: 'Evanston',
    office: 'North',
    startsAt: at(start),
    endsAt: at(end),
    windowStart: at(start),
    windowEnd,
    note: null,
    status: 'scheduled',
    statusChangedAt: '2026-11-25T15:00:00.000Z',
    statusChangedBy: null,
    arrivedAt: null,
    finishedAt: null,
    technicians: [{ id: 7, name: 'Carlos Mendez', role: 'lead' }],
    version: 1,
    createdAt: '2026-11-25T15:00:00.000Z',
    ...fields,
  };
}

const lead = (id: number, name: string) => [{ id, name, role: 'lead' as const }];

export const VISITS: Visit[] = [
  boardVisit(1, '14:00', '16:00'),
  boardVisit(2, '17:00', '19:00', { status: 'on-the-way' }),
  boardVisit(3, '20:00', '21:30'),
  boardVisit(4, '15:00', '17:00', { technicians: lead(8, 'Dana Brooks'), customerName: 'Ruth Alvarez' }),
  boardVisit(5, '14:00', '16:00', { technicians: lead(9, 'Eli Park') }),
  boardVisit(6, '16:00', '18:00', { technicians: lead(10, 'Farah Haddad') }),
  boardVisit(7, '19:00', '21:00', { technicians: lead(10, 'Farah Haddad') }),
];

/** Eli is off from noon (18:00 UTC) to the end of the day. */
const TIME_OFF: TimeOff[] = [
  { id: 1, employeeId: 9, startsAt: at('18:00'), endsAt: at('23:00'), reason: 'Dentist' },
];

function trayItem(workOrderId: number, fields: Partial<TrayItem> = {}): TrayItem {
  return {
    workOrderId,
    jobNumber: String(48_000 + workOrderId),
    title: `Leak ${workOrderId}`,
    type: 'task',
    priority: 'normal',
    status: 'open',
    dueDate: null,
    customerName: `Tray customer ${workOrderId}`,
    city: 'Evanston',
    office: 'North',
    assignedTo: null,
    evidence: [],
    ...fields,
  };
}

export const TRAY = {
  readyToReturn: [
    trayItem(213, {
      status: 'on-hold',
      customerName: 'Maria Lopez',
      evidence: ['Part 2 received 11/26', 'Authorization approved $1,240'],
    }),
  ],
  unscheduled: [
    trayItem(301, { priority: 'urgent', customerName: 'Sam Okafor', city: 'Skokie', dueDate: '2026-12-02' }),
    trayItem(302, { customerName: 'Lee Chen', dueDate: '2026-12-04', office: 'South' }),
  ],
  unscheduledTotal: 2,
};

const overlaps = (visit: { startsAt: string; endsAt: string }, from: string, to: string) =>
  visit.startsAt < to && from < visit.endsAt;

/** Every schedule route answered from the data above. */
export const scheduleHandlers = () => [
  answer('GET /api/company-settings', COMPANY_SETTINGS),
  answer('GET /api/technician-schedules', { technicians: TECHNICIANS }),
  answer('GET /api/visits', ({ url }) => {
    const from = new Date(url.searchParams.get('from') ?? 0).toISOString();
    const to = new Date(url.searchParams.get('to') ?? 0).toISOString();
    return { visits: VISITS.filter((visit) => overlaps(visit, from, to)) };
  }),
  answer('GET /api/time-off', { timeOff: TIME_OFF }),
  answer('GET /api/schedule/tray', TRAY),
  answer('POST /api/visits/customer-message-preview', {
    willSend: false,
    reason: 'disabled',
    channel: null,
    recipient: null,
    text: null,
  }),
  answer(
    'POST /api/visits',
    ({ body }) => {
      const sent = body as { workOrderId: number; startsAt: string; endsAt: string; leadId?: number | null };
      const tech = TECHNICIANS.find((each) => each.employeeId === sent.leadId);
      return boardVisit(90, '00:00', '02:00', {
        workOrderId: sent.workOrderId,
        jobNumber: String(48_000 + sent.workOrderId),
        startsAt: sent.startsAt,
        endsAt: sent.endsAt,
        technicians: tech ? lead(tech.employeeId, tech.name) : [],
      });
    },
    { status: 201 },
  ),
  answer('PATCH /api/visits/:id', ({ params, body }) => {
    const visit = VISITS.find((each) => each.id === Number(params.id)) ?? VISITS[0];
    const {
      version,
      leadId,
      helperIds: _helpers,
      overrideReason: _reason,
      notifyCustomer: _notify,
      ...times
    } = body as Record<string, unknown>;
    const tech = TECHNICIANS.find((each) => each.employeeId === leadId);
    return {
      ...(visit as Visit),
      ...(times as Partial<Visit>),
      ...(leadId === undefined ? {} : { technicians: tech ? lead(tech.employeeId, tech.name) : [] }),
      version: Number(version) + 1,
    };
  }),
  answer('POST /api/visits/:id/status', ({ params }) => ({
    ...(VISITS[0] as Visit),
    id: Number(params.id),
    status: 'cancelled',
  })),
];
