import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '#client/lib/query-client.ts';
import type { CompanySettings } from '#shared/schemas/company-settings.ts';
import { held, sentQueries, sentRequests } from '#tooling/test-client/api-handlers.ts';
import { currentEmployee, TOKEN } from '#tooling/test-client/fixtures.ts';
import { server } from '#tooling/test-client/msw-server.ts';
import { BOARD_DAY } from '#tooling/test-client/schedule-handlers.ts';
import { rememberedTimeZone, rememberTimeZone } from '../remembered-time-zone.ts';
import { visitsQuery } from './get-visits.ts';
import { prefetchSchedule } from './prefetch-schedule.ts';

// Entering /schedule starts the board's reads from the route's loader. The day's bounds are read in
// the company's zone: on the fixture day, Chicago's day is 06:00 to 06:00 UTC, New York's 05:00.
const CHICAGO_DAY = { from: `${BOARD_DAY}T06:00:00.000Z`, to: '2026-12-02T06:00:00.000Z' };
const NEW_YORK_DAY = { from: `${BOARD_DAY}T05:00:00.000Z`, to: '2026-12-02T05:00:00.000Z' };

const SETTINGS: CompanySettings = {
  timeZone: 'America/Chicago',
  customerMessagesEnabled: false,
  messageScheduled: 'Hi {customer}, we visit on {date} between {window}.',
  messageWindowChanged: 'Hi {customer}, your visit moved to {date} between {window}.',
  messageOnTheWay: '{technician} is on the way.',
  version: 1,
  updatedAt: '2026-11-01T12:00:00.000Z',
};

const visitRequests = () => sentQueries('GET /api/visits');
const timeOffRequests = () => sentQueries('GET /api/time-off');
const settled = () => new Promise((resolve) => setTimeout(resolve, 200));

function enter() {
  const settings = held('GET /api/company-settings', SETTINGS);
  server.use(settings.handler);
  const client = createQueryClient();
  prefetchSchedule(client, new URL(`http://localhost/schedule?date=${BOARD_DAY}&view=day`));
  return { client, releaseSettings: settings.release };
}

beforeEach(() => localStorage.setItem('authToken', TOKEN));
afterEach(() => localStorage.clear());

describe('entering the board', () => {
  it("asks for the day at once in the browser's zone on a first visit, and the tray after it", async () => {
    vi.stubEnv('TZ', 'America/Chicago');
    const { client, releaseSettings } = enter();
    // Before the settings answer.
    await expect.poll(visitRequests).toEqual([CHICAGO_DAY]);
    await expect.poll(timeOffRequests).toEqual([CHICAGO_DAY]);
    await expect.poll(() => sentQueries('GET /api/schedule/tray')).toHaveLength(1);
    const order = sentRequests.map((request) => request.url.pathname);
    expect(order.indexOf('/api/visits')).toBeLessThan(order.indexOf('/api/schedule/tray'));
    releaseSettings();
    await settled();
    expect(visitRequests()).toEqual([CHICAGO_DAY]);
    await expect.poll(() => client.getQueryData(visitsQuery(CHICAGO_DAY).queryKey)).toBeDefined();
  });

  it('asks for the day only once the settings say the zone when the browser names none', async () => {
    vi.stubEnv('TZ', 'XYZ-3');
    const { client, releaseSettings } = enter();
    await expect.poll(() => sentQueries('GET /api/technician-schedules')).toHaveLength(1);
    await settled();
    expect(visitRequests()).toEqual([]);
    expect(sentQueries('GET /api/schedule/tray')).toEqual([]);
    releaseSettings();
    await expect.poll(visitRequests).toEqual([CHICAGO_DAY]);
    await expect.poll(timeOffRequests).toEqual([CHICAGO_DAY]);
    await expect.poll(() => sentQueries('GET /api/schedule/tray')).toHaveLength(1);
    const order = sentRequests.map((request) => request.url.pathname);
    expect(order.indexOf('/api/visits')).toBeLessThan(order.indexOf('/api/schedule/tray'));
    await expect.poll(() => client.getQueryData(visitsQuery(CHICAGO_DAY).queryKey)).toBeDefined();
  });

  it("asks again in the settings' zone when the browser's is not the company's", async () => {
    vi.stubEnv('TZ', 'America/New_York');
    const { client, releaseSettings } = enter();
    await expect.poll(visitRequests).toEqual([NEW_YORK_DAY]);
    releaseSettings();
    await expect.poll(visitRequests).toEqual([NEW_YORK_DAY, CHICAGO_DAY]);
    await expect.poll(timeOffRequests).toEqual([NEW_YORK_DAY, CHICAGO_DAY]);
    await expect.poll(() => client.getQueryData(visitsQuery(CHICAGO_DAY).queryKey)).toBeDefined();
  });

  it("takes the remembered zone over the browser's", async () => {
    vi.stubEnv('TZ', 'America/Chicago');
    rememberTimeZone('America/New_York');
    const { client, releaseSettings } = enter();
    await expect.poll(visitRequests).toEqual([NEW_YORK_DAY]);
    releaseSettings();
    await expect.poll(visitRequests).toEqual([NEW_YORK_DAY, CHICAGO_DAY]);
    await expect.poll(() => client.getQueryData(visitsQuery(CHICAGO_DAY).queryKey)).toBeDefined();
  });

  it('asks beside the session check, not after it, and nothing without a session', async () => {
    vi.stubEnv('TZ', 'XYZ-3');
    const session = held('GET /api/auth/me', currentEmployee());
    server.use(session.handler);
    const { releaseSettings } = enter();
    await expect.poll(() => sentQueries('GET /api/company-settings')).toHaveLength(1);
    await expect.poll(() => sentQueries('GET /api/technician-schedules')).toHaveLength(1);
    releaseSettings();
    // The session check has not answered yet.
    await expect.poll(visitRequests).toEqual([CHICAGO_DAY]);
    session.release();

    localStorage.clear();
    prefetchSchedule(createQueryClient(), new URL(`http://localhost/schedule?date=${BOARD_DAY}`));
    await settled();
    expect(sentQueries('GET /api/company-settings')).toHaveLength(1);
  });

  it('takes a stored zone this browser does not know for none', () => {
    rememberTimeZone('Not/AZone');
    expect(rememberedTimeZone()).toBeNull();
  });
});
