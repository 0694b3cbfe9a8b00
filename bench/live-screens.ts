import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { createParser } from 'eventsource-parser';
import {
  type LiveEventData,
  parseLiveEventData,
  STREAM_READY_EVENT,
  STREAM_SESSION_ENDED_EVENT,
} from '../src/shared/domain/live-events.ts';
import {
  liveRefetchDelayMs,
  mayChangeCount,
  mayChangeListPage,
} from '../src/shared/domain/live-list-relevance.ts';
import { SEEN_EVENT_HEADER } from '../src/shared/domain/live-read-headers.ts';
import { type LivePage, pagesOf, pathAt, SCREEN_MIX } from './live-pages.ts';
import {
  LIVE_RESULT_PREFIX,
  type LivePlan,
  type LiveResult,
  type PageTally,
  type Percentiles,
  PHASE_PREFIX,
  type Phase,
} from './live-plan.ts';

/**
 * The screens of the live case, in their own process so their CPU is not taken for the server's:
 * tsx bench/live-screens.ts PLAN.json. Each screen holds one live-update stream and its pages, and
 * behaves as the client does: it gathers change messages for liveRefetchDelayMs(), asks again for
 * the pages mayChangeListPage says may have changed, with If-None-Match and the last message's id,
 * and keeps its data on a 304. A writer in the same process (one clock) changes work orders at
 * the plan's rate; each change is timed from its answer until every screen that needed it shows it.
 */

/** The client's read time limit (src/client/lib/api-client.ts). */
const READ_TIMEOUT_MS = 15_000;
/** How long a screen waits before it opens its stream again, as the client's first retry. */
const RECONNECT_MS = 1000;
/** Screens opening at once while the run starts, so the first reads do not all meet. */
const OPENING_AT_ONCE = 20;
/** Quiet before the writer starts: the first reads' backlog has drained. */
const SETTLE_MS = 2000;
/** After the last write, the longest the screens are given to show it. */
const DRAIN_LIMIT_MS = 20_000;
/** A browser opens up to six connections to a server; the stream holds one. */
const SOCKETS_PER_SCREEN = 5;

const plan = JSON.parse(readFileSync(process.argv[2] ?? '', 'utf8')) as LivePlan;

const phase = (name: Phase, detail = '') => process.stdout.write(`${PHASE_PREFIX}${name}${detail}\n`);

let measuring = false;
let requests = 0;
let notModified = 0;
let skipped = 0;
let errors = 0;
let firstError: string | null = null;
const tallies = new Map<string, PageTally>();
const tally = (path: string) => {
  let found = tallies.get(path);
  if (!found) {
    found = { requests: 0, ok: 0, notModified: 0, skipped: 0 };
    tallies.set(path, found);
  }
  return found;
};
const fail = (text: string) => {
  errors += 1;
  firstError ??= text;
};

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

function get(agent: http.Agent, path: string, headers: Record<string, string>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      `${plan.origin}${path}`,
      { agent, headers, timeout: READ_TIMEOUT_MS },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new Error(`no answer within ${READ_TIMEOUT_MS / 1000} s`)));
    request.on('error', reject);
  });
}

/** The ids of a list page's rows, read once per distinct answer (many screens get the same bytes). */
const rowIdsByAnswer = new Map<string, Set<number>>();
function rowIds(answer: Answer): Set<number> {
  const key = createHash('sha1').update(answer.body).digest('base64');
  const known = rowIdsByAnswer.get(key);
  if (known) return known;
  const encoding = answer.headers['content-encoding'];
  const raw =
    encoding === 'br'
      ? brotliDecompressSync(answer.body)
      : encoding === 'gzip'
        ? gunzipSync(answer.body)
        : answer.body;
  const parsed = JSON.parse(raw.toString('utf8')) as unknown;
  const rows = Array.isArray(parsed) ? parsed : ((parsed as { rows?: unknown[] }).rows ?? []);
  const ids = new Set(rows.map((row) => (row as { id: number }).id));
  if (rowIdsByAnswer.size > 200) rowIdsByAnswer.clear();
  rowIdsByAnswer.set(key, ids);
  return ids;
}

type Change = { orderId: number; startedAt: number; answeredAt: number | null; ok: boolean };
const changesByOrder = new Map<number, Change[]>();
const changes: Change[] = [];

/** The writer's change a message tells of: the last one of that order started before it arrived. */
function changeOf(orderId: number | undefined, at: number): Change | undefined {
  if (orderId === undefined) return undefined;
  const ofOrder = changesByOrder.get(orderId);
  if (!ofOrder) return undefined;
  for (let index = ofOrder.length - 1; index >= 0; index -= 1) {
    const change = ofOrder[index] as Change;
    if (change.startedAt <= at) return change;
  }
  return undefined;
}

/** Per change: which screens received its message, and when each showed it. */
const received = new Map<Change, number>();
const shown = new Map<Change, number[]>();
let unshown = 0;

class Page {
  etag: string | undefined;
  ids = new Set<number>();
  private inflight: Promise<boolean> | null = null;
  private queued: Promise<boolean> | null = null;

  constructor(
    readonly spec: LivePage,
    private readonly screen: Screen,
  ) {}

  /** Resolves once a read that started after this call has ended: true when it answered. */
  readAfterNow(): Promise<boolean> {
    if (!this.inflight) {
      this.inflight = this.read().finally(() => {
        this.inflight = null;
      });
      return this.inflight;
    }
    this.queued ??= this.inflight.then(() => {
      this.queued = null;
      return this.readAfterNow();
    });
    return this.queued;
  }

  private async read(): Promise<boolean> {
    const path = pathAt(this.spec.path, new Date());
    const headers: Record<string, string> = {
      'x-auth-token': this.screen.token,
      accept: 'application/json',
      'accept-encoding': plan.acceptEncoding,
    };
    if (this.etag) headers['if-none-match'] = this.etag;
    if (this.screen.lastEventId !== undefined) headers[SEEN_EVENT_HEADER] = this.screen.lastEventId;
    const counted = measuring;
    const pageTally = tally(this.spec.path);
    if (counted) {
      requests += 1;
      pageTally.requests += 1;
    }
    try {
      const answer = await get(this.screen.agent, path, headers);
      if (answer.status === 304) {
        if (counted) {
          notModified += 1;
          pageTally.notModified += 1;
        }
        return true;
      }
      if (answer.status !== 200) {
        fail(`${answer.status} ${path}: ${answer.body.toString('utf8').slice(0, 200)}`);
        return false;
      }
      if (counted) pageTally.ok += 1;
      const etag = answer.headers.etag;
      this.etag = typeof etag === 'string' ? etag : undefined;
      if (this.spec.statuses !== null) this.ids = rowIds(answer);
      return true;
    } catch (error) {
      fail(`${path}: ${(error as Error).message}`);
      return false;
    }
  }
}

type Message = { data: LiveEventData; change: Change | undefined };

class Screen {
  readonly agent = new http.Agent({ keepAlive: true, maxSockets: SOCKETS_PER_SCREEN });
  readonly pages: Page[];
  lastEventId: string | undefined;
  private batch: Message[] = [];
  private timer: NodeJS.Timeout | null = null;
  private stream: http.ClientRequest | null = null;
  private stopped = false;
  private readyWaiters: (() => void)[] = [];
  private pendingBatches = 0;

  readonly token: string;

  constructor(index: number) {
    this.token = plan.screenTokens[index % plan.screenTokens.length] ?? '';
    const kind = SCREEN_MIX[index % SCREEN_MIX.length] ?? 'current tasks';
    this.pages = pagesOf(kind, plan.context).map((spec) => new Page(spec, this));
  }

  /** Opens the stream and reads every page once, as a screen does when it is opened. */
  async open(): Promise<void> {
    await new Promise<void>((resolve) => {
      this.readyWaiters.push(resolve);
      this.connect();
    });
    await Promise.all(this.pages.map((page) => page.readAfterNow()));
  }

  /** Nothing waiting to be asked and nothing being read. */
  idle(): boolean {
    return this.timer === null && this.pendingBatches === 0;
  }

  stop(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.stream?.destroy();
    this.agent.destroy();
  }

  private connect(): void {
    const headers: Record<string, string> = { 'x-auth-token': this.token, accept: 'text/event-stream' };
    if (this.lastEventId !== undefined) headers['last-event-id'] = this.lastEventId;
    const request = http.get(`${plan.origin}/api/events`, { agent: false, headers }, (response) => {
      if (response.statusCode !== 200) {
        fail(`stream answered ${response.statusCode}`);
        response.resume();
        return;
      }
      const parser = createParser({ onEvent: (event) => this.onEvent(event) });
      response.setEncoding('utf8');
      response.on('data', (text: string) => parser.feed(text));
      response.on('end', () => this.lost('the stream ended'));
    });
    request.on('error', (error) => this.lost(`stream: ${error.message}`));
    this.stream = request;
  }

  private lost(why: string): void {
    if (this.stopped) return;
    fail(why);
    this.stream = null;
    setTimeout(() => {
      if (!this.stopped && this.stream === null) this.connect();
    }, RECONNECT_MS);
  }

  private onEvent(event: { id?: string; event?: string; data: string }): void {
    const at = performance.now();
    if (event.id !== undefined) this.lastEventId = event.id;
    const kind = event.event ?? 'message';
    if (kind === STREAM_READY_EVENT) {
      for (const resolve of this.readyWaiters.splice(0)) resolve();
      return;
    }
    if (kind === STREAM_SESSION_ENDED_EVENT) {
      this.lost('the session ended');
      return;
    }
    const data = parseLiveEventData(event.data);
    // The bell's messages refresh the bell alone (not simulated: every screen here is one account).
    if (!data || data.kind.startsWith('notification.') || data.kind.startsWith('session.')) return;
    const change = changeOf(data.workOrderId, at);
    if (change) received.set(change, (received.get(change) ?? 0) + 1);
    this.batch.push({ data, change });
    this.timer ??= setTimeout(() => this.flush(), liveRefetchDelayMs());
  }

  /** The client's batch: every page a message of the moment may have changed is asked again. */
  private flush(): void {
    this.timer = null;
    const batch = this.batch;
    this.batch = [];
    const asked: Page[] = [];
    for (const page of this.pages) {
      const { count } = page.spec;
      const mayChange = (data: LiveEventData) =>
        mayChangeListPage(
          {
            statuses: page.spec.statuses,
            holdsOrder: data.workOrderId !== undefined && page.ids.has(data.workOrderId),
          },
          data,
        ) &&
        (count === undefined || mayChangeCount(count, data));
      const concerned = batch.some(({ data }) => data.kind === 'reset' || mayChange(data));
      if (concerned) asked.push(page);
      else if (measuring) {
        skipped += 1;
        tally(page.spec.path).skipped += 1;
      }
    }
    const told = batch.flatMap(({ change }) => (change ? [change] : []));
    if (asked.length === 0) return;
    this.pendingBatches += 1;
    void Promise.all(asked.map((page) => page.readAfterNow())).then((answers) => {
      this.pendingBatches -= 1;
      const at = performance.now();
      for (const change of told) {
        if (answers.every(Boolean)) {
          const times = shown.get(change) ?? [];
          times.push(at);
          shown.set(change, times);
        } else unshown += 1;
      }
    });
  }
}

const json = { 'content-type': 'application/json', 'x-auth-token': plan.writerToken };

/** The writer's orders: each flips between its status at the start and another. */
type Order = { id: number; versionTag: string; from: string; to: string; flipped: boolean };

async function patch(order: Order, status: string): Promise<{ ok: boolean; text: string }> {
  const response = await fetch(`${plan.origin}/api/work-orders/${order.id}`, {
    method: 'PATCH',
    headers: { ...json, 'if-match': order.versionTag },
    body: JSON.stringify({ status }),
  });
  const text = await response.text();
  const tag = response.headers.get('etag');
  if (response.ok && tag) order.versionTag = tag;
  return { ok: response.ok, text: `${response.status} ${text.slice(0, 200)}` };
}

async function loadOrders(ids: number[], to: string): Promise<Order[]> {
  const orders: Order[] = [];
  for (const id of ids) {
    const response = await fetch(`${plan.origin}/api/work-orders/${id}`, { headers: json });
    const tag = response.headers.get('etag');
    if (!response.ok || !tag) throw new Error(`GET /api/work-orders/${id}: ${response.status}`);
    const { status } = (await response.json()) as { status: string };
    orders.push({ id, versionTag: tag, from: status, to, flipped: false });
  }
  return orders;
}

let writeErrors = 0;
let firstWriteError: string | null = null;

async function flip(order: Order, record: boolean): Promise<void> {
  const change: Change = { orderId: order.id, startedAt: performance.now(), answeredAt: null, ok: false };
  if (record) {
    const ofOrder = changesByOrder.get(order.id) ?? [];
    ofOrder.push(change);
    changesByOrder.set(order.id, ofOrder);
    changes.push(change);
  }
  try {
    const { ok, text } = await patch(order, order.flipped ? order.from : order.to);
    change.answeredAt = performance.now();
    change.ok = ok;
    if (ok) order.flipped = !order.flipped;
    else {
      writeErrors += 1;
      firstWriteError ??= text;
    }
  } catch (error) {
    writeErrors += 1;
    firstWriteError ??= (error as Error).message;
  }
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function percentiles(values: number[]): Percentiles | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const at = (share: number) =>
    sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? 0;
  return { p50: at(0.5), p95: at(0.95), max: sorted[sorted.length - 1] ?? 0 };
}

async function main(): Promise<LiveResult> {
  const concerning = await loadOrders(plan.concerningIds, 'in-progress');
  const elsewhere = await loadOrders(plan.elsewhereIds, 'completed');
  // Concerning and elsewhere in turn, so both kinds arrive all through the window.
  const rotation: Order[] = [];
  for (let index = 0; index < Math.max(concerning.length, elsewhere.length); index += 1) {
    if (concerning[index]) rotation.push(concerning[index] as Order);
    if (elsewhere[index]) rotation.push(elsewhere[index] as Order);
  }
  if (rotation.length === 0) throw new Error('No orders to change');

  // The writer's own statements, before any screen is connected: each order there and back.
  const calibration = rotation.slice(0, 2);
  phase('calibrate-start');
  for (const order of calibration) await flip(order, false);
  for (const order of calibration) await flip(order, false);
  phase('calibrate-end');

  const screens = Array.from({ length: plan.screens }, (_, index) => new Screen(index));
  for (let start = 0; start < screens.length; start += OPENING_AT_ONCE) {
    await Promise.all(screens.slice(start, start + OPENING_AT_ONCE).map((screen) => screen.open()));
  }
  await wait(SETTLE_MS);
  const openingErrors = errors;

  measuring = true;
  phase('measure-start');
  const started = performance.now();
  const cpuAtStart = process.cpuUsage();
  const total = Math.round(plan.changesPerSecond * plan.seconds);
  const writes: Promise<void>[] = [];
  for (let k = 0; k < total; k += 1) {
    const due = started + (k * 1000) / plan.changesPerSecond;
    const now = performance.now();
    if (due > now) await wait(due - now);
    writes.push(flip(rotation[k % rotation.length] as Order, true));
  }
  await Promise.all(writes);
  const drainUntil = performance.now() + DRAIN_LIMIT_MS;
  // A message may still be on its way: give the streams a moment before looking for idle screens.
  await wait(500);
  while (performance.now() < drainUntil && !screens.every((screen) => screen.idle())) await wait(50);
  const windowMs = performance.now() - started;
  const cpu = process.cpuUsage(cpuAtStart);
  phase('measure-end');
  measuring = false;
  for (const screen of screens) screen.stop();

  // Put every order back as it was (their messages reach no screen now).
  for (const order of rotation) if (order.flipped) await flip(order, false);

  const answered = changes.filter((change) => change.ok && change.answeredAt !== null);
  const toEvery: number[] = [];
  const each: number[] = [];
  let missedMessages = 0;
  for (const change of answered) {
    missedMessages += plan.screens - (received.get(change) ?? 0);
    const times = shown.get(change) ?? [];
    const answeredAt = change.answeredAt as number;
    for (const time of times) each.push(time - answeredAt);
    if (times.length > 0) toEvery.push(Math.max(...times) - answeredAt);
  }
  // Screens that still had a change to show when the run ended.
  const waiting = screens.filter((screen) => !screen.idle()).length;
  if (waiting > 0)
    fail(`${waiting} screens were still reading ${DRAIN_LIMIT_MS / 1000} s after the last change`);
  if (missedMessages > 0) fail(`${missedMessages} change messages never reached their screen`);
  if (openingErrors > 0 && firstError) firstError = `while opening: ${firstError}`;
  return {
    screens: plan.screens,
    changesPerSecond: plan.changesPerSecond,
    changes: answered.length,
    writeErrors,
    calibrationWrites: calibration.length * 2,
    toEveryScreen: percentiles(toEvery),
    perScreen: percentiles(each),
    unshown,
    missedMessages,
    requests,
    notModified,
    skipped,
    errors: errors + writeErrors,
    firstError: firstError ?? firstWriteError,
    distinctPages: [...tallies.values()].filter((page) => page.requests > 0).length,
    pages: Object.fromEntries(tallies),
    windowMs,
    screensCpuMs: (cpu.user + cpu.system) / 1000,
  };
}

const result = await main();
process.stdout.write(`${LIVE_RESULT_PREFIX}${JSON.stringify(result)}\n`);
process.exit(0);
