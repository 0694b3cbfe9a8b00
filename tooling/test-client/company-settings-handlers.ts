import { HttpResponse } from 'msw';
import type { CompanySettings, TechnicianSchedule, TimeOff } from '#shared/schemas/company-settings.ts';
import { answer, failure } from './api-handlers.ts';
import { PLUMBER, PLUMBER_2 } from './fixtures.ts';

/** The settings as migration 0015 makes them: Chicago, customer messages off. */
export const COMPANY_SETTINGS: CompanySettings = {
  timeZone: 'America/Chicago',
  customerMessagesEnabled: false,
  messageScheduled: 'Hi {customer}, {company} has booked your visit for {date}.',
  messageWindowChanged: 'Hi {customer}, your visit has moved to {date}, {window}.',
  messageOnTheWay: 'Hi {customer}, {technician} is on the way.',
  version: 1,
  updatedAt: '2026-11-20T15:00:00.000Z',
};

const hours = (employee: { id: number; name: string }): TechnicianSchedule => ({
  employeeId: employee.id,
  name: employee.name,
  isActive: true,
  workDays: [1, 2, 3, 4, 5],
  workStart: '07:00',
  workEnd: '17:00',
  maxVisitsPerDay: 6,
  maxHoursPerDay: 8,
});

/**
 * The company settings, technicians' hours and time off as the server keeps them: saves are kept
 * (the version moves on; a stale one is a 409), time off is added and removed.
 */
export function companySettingsHandlers() {
  let settings = { ...COMPANY_SETTINGS };
  let technicians = [hours(PLUMBER), hours(PLUMBER_2)];
  let timeOff: TimeOff[] = [];
  let nextId = 1;
  return [
    answer('GET /api/company-settings', () => settings),
    answer('PUT /api/company-settings', ({ body }) => {
      const changes = body as Partial<CompanySettings> & { version: number };
      if (changes.version !== settings.version)
        return failure(409, 'Someone else saved the company settings meanwhile.');
      settings = { ...settings, ...changes, version: settings.version + 1 };
      return settings;
    }),
    answer('GET /api/technician-schedules', () => ({ technicians })),
    answer('PUT /api/technician-schedules/:employeeId', ({ params, body }) => {
      const id = Number(params.employeeId);
      technicians = technicians.map((row) => (row.employeeId === id ? { ...row, ...(body as object) } : row));
      return technicians.find((row) => row.employeeId === id) as TechnicianSchedule;
    }),
    answer('GET /api/time-off', () => ({ timeOff })),
    answer(
      'POST /api/time-off',
      ({ body }) => {
        const input = body as Omit<TimeOff, 'id'>;
        const created = { ...input, id: nextId++, reason: input.reason ?? null };
        timeOff = [...timeOff, created];
        return created;
      },
      { status: 201 },
    ),
    answer('DELETE /api/time-off/:id', ({ params }) => {
      timeOff = timeOff.filter((entry) => entry.id !== Number(params.id));
      return new HttpResponse(null, { status: 204 });
    }),
  ];
}
