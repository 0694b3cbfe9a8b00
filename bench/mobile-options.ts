import { parseArgs } from 'node:util';

/** Issue 8's size: the jobs not completed that a technician's list holds on an ordinary day. */
export const DEFAULT_OPEN_JOBS = 300;
/** Issue 25's size: the scale set's open work (100,000 work orders, about 3.8 % not completed). */
const SCALE_OPEN_JOBS = 3800;
/**
 * At most this many cards are scrolled past, as bench:web scrolls 500 rows: a smooth scroll does
 * not depend on how far down the list it is (the list is virtualized), and 3,800 cards would take
 * several minutes of scroll steps on a throttled phone.
 */
export const MAX_CARDS_SCROLLED = 500;
export const DEFAULT_MOBILE_PORT = 3400;
/** Issue 37's count of offline -> online replays of a hand-back. */
export const DEFAULT_REPLAYS = 100;

/**
 * What a run measures: the list visits (issue 8), the photo upload (issue 27), the hand-back with
 * two 12 MP photos and the hand-backs replayed after a failure (issue 37), or all of them.
 */
const MOBILE_CASES = ['list', 'photo', 'hand-back', 'replays'] as const;
type MobileCase = (typeof MOBILE_CASES)[number];

/** Whose jobs the page shows: everyone's (`?show=all`) or the technician's own (`?show=mine`). */
type MobileShowOption = 'all' | 'mine';

export type MobileBenchOptions = {
  build: boolean;
  /** The jobs not completed the run tops the demo data up to. */
  openJobs: number;
  show: MobileShowOption;
  /** The portal's port; the slow link listens on the next one. */
  port: number;
  linkPort: number;
  cases: MobileCase[];
  /** How many hand-backs the replays case sends, each failing once on its way. */
  replays: number;
};

const HELP = `Usage: npm run bench:mobile -- [options]
  --no-build          use the existing dist/ build
  --open-jobs N       top the demo data up to N jobs that are not completed (default ${DEFAULT_OPEN_JOBS};
                      issue 25's scale: ${SCALE_OPEN_JOBS}); the jobs are created through the API
  --show all|mine     the page's Mine | All switch (default all: every open job, the N above;
                      mine: the technician's own, about a third of them)
  --port N            the portal's port (default ${DEFAULT_MOBILE_PORT}); the slow link listens on N+1
  --only CASE         one case (default all): list (the list visits), photo (the 12 MP photo
                      upload), hand-back (a hand-back with two 12 MP photos), replays (hand-backs
                      that fail once on their way and are sent again)
  --replays N         how many hand-backs the replays case sends (default ${DEFAULT_REPLAYS})`;

function positiveInteger(value: string | undefined, name: string, fallback: number): number {
  if (value === undefined) return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed <= 0) throw new Error(`--${name} must be a positive whole number`);
  return parsed;
}

export function parseMobileOptions(argv: string[]): MobileBenchOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      'no-build': { type: 'boolean', default: false },
      'open-jobs': { type: 'string' },
      show: { type: 'string' },
      port: { type: 'string' },
      only: { type: 'string' },
      replays: { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(HELP);
    process.exit(0);
  }
  const show = values.show ?? 'all';
  if (show !== 'all' && show !== 'mine') throw new Error('--show must be all or mine');
  const port = positiveInteger(values.port, 'port', DEFAULT_MOBILE_PORT);
  if (port > 65_534) throw new Error('--port must leave room for the slow link on the next port');
  const only = values.only;
  if (only !== undefined && !MOBILE_CASES.includes(only as MobileCase))
    throw new Error(`--only must be one of ${MOBILE_CASES.join(', ')}`);
  return {
    build: !values['no-build'],
    openJobs: positiveInteger(values['open-jobs'], 'open-jobs', DEFAULT_OPEN_JOBS),
    show,
    port,
    linkPort: port + 1,
    cases: only ? [only as MobileCase] : [...MOBILE_CASES],
    replays: positiveInteger(values.replays, 'replays', DEFAULT_REPLAYS),
  };
}

/** How many distinct cards a scroll goes past before it stops: the list, at most 500 of it. */
export function cardsToScroll(listed: number): number {
  return Math.min(listed, MAX_CARDS_SCROLLED);
}

/** How a hand-back of the replays case fails once on its way (bench/hand-back-replays.ts). */
export const REPLAY_MODES = ['offline', 'cut-upload', 'lose-answer'] as const;
export type ReplayMode = (typeof REPLAY_MODES)[number];

export type ReplayPlan = {
  n: number;
  mode: ReplayMode;
  /** Offline only: the page is reloaded while the hand-back waits in the outbox. */
  reload: boolean;
  /** With an After photo (the others have none: the demo rules ask for none). */
  photo: boolean;
};

/**
 * The failures in turn, so each third of the run has each; every second offline one is reloaded
 * while it waits, and every second hand-back has a photo (the two alternations are out of step with
 * the three modes, so each mode has both with and without).
 */
export function replayPlan(count: number): ReplayPlan[] {
  return Array.from({ length: count }, (_, n) => {
    const mode = REPLAY_MODES[n % REPLAY_MODES.length] as ReplayMode;
    return { n, mode, reload: mode === 'offline' && Math.floor(n / 3) % 2 === 0, photo: n % 2 === 0 };
  });
}
