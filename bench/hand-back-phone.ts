import type { Locator, Page } from '@playwright/test';
import { dayOf, instantAt } from '../src/shared/domain/company-time.ts';

/**
 * What the hand-back cases of `npm run bench:mobile` share (bench/mobile-hand-back.ts and
 * bench/hand-back-replays.ts): a visit booked through the API for today and set on site, as
 * e2e/hand-back.phone.spec.ts books one, and the phone's sheet (docs/decisions/068-visit-hand-back.md)
 * filled through its labels as a technician fills it.
 */

type Session = { token: string };

async function api<T>(
  origin: string,
  token: string,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: T; text: string }> {
  const response = await fetch(`${origin}${path}`, {
    method,
    headers: {
      'x-auth-token': token,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T, text };
}

export async function apiGet<T>(origin: string, token: string, path: string): Promise<T> {
  const answer = await api<T>(origin, token, 'GET', path);
  if (answer.status !== 200) throw new Error(`GET ${path}: ${answer.status} ${answer.text}`);
  return answer.body;
}

export type BookedVisit = { visitId: number; workOrderId: number; jobNumber: string; title: string };

/** Ten minutes each, from midnight in the company's zone: a day holds 144, the demo's visits among them. */
const SLOT_MINUTES = 10;
const SLOTS_A_DAY = (24 * 60) / SLOT_MINUTES;

/**
 * Books the technician's visits for today, one free slot after another, and sets each on site as
 * the technician's phone would (On my way, then Arrived). A technician cannot be in two visits at
 * once, so a slot the demo data already fills answers 409 and the next one is tried.
 */
export class VisitBooker {
  private slot = 0;
  private day: string | undefined;
  private timeZone: string | undefined;

  constructor(
    private readonly origin: string,
    private readonly planner: Session,
    private readonly technician: Session & { id: number },
    private readonly prefix: string,
  ) {}

  async book(n: number, title: string): Promise<BookedVisit> {
    const { origin, planner, technician } = this;
    if (this.timeZone === undefined) {
      this.timeZone = (
        await apiGet<{ timeZone: string }>(origin, technician.token, '/api/company-settings')
      ).timeZone;
      this.day = dayOf(new Date(), this.timeZone);
    }
    const jobNumber = `${this.prefix}-${Date.now().toString(36).toUpperCase()}-${n}`;
    const created = await api<{ id: number }>(origin, technician.token, 'POST', '/api/work-orders', {
      workOrderId: jobNumber,
      title,
      description: 'A job handed back by the benchmark',
      type: 'task',
      assignedTo: technician.id,
    });
    if (created.status !== 201)
      throw new Error(`Creating job ${jobNumber}: ${created.status} ${created.text}`);
    const workOrderId = created.body.id;
    for (; this.slot < SLOTS_A_DAY; this.slot += 1) {
      const startsAt = instantAt(this.day as string, '00:00', this.timeZone);
      startsAt.setTime(startsAt.getTime() + this.slot * SLOT_MINUTES * 60_000);
      const booked = await api<{ id: number; version: number }>(
        origin,
        planner.token,
        'POST',
        '/api/visits',
        {
          workOrderId,
          startsAt: startsAt.toISOString(),
          endsAt: new Date(startsAt.getTime() + SLOT_MINUTES * 60_000).toISOString(),
          leadId: technician.id,
          overrideReason: 'Booked by the hand-back benchmark',
          notifyCustomer: false,
        },
      );
      if (booked.status === 409) continue;
      if (booked.status !== 201) throw new Error(`Booking a visit: ${booked.status} ${booked.text}`);
      this.slot += 1;
      let visit = booked.body;
      for (const status of ['on-the-way', 'on-site'] as const) {
        const step = await api<{ id: number; version: number }>(
          origin,
          technician.token,
          'POST',
          `/api/visits/${visit.id}/status`,
          { status, version: visit.version },
          { 'idempotency-key': crypto.randomUUID() },
        );
        if (step.status !== 200) throw new Error(`Visit ${visit.id} ${status}: ${step.status} ${step.text}`);
        visit = step.body;
      }
      return { visitId: visit.id, workOrderId, jobNumber, title };
    }
    throw new Error(`No free ${SLOT_MINUTES}-minute slot left today for the technician`);
  }
}

/** The visit's card on /minimal-mobile-tasks. */
export const visitCard = (page: Page, visit: BookedVisit) =>
  page.getByTestId('visit-card').filter({ hasText: `#${visit.jobNumber}` });

/** Finish job on the visit's card: the sheet, on its first step. */
export async function openSheet(page: Page, visit: BookedVisit, timeout: number): Promise<Locator> {
  const label = `Finish job: #${visit.jobNumber} ${visit.title}`;
  await visitCard(page, visit).getByRole('button', { name: label }).click({ timeout });
  const sheet = page.getByRole('dialog', { name: `Finish job #${visit.jobNumber}` });
  await sheet.getByLabel(/What was done/).waitFor({ timeout });
  return sheet;
}

/** Next, and the next step's heading in focus. */
export async function next(sheet: Locator, heading: string, timeout: number): Promise<void> {
  await sheet.getByRole('button', { name: 'Next' }).click({ timeout });
  await sheet.getByRole('heading', { name: heading }).waitFor({ timeout });
}

/** Chooses a photo for Before or After; answers once its thumbnail shows (the shrink is done). */
export async function addPhoto(
  sheet: Locator,
  label: 'Before' | 'After',
  photo: { name: string; buffer: Buffer },
  timeout: number,
): Promise<{ chosenAt: number; shrinkMs: number }> {
  await sheet
    .getByLabel(`Add photo: ${label}`)
    .setInputFiles({ name: photo.name, mimeType: 'image/jpeg', buffer: photo.buffer });
  // After the file reached the page (Playwright hands it over through DevTools), which is when a
  // phone's picker would hand it over; the shrinking starts in that instant.
  const chosenAt = Date.now();
  await sheet.getByRole('img', { name: `${label} photo 1` }).waitFor({ timeout });
  return { chosenAt, shrinkMs: Date.now() - chosenAt };
}

export async function addPart(sheet: Locator, description: string, timeout: number): Promise<void> {
  await sheet.getByRole('button', { name: 'Add a part' }).click({ timeout });
  await sheet.getByLabel(/^Part 1 description/).fill(description, { timeout });
}

/** A finger's stroke across the signature area, then the printed name. */
export async function signOff(page: Page, sheet: Locator, name: string, timeout: number): Promise<void> {
  const pad = sheet.getByRole('img', { name: /Signature area/ });
  await pad.waitFor({ timeout });
  const box = await pad.boundingBox();
  if (!box) throw new Error('The signature area is not on screen');
  await page.mouse.move(box.x + 20, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 3, box.y + 20, { steps: 8 });
  await page.mouse.move(box.x + box.width - 20, box.y + box.height - 20, { steps: 8 });
  await page.mouse.up();
  await sheet.getByText('Signed', { exact: true }).waitFor({ timeout });
  await sheet.getByLabel(/Printed name/).fill(name, { timeout });
}

/** The visit's hand-backs as the office reads them, and the order's attachments. */
export async function storedHandBacks(origin: string, token: string, workOrderId: number) {
  type Stored = {
    id: number;
    visitId: number;
    parts: { description: string; quantity: number }[];
    photos: { attachmentId: number; label: 'before' | 'after' }[];
    signOff: { kind: string; signatureAttachmentId?: number; signerName?: string };
  };
  const { handBacks } = await apiGet<{ handBacks: Stored[] }>(
    origin,
    token,
    `/api/work-orders/${workOrderId}/hand-backs`,
  );
  const attachments = await apiGet<{ id: number }[]>(
    origin,
    token,
    `/api/work-orders/${workOrderId}/attachments`,
  );
  return { handBacks, attachmentIds: attachments.map((attachment) => attachment.id) };
}

/** The phone's outbox (ADR 049), counted in the page: the writes still waiting in IndexedDB. */
export const OUTBOX_COUNT = `new Promise((resolve, reject) => {
  const request = indexedDB.open('portal-outbox');
  request.onerror = () => reject(request.error);
  request.onsuccess = () => {
    const db = request.result;
    if (!db.objectStoreNames.contains('writes')) { db.close(); resolve(0); return; }
    const count = db.transaction('writes').objectStore('writes').count();
    count.onsuccess = () => { db.close(); resolve(count.result); };
    count.onerror = () => { db.close(); reject(count.error); };
  };
})`;
