import { readdir } from 'node:fs/promises';
import type { Browser, BrowserContext, Page, Request } from '@playwright/test';
import sharp from 'sharp';
import { type FaultLink, type HandBackTraffic, startFaultLink } from './fault-link.ts';
import {
  addPart,
  addPhoto,
  apiGet,
  type BookedVisit,
  next,
  OUTBOX_COUNT,
  openSheet,
  signOff,
  storedHandBacks,
  VisitBooker,
  visitCard,
} from './hand-back-phone.ts';
import { type ReplayMode, type ReplayPlan, replayPlan } from './mobile-options.ts';
import { CONTROLLED } from './mobile-scripts.ts';

/**
 * The replays case of `npm run bench:mobile` (`--only replays`, `--replays N`, default 100): N
 * hand-backs, one after another, each failing once on its way and then sent again by the phone's
 * outbox (docs/decisions/068-visit-hand-back.md, ADR 049), then every one checked on the server.
 *
 * One design, the simplest that is faithful: a single phone page at full speed (no slow link, no
 * CPU throttling: this case is about delivery, not time) behind bench/fault-link.ts, a TCP proxy
 * that can break the next hand-back request once. Each hand-back gets its own visit booked through
 * the API, the page reloaded to show it, and the sheet filled with the least the demo rules ask
 * (work done, one part, a signature; every second one an After photo), then one of three failures,
 * in turn (replayPlan in bench/mobile-options.ts):
 * - `offline`: the phone has no network at Send (context.setOffline): the hand-back waits in the
 *   outbox; every second one the page is reloaded while offline first (the outbox is IndexedDB),
 *   then the network comes back and the outbox sends it;
 * - `cut-upload`: the connection drops when half the request has crossed;
 * - `lose-answer`: the server receives it all and stores it, the answer is lost on its way back:
 *   the phone sends it again with the same Idempotency-Key, and the server must answer with the
 *   first answer rather than store it twice or refuse it.
 * For the last two the link keeps breaking the visit's requests until the page has seen one fail
 * (bench/fault-link.ts says why: Chromium's own resends). The next hand-back starts once an answer
 * reached the phone, the server has this one and the outbox on the phone is empty. Sequential, so
 * each request is known to be this visit's and each replay is counted per visit.
 */

/** Only bounds a stuck run: a hand-back here takes a few seconds; the outbox retries within 2 s. */
const STEP_TIMEOUT_MS = 60_000;
const DELIVERY_TIMEOUT_MS = 120_000;

export type ReplayCase = {
  phone: (browser: Browser) => Promise<{ context: BrowserContext; page: Page }>;
  origin: string;
  /** The portal's port, for the fault link in front of it. */
  port: number;
  technician: { id: number; token: string };
  planner: { token: string };
  /** Where the server keeps its uploads, to look for temp files left behind. */
  uploadsDir: string;
};

type ReplayRow = ReplayPlan & {
  visitId: number;
  traffic: HandBackTraffic;
  /** Hand-back requests the page made (the outbox's tries; Chromium's own resends are not among them). */
  triedOnPhone: number;
  /** Hand-back requests the page saw fail (the connection dropped under them). */
  failedOnPhone: number;
  /** Whether the failure happened as planned (offline: the marker showed Waiting to send). */
  struck: boolean;
  /** The outbox emptied and the server had it within two minutes of Send. */
  delivered: boolean;
  deliveredMs: number;
  /** What the check afterwards found wrong; empty when the hand-back is stored once and whole. */
  problems: string[];
};

type ReplayModeSummary = {
  mode: ReplayMode;
  handBacks: number;
  struck: number;
  /** Requests that reached the link, all hand-backs of the mode together. */
  requests: number;
  /** Requests past the first, the most one hand-back needed. */
  replays: number;
  mostReplays: number;
  triedOnPhone: number;
  failedOnPhone: number;
  lostAnswers: number;
  cuts: number;
  stored: number;
  lost: number;
  duplicates: number;
  medianDeliveredMs: number;
};

export type ReplayResults = {
  handBacks: number;
  stored: number;
  lost: number;
  duplicates: number;
  refused: number;
  outboxLeft: number;
  tempFilesLeft: number;
  modes: ReplayModeSummary[];
  problems: { n: number; mode: ReplayMode; visitId: number; problems: string[] }[];
};

const PART = 'Drain valve 3/4"';

/** The hand-back requests the page made and saw fail, per visit; `onFailure` hears each failure. */
type PhoneRequests = { tried: Map<number, number>; failed: Map<number, number>; onFailure: () => void };

async function poll(check: () => Promise<boolean>, timeoutMs: number, what: string): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (await check().catch(() => false)) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`Timed out after ${timeoutMs / 1000} s waiting for ${what}`);
}

const outboxCount = async (page: Page) => Number(await page.evaluate(OUTBOX_COUNT));

async function setOffline(page: Page, offline: boolean) {
  await page.context().setOffline(offline);
  await poll(
    async () => (await page.evaluate('navigator.onLine')) === !offline,
    STEP_TIMEOUT_MS,
    `navigator.onLine to be ${!offline}`,
  );
}

/** Fills the sheet up to Review, with the least the demo rules ask and the plan's photo. */
async function fillSheet(page: Page, visit: BookedVisit, plan: ReplayPlan, photo: Buffer) {
  await page.reload();
  const sheet = await openSheet(page, visit, STEP_TIMEOUT_MS);
  await sheet.getByLabel(/What was done/).fill(`Replaced the drain valve (hand-back ${plan.n}).`);
  await next(sheet, 'Photos', STEP_TIMEOUT_MS);
  if (plan.photo)
    await addPhoto(sheet, 'After', { name: `after-${plan.n}.jpg`, buffer: photo }, STEP_TIMEOUT_MS);
  await next(sheet, 'Parts', STEP_TIMEOUT_MS);
  await addPart(sheet, PART, STEP_TIMEOUT_MS);
  await next(sheet, 'Sign-off', STEP_TIMEOUT_MS);
  await signOff(page, sheet, 'Jaya Chatterjee', STEP_TIMEOUT_MS);
  await next(sheet, 'Review', STEP_TIMEOUT_MS);
  return sheet;
}

async function handBackOnce(
  page: Page,
  link: FaultLink,
  run: ReplayCase,
  visit: BookedVisit,
  plan: ReplayPlan,
  photo: Buffer,
  phone: PhoneRequests,
): Promise<Omit<ReplayRow, 'problems'>> {
  const sheet = await fillSheet(page, visit, plan, photo);
  const send = sheet.getByRole('button', { name: 'Send hand-back' });
  let struck = false;
  const started = Date.now();
  if (plan.mode === 'offline') {
    await setOffline(page, true);
    await send.click();
    const marker = () =>
      visitCard(page, visit).getByTestId('waiting-marker').filter({ hasText: 'Waiting to send' });
    await marker().waitFor({ timeout: STEP_TIMEOUT_MS });
    if (plan.reload) {
      await page.reload();
      await marker().waitFor({ timeout: STEP_TIMEOUT_MS });
    }
    struck = (await outboxCount(page)) === 1;
    await setOffline(page, false);
  } else {
    phone.onFailure = () => link.disarm();
    link.arm(plan.mode);
    await send.click();
  }
  const hasIt = async () =>
    (
      await fetch(`${run.origin}/api/visits/${visit.visitId}/hand-back`, {
        headers: { 'x-auth-token': run.technician.token },
      })
    ).status === 200;
  // Delivered: the server has it, an answer reached the phone, and the outbox let it go. One that
  // never arrives is reported with the others rather than ending the run.
  const traffic = link.traffic(visit.visitId);
  const delivered = await poll(
    async () => traffic.answered.length > 0 && (await hasIt()) && (await outboxCount(page)) === 0,
    DELIVERY_TIMEOUT_MS,
    `hand-back ${plan.n} (${plan.mode}) to leave the outbox and reach the server`,
  ).then(
    () => true,
    (error: Error) => {
      console.log(error.message);
      return false;
    },
  );
  const deliveredMs = Date.now() - started;
  link.disarm();
  phone.onFailure = () => {};
  // The break reached the page (not only Chromium's own resend), so the outbox had to send it again.
  const failedOnPhone = phone.failed.get(visit.visitId) ?? 0;
  if (plan.mode === 'cut-upload') struck = traffic.cut >= 1 && failedOnPhone >= 1;
  if (plan.mode === 'lose-answer') struck = traffic.lost.length >= 1 && failedOnPhone >= 1;
  return {
    ...plan,
    visitId: visit.visitId,
    traffic: structuredClone(traffic),
    triedOnPhone: phone.tried.get(visit.visitId) ?? 0,
    failedOnPhone,
    struck,
    delivered,
    deliveredMs,
  };
}

/** What the server holds for the visit, against what was sent: once, whole, no attachment twice. */
async function check(run: ReplayCase, visit: BookedVisit, plan: ReplayPlan) {
  const { handBacks, attachmentIds } = await storedHandBacks(
    run.origin,
    run.technician.token,
    visit.workOrderId,
  );
  const problems: string[] = [];
  if (handBacks.length !== 1) problems.push(`${handBacks.length} hand-backs stored`);
  const [stored] = handBacks;
  if (stored) {
    const parts = stored.parts.map((part) => `${part.quantity} ${part.description}`).join(', ');
    if (parts !== `1 ${PART}`) problems.push(`parts: ${parts}`);
    const photos = stored.photos.map((item) => item.label).join(',');
    if (photos !== (plan.photo ? 'after' : '')) problems.push(`photos: ${photos || 'none'}`);
    if (stored.signOff.kind !== 'signed') problems.push(`sign-off: ${stored.signOff.kind}`);
  }
  // The hand-back's files are the order's only attachments: one more is a copy written twice.
  const expected = (plan.photo ? 1 : 0) + 1;
  if (attachmentIds.length !== expected)
    problems.push(`${attachmentIds.length} attachments on the order, ${expected} expected`);
  return { stored: handBacks.length, problems };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? 0 : (sorted[Math.floor((sorted.length - 1) / 2)] as number);
};

function summarize(mode: ReplayMode, rows: (ReplayRow & { storedCount: number })[]): ReplayModeSummary {
  const of = rows.filter((row) => row.mode === mode);
  const sum = (value: (row: (typeof of)[number]) => number) =>
    of.reduce((total, row) => total + value(row), 0);
  const replays = of.map((row) => Math.max(0, row.traffic.requests - 1));
  return {
    mode,
    handBacks: of.length,
    struck: of.filter((row) => row.struck).length,
    requests: sum((row) => row.traffic.requests),
    replays: replays.reduce((a, b) => a + b, 0),
    mostReplays: Math.max(0, ...replays),
    triedOnPhone: sum((row) => row.triedOnPhone),
    failedOnPhone: sum((row) => row.failedOnPhone),
    lostAnswers: sum((row) => row.traffic.lost.length),
    cuts: sum((row) => row.traffic.cut),
    stored: of.filter((row) => row.storedCount >= 1).length,
    lost: of.filter((row) => row.storedCount === 0).length,
    duplicates:
      sum((row) => Math.max(0, row.storedCount - 1)) +
      sum((row) => [...row.traffic.answered, ...row.traffic.lost].filter((status) => status === 409).length),
    medianDeliveredMs: median(of.map((row) => row.deliveredMs)),
  };
}

export async function measureReplays(
  browser: Browser,
  run: ReplayCase,
  count: number,
): Promise<ReplayResults> {
  const link = await startFaultLink(run.port);
  const photo = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#4a7' } })
    .jpeg()
    .toBuffer();
  const booker = new VisitBooker(run.origin, run.planner, run.technician, 'HB-REPLAY');
  const { context, page } = await run.phone(browser);
  const phone: PhoneRequests = { tried: new Map(), failed: new Map(), onFailure: () => {} };
  const visitOf = (request: Request) =>
    request.method() === 'POST' ? /\/api\/visits\/(\d+)\/hand-back$/.exec(request.url())?.[1] : undefined;
  const add = (counts: Map<number, number>, visitId: string) =>
    counts.set(Number(visitId), (counts.get(Number(visitId)) ?? 0) + 1);
  page.on('request', (request) => {
    const visitId = visitOf(request);
    if (visitId) add(phone.tried, visitId);
  });
  page.on('requestfailed', (request) => {
    const visitId = visitOf(request);
    if (!visitId) return;
    add(phone.failed, visitId);
    phone.onFailure();
  });
  const rows: (ReplayRow & { storedCount: number })[] = [];
  try {
    // Installed first: the service worker serves the app when the page is reloaded offline.
    await page.goto(`${link.origin}/minimal-mobile-tasks`, { timeout: 120_000 });
    await poll(async () => Boolean(await page.evaluate(CONTROLLED)), 120_000, 'the service worker');
    const visits: { visit: BookedVisit; plan: ReplayPlan }[] = [];
    for (const plan of replayPlan(count)) {
      const visit = await booker.book(plan.n, `Replay ${plan.n}: drain valve`);
      const row = await handBackOnce(page, link, run, visit, plan, photo, phone);
      visits.push({ visit, plan });
      console.log(
        `replay ${plan.n} (${plan.mode}${plan.reload ? ', reloaded offline' : ''}${plan.photo ? ', photo' : ''}): ` +
          `${row.struck ? 'failed as planned' : 'DID NOT FAIL as planned'}, ${row.traffic.requests} requests ` +
          `(${row.triedOnPhone} by the page, ${row.failedOnPhone} failed there), ` +
          `answers ${JSON.stringify(row.traffic.answered)}, lost ${JSON.stringify(row.traffic.lost)}, delivered in ${row.deliveredMs} ms`,
      );
      rows.push({ ...row, problems: [], storedCount: 0 });
    }
    for (const [index, { visit, plan }] of visits.entries()) {
      const checked = await check(run, visit, plan);
      const row = rows[index] as (typeof rows)[number];
      row.storedCount = checked.stored;
      row.problems = checked.problems;
      for (const status of [...row.traffic.answered, ...row.traffic.lost])
        if (status !== 201) row.problems.push(`an answer ${status}`);
      if (!row.struck) row.problems.push('the planned failure did not happen');
      if (!row.delivered) row.problems.push(`not delivered within ${DELIVERY_TIMEOUT_MS / 1000} s`);
    }
    const outboxLeft = await outboxCount(page);
    const tempFilesLeft = (await readdir(run.uploadsDir).catch(() => [] as string[])).filter((name) =>
      name.startsWith('.upload-'),
    ).length;
    const refusedOnServer = rows.filter((row) =>
      [...row.traffic.answered, ...row.traffic.lost].some((status) => status >= 400),
    ).length;
    // The office's view agrees: each visit answers its one hand-back.
    for (const { visit } of visits)
      await apiGet(run.origin, run.technician.token, `/api/visits/${visit.visitId}/hand-back`);
    const modes = (['offline', 'cut-upload', 'lose-answer'] as const).map((mode) => summarize(mode, rows));
    return {
      handBacks: rows.length,
      stored: rows.filter((row) => row.storedCount >= 1).length,
      lost: rows.filter((row) => row.storedCount === 0).length,
      duplicates: modes.reduce((total, mode) => total + mode.duplicates, 0),
      refused: refusedOnServer,
      outboxLeft,
      tempFilesLeft,
      modes,
      problems: rows
        .filter((row) => row.problems.length > 0)
        .map((row) => ({ n: row.n, mode: row.mode, visitId: row.visitId, problems: row.problems })),
    };
  } finally {
    await context.close();
    await link.close();
  }
}

/** The table; whether every hand-back arrived once, whole, and the outbox is empty. */
export function reportReplays(results: ReplayResults): boolean {
  console.log(
    `\n${results.handBacks} hand-backs, each failing once on its way, then sent again by the outbox`,
  );
  console.log(
    '| failure | hand-backs | failed as planned | requests to the server | replays (most for one) | tries by the page | failed on the page | answers lost | cut | stored | lost | duplicates | median delivered s |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const m of results.modes) {
    console.log(
      `| ${m.mode} | ${m.handBacks} | ${m.struck} | ${m.requests} | ${m.replays} (${m.mostReplays}) | ${m.triedOnPhone} | ${m.failedOnPhone} | ${m.lostAnswers} | ${m.cuts} | ${m.stored} | ${m.lost} | ${m.duplicates} | ${(m.medianDeliveredMs / 1000).toFixed(1)} |`,
    );
  }
  console.log(
    `stored ${results.stored} of ${results.handBacks}, lost ${results.lost}, duplicates ${results.duplicates}, ` +
      `refused ${results.refused}; outbox left on the phone: ${results.outboxLeft}; temp upload files left on the server: ${results.tempFilesLeft}`,
  );
  for (const problem of results.problems)
    console.log(
      `hand-back ${problem.n} (${problem.mode}, visit ${problem.visitId}): ${problem.problems.join('; ')}`,
    );
  const ok =
    results.lost === 0 &&
    results.duplicates === 0 &&
    results.refused === 0 &&
    results.outboxLeft === 0 &&
    results.problems.length === 0;
  console.log(
    ok ? 'No loss, no duplicate, the outbox empty.' : 'LOSS, DUPLICATE OR A STUCK OUTBOX: see above.',
  );
  return ok;
}
