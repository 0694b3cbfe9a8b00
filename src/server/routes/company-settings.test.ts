import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '#tooling/test-server/fixtures.ts';
import { createTestApp, type TestApp } from '#tooling/test-server/test-app.ts';

let t: TestApp;
let manager: Awaited<ReturnType<typeof signedIn>>;
let office: Awaited<ReturnType<typeof signedIn>>;
let tech: Awaited<ReturnType<typeof signedIn>>;
beforeAll(async () => {
  t = await createTestApp();
  manager = await signedIn(t, 'management');
  office = await signedIn(t, 'office');
  tech = await signedIn(t, 'plumber');
});
afterAll(async () => {
  await t.close();
});

const settings = async (headers = tech.headers) => {
  const answer = await t.app.inject({ method: 'GET', url: '/api/company-settings', headers });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json();
};
const save = (payload: object, headers = manager.headers) =>
  t.app.inject({ method: 'PUT', url: '/api/company-settings', headers, payload });

describe('company settings', () => {
  it('everyone reads them: Chicago time, customer messages off, the three texts', async () => {
    const read = await settings();
    expect(read).toMatchObject({ timeZone: 'America/Chicago', customerMessagesEnabled: false, version: 1 });
    expect(read.messageOnTheWay).toContain('{technician}');
  });

  it('technicians and the office may not change them; nothing is stored', async () => {
    for (const caller of [tech, office]) {
      const answer = await save({ version: 1, customerMessagesEnabled: true }, caller.headers);
      expect(answer.statusCode, answer.body).toBe(403);
    }
    expect(await settings()).toMatchObject({ customerMessagesEnabled: false, version: 1 });
  });

  it('refuses an unknown time zone and an unknown placeholder, naming them, and stores nothing', async () => {
    const zone = await save({ version: 1, timeZone: 'Mars/Olympus' });
    expect(zone.statusCode).toBe(400);
    expect(zone.json().message).toContain('Mars/Olympus');
    const text = await save({ version: 1, messageScheduled: 'Hi {customer}, see you {when}.' });
    expect(text.statusCode).toBe(400);
    expect(text.json().message).toContain('{when}');
    expect(text.json().errors).toEqual([
      { field: 'messageScheduled', message: expect.stringContaining('{when}') },
    ]);
    expect(await settings()).toMatchObject({ timeZone: 'America/Chicago', version: 1 });
  });

  it('management saves, the version moves on and the change is in the activity log', async () => {
    const answer = await save({
      version: 1,
      timeZone: 'America/Denver',
      customerMessagesEnabled: true,
      messageOnTheWay: '{technician} is on the way to {customer}: {window}.',
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({
      timeZone: 'America/Denver',
      customerMessagesEnabled: true,
      version: 2,
    });
    expect(await settings(office.headers)).toMatchObject({ timeZone: 'America/Denver', version: 2 });

    const log = await t.app.inject({
      method: 'GET',
      url: '/api/activity?entityType=company_settings',
      headers: manager.headers,
    });
    expect(log.statusCode, log.body).toBe(200);
    const entries = log.json() as {
      field: string;
      oldValue: unknown;
      newValue: unknown;
      actor: { id: number };
    }[];
    expect(entries.map((entry) => [entry.field, entry.oldValue, entry.newValue])).toEqual(
      expect.arrayContaining([
        ['timeZone', 'America/Chicago', 'America/Denver'],
        ['customerMessagesEnabled', false, true],
      ]),
    );
    expect(entries.every((entry) => entry.actor?.id === manager.employee.id)).toBe(true);
  });

  it('a save from a stale version is a 409 and changes nothing', async () => {
    const current = await settings();
    const answer = await save({ version: current.version - 1, timeZone: 'America/New_York' });
    expect(answer.statusCode, answer.body).toBe(409);
    expect(answer.json().message).toContain('Someone else saved');
    expect(await settings()).toEqual(current);
  });
});
