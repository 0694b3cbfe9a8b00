import { rmSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { addDays, weekdayOf } from '../../src/shared/domain/company-time.ts';
import { smsGateway } from '../../tooling/test-server/transport-fakes.ts';
import { DEMO_PASSWORD, demoAccount, uniqueJobNumber } from '../fixtures.ts';
import { JOURNEY_PORT, journeyDatabaseUrl } from './journey-database.ts';
import { PortalServer } from './portal-server.ts';
import { onMaintenanceDatabase } from './prepare-database.ts';

/**
 * Journey 7, the customer is told and never by surprise: with customer texts turned on, a
 * dispatcher books a held job's return from the board's tray, reads the text the customer will get
 * before saving, and the outbox hands exactly that text to the SMS gateway, once. The gateway is a
 * stand-in at the transport edge; everything else is the production server on a database of its
 * own (PostgreSQL when TEST_DATABASE_URL is set, else an embedded directory).
 */
test.setTimeout(120_000);

const PORT = JOURNEY_PORT + 20;
const DATA_DIR = '.test-data/journey-texts';
const PHONE = '(555) 201-7788';

/** A Tuesday five weeks ahead: past the demo data's seeded week, inside every technician's hours. */
function bookingDay(): string {
  let day = addDays(new Date().toISOString().slice(0, 10), 35);
  while (weekdayOf(day) !== 2) day = addDays(day, 1);
  return day;
}

/** The server's own database: a fresh PostgreSQL one beside the journeys', or a fresh directory. */
async function freshDatabase(): Promise<{ env: Record<string, string>; drop: () => Promise<void> }> {
  const base = journeyDatabaseUrl();
  if (!base) {
    rmSync(DATA_DIR, { recursive: true, force: true });
    return { env: { DATA_DIR }, drop: async () => rmSync(DATA_DIR, { recursive: true, force: true }) };
  }
  const url = new URL(base);
  url.pathname = `${url.pathname}_texts`;
  const name = decodeURIComponent(url.pathname.slice(1));
  await onMaintenanceDatabase(url, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await onMaintenanceDatabase(url, `CREATE DATABASE "${name}"`);
  return {
    env: { DATABASE_URL: url.toString() },
    drop: () => onMaintenanceDatabase(url, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
}

test('a held job’s return is booked and the customer gets the text the dispatcher read', async ({
  browser,
}) => {
  const gateway = await smsGateway();
  const database = await freshDatabase();
  const server = new PortalServer({
    port: PORT,
    env: {
      ...database.env,
      SMS_GATEWAY_URL: gateway.url,
      SMS_GATEWAY_TOKEN: 'journey-token',
      OUTBOX_POLL_MS: '300',
    },
  });
  try {
    await server.start();
    const api = async (token: string, method: string, path: string, body?: unknown) => {
      const response = await fetch(`${server.url}${path}`, {
        method,
        headers: { 'x-auth-token': token, ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
      expect(response.ok, `${method} ${path}: ${response.status} ${await response.clone().text()}`).toBe(
        true,
      );
      return response.json();
    };
    const signIn = async (role: 'office' | 'management') => {
      const response = await fetch(`${server.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          email: demoAccount(role).email,
          password: DEMO_PASSWORD,
          stayLoggedIn: false,
        }),
      });
      return ((await response.json()) as { token: string }).token;
    };

    const jobNumber = uniqueJobNumber('TXT');
    await test.step('management turns customer texts on; a held job is ready to return', async () => {
      const management = await signIn('management');
      const settings = (await api(management, 'GET', '/api/company-settings')) as { version: number };
      await api(management, 'PUT', '/api/company-settings', {
        customerMessagesEnabled: true,
        version: settings.version,
      });
      const today = new Date().toISOString().slice(0, 10);
      await api(management, 'POST', '/api/paused-jobs', {
        jobNumber,
        jobLastName: 'Okonkwo',
        customerName: 'Ada Okonkwo',
        customerPhone: PHONE,
        city: 'Quincy',
        originalAppointmentDate: today,
        partTitle1: 'Mixing valve',
        partOrdered1: today,
        partReceived1: today,
      });
    });

    const office = await signIn('office');
    const context = await browser.newContext({
      viewport: { width: 1440, height: 900 },
      serviceWorkers: 'block',
    });
    await context.addInitScript((token) => localStorage.setItem('authToken', token), office);
    const page = await context.newPage();
    let previewed = '';

    await test.step('the dispatcher books the return from the tray and reads the text first', async () => {
      await page.goto(`${server.url}/schedule?date=${bookingDay()}&view=day`);
      await expect(
        page.getByRole('region', { name: 'Ready to return' }).getByText(`#${jobNumber}`),
      ).toBeVisible();
      await page.getByRole('button', { name: `Schedule… job ${jobNumber}` }).click();
      const dialog = page.getByRole('dialog', { name: `Schedule job ${jobNumber}` });
      await dialog.getByLabel('Start').selectOption('10:00');
      await dialog.getByRole('button', { name: 'Save' }).click();
      const confirm = page.getByRole('dialog', { name: 'Confirm the visit' });
      const line = confirm.getByText(/^Customer will be texted: /);
      await expect(line).toBeVisible();
      previewed = ((await line.textContent()) ?? '').replace(/^Customer will be texted: /, '');
      expect(previewed).toContain('Ada');
      await confirm.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByTestId('schedule-announcer')).toHaveText(
        new RegExp(`^Job ${jobNumber} scheduled`),
      );
    });

    await test.step('the gateway gets that text for the customer’s phone, once', async () => {
      await expect.poll(() => gateway.received.length, { timeout: 15_000 }).toBe(1);
      const [sent] = gateway.received;
      expect(sent?.headers.authorization).toBe('Bearer journey-token');
      const message = JSON.parse(sent?.body ?? '{}') as { to: string; body: string };
      expect(message.to.replace(/\D/g, '')).toContain('5552017788');
      expect(message.body).toBe(previewed);
      // A later poll of the outbox sends nothing again.
      await page.waitForTimeout(1000);
      expect(gateway.received).toHaveLength(1);
    });
    await context.close();
  } finally {
    await server.stop();
    await database.drop();
  }
});
