import type { PageContext } from './live-pages.ts';

/** What the orchestrator hands the screens' process (as a JSON file) for one combination. */
export type LivePlan = {
  origin: string;
  /**
   * The screens' sessions, one per screen as people sign in each on their own (all of the
   * management account: every order is theirs to see).
   */
  screenTokens: string[];
  /** The writer's own session, as another person's desk. */
  writerToken: string;
  screens: number;
  changesPerSecond: number;
  seconds: number;
  context: PageContext;
  /** Open orders: their changes (open <-> in progress) concern Current Tasks. */
  concerningIds: number[];
  /** Orders on hold: their changes (on hold <-> completed) are outside Current Tasks. */
  elsewhereIds: number[];
  /** Sent as browsers send it, so the server compresses as it does for people. */
  acceptEncoding: string;
};

/**
 * Lines the screens' process prints: a phase starts (the orchestrator samples CPU and statement
 * counts at once), and the result at the end.
 */
export const PHASE_PREFIX = 'LIVE-PHASE ';
export const LIVE_RESULT_PREFIX = 'LIVE-RESULT ';

/** Phases, in order: the writer alone (its own statements), then the measured window. */
export type Phase = 'calibrate-start' | 'calibrate-end' | 'measure-start' | 'measure-end';

export type Percentiles = { p50: number; p95: number; max: number };

/** Requests of one page (path) over the measured window. */
export type PageTally = { requests: number; ok: number; notModified: number; skipped: number };

export type LiveResult = {
  screens: number;
  changesPerSecond: number;
  /** Changes answered 2xx in the window, and the writer's failures. */
  changes: number;
  writeErrors: number;
  /** Writes made in the calibration phase (no screen connected). */
  calibrationWrites: number;
  /** From a change's answer until the last screen that needed it showed it, over changes (ms). */
  toEveryScreen: Percentiles | null;
  /** The same per screen and change. */
  perScreen: Percentiles | null;
  /** Screen-changes never shown (a refetch failed, or still waiting when the run ended). */
  unshown: number;
  /** Screen-changes whose message never arrived. */
  missedMessages: number;
  requests: number;
  notModified: number;
  /** Page decisions that did not ask (mayChangeListPage said the page is not concerned). */
  skipped: number;
  errors: number;
  firstError: string | null;
  /** Distinct paths asked for in the window. */
  distinctPages: number;
  pages: Record<string, PageTally>;
  /** The measured window's length (ms): the first write until every screen is done. */
  windowMs: number;
  /** CPU the screens' and writer's process used in the window (ms): the load generator's share of the machine. */
  screensCpuMs?: number;
};
