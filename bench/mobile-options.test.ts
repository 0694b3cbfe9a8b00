import { describe, expect, it } from 'vitest';
import { CreateTaskSchema } from '../src/shared/schemas/work-order.ts';
import { benchJob, type JobStaff } from './mobile-jobs.ts';
import {
  cardsToScroll,
  DEFAULT_MOBILE_PORT,
  DEFAULT_OPEN_JOBS,
  DEFAULT_REPLAYS,
  MAX_CARDS_SCROLLED,
  parseMobileOptions,
  REPLAY_MODES,
  replayPlan,
} from './mobile-options.ts';

describe('npm run bench:mobile options', () => {
  it("runs issue 8's 300 open jobs, everyone's list, with the slow link on the next port", () => {
    expect(parseMobileOptions([])).toEqual({
      build: true,
      openJobs: DEFAULT_OPEN_JOBS,
      show: 'all',
      port: DEFAULT_MOBILE_PORT,
      linkPort: DEFAULT_MOBILE_PORT + 1,
      cases: ['list', 'photo', 'hand-back', 'replays'],
      replays: DEFAULT_REPLAYS,
    });
    expect(DEFAULT_OPEN_JOBS).toBe(300);
    expect(DEFAULT_REPLAYS).toBe(100);
  });

  it("--open-jobs 3800: issue 25's scale; --show, --port and --no-build as given", () => {
    expect(
      parseMobileOptions(['--open-jobs', '3800', '--show', 'mine', '--port', '3900', '--no-build']),
    ).toEqual({
      build: false,
      openJobs: 3800,
      show: 'mine',
      port: 3900,
      linkPort: 3901,
      cases: ['list', 'photo', 'hand-back', 'replays'],
      replays: DEFAULT_REPLAYS,
    });
  });

  it('--only measures one case: the list visits, the photo upload, the hand-back or its replays', () => {
    expect(parseMobileOptions(['--only', 'photo']).cases).toEqual(['photo']);
    expect(parseMobileOptions(['--only', 'list']).cases).toEqual(['list']);
    expect(parseMobileOptions(['--only', 'hand-back']).cases).toEqual(['hand-back']);
    expect(parseMobileOptions(['--only', 'replays']).cases).toEqual(['replays']);
    expect(() => parseMobileOptions(['--only', 'video'])).toThrow(/--only/);
  });

  it('--replays N sets how many hand-backs the replays case sends', () => {
    expect(parseMobileOptions(['--only', 'replays', '--replays', '12']).replays).toBe(12);
    expect(() => parseMobileOptions(['--replays', '0'])).toThrow(/--replays/);
    expect(() => parseMobileOptions(['--replays', 'all'])).toThrow(/--replays/);
  });

  it('refuses what is not a count, a view or a port', () => {
    expect(() => parseMobileOptions(['--open-jobs', '0'])).toThrow(/--open-jobs/);
    expect(() => parseMobileOptions(['--open-jobs', '12.5'])).toThrow(/--open-jobs/);
    expect(() => parseMobileOptions(['--open-jobs', 'many'])).toThrow(/--open-jobs/);
    expect(() => parseMobileOptions(['--show', 'everyone'])).toThrow(/--show/);
    expect(() => parseMobileOptions(['--port', '65535'])).toThrow(/--port/);
    expect(() => parseMobileOptions(['--open-job', '10'])).toThrow();
  });

  it('scrolls past the whole list, at most 500 cards (as bench:web scrolls 500 rows)', () => {
    expect(MAX_CARDS_SCROLLED).toBe(500);
    expect(cardsToScroll(300)).toBe(300);
    expect(cardsToScroll(3800)).toBe(500);
  });
});

describe('the jobs bench:mobile creates through the API', () => {
  const staff: JobStaff = { technicianId: 4, plumberIds: [5, 6, 7], officeIds: [3, 8] };
  const now = Date.parse('2026-11-27T09:00:00Z');
  const jobs = Array.from({ length: 1000 }, (_, n) => benchJob(n, staff, now));

  it('are what the task form may send: every one passes the create schema', () => {
    for (const job of jobs) expect(CreateTaskSchema.safeParse(job).success).toBe(true);
  });

  it("have the scale set's mix of open work, and one in three is the technician's", () => {
    const share = (test: (job: (typeof jobs)[number]) => boolean) => jobs.filter(test).length / jobs.length;
    expect(share((job) => job.status === 'open')).toBe(0.5);
    expect(share((job) => job.status === 'in-progress')).toBe(0.3);
    expect(share((job) => job.status === 'on-hold')).toBe(0.2);
    expect(share((job) => job.type === 'task')).toBeCloseTo(0.5, 1);
    expect(share((job) => job.priority === 'urgent')).toBeCloseTo(0.15, 1);
    expect(share((job) => job.assignedTo === staff.technicianId)).toBeCloseTo(1 / 3, 2);
    expect(new Set(jobs.map((job) => job.workOrderId)).size).toBe(jobs.length);
    expect(new Set(jobs.map((job) => job.customerName)).size).toBeGreaterThan(300);
  });

  it('are the same for the same n', () => {
    expect(benchJob(17, staff, now)).toEqual(benchJob(17, staff, now));
  });
});

describe("the replays case's plan", () => {
  const plan = replayPlan(100);

  it('fails each hand-back once, the three ways in turn, about a third each', () => {
    expect(plan.map((p) => p.n)).toEqual(Array.from({ length: 100 }, (_, n) => n));
    const count = (mode: string) => plan.filter((p) => p.mode === mode).length;
    expect(REPLAY_MODES.map(count)).toEqual([34, 33, 33]);
    expect(plan.slice(0, 4).map((p) => p.mode)).toEqual(['offline', 'cut-upload', 'lose-answer', 'offline']);
  });

  it('reloads every second offline one while it waits, never one that is sent online', () => {
    const offline = plan.filter((p) => p.mode === 'offline');
    expect(offline.filter((p) => p.reload)).toHaveLength(17);
    expect(plan.filter((p) => p.mode !== 'offline' && p.reload)).toEqual([]);
  });

  it('puts a photo in every second hand-back, in each mode with and without', () => {
    expect(plan.filter((p) => p.photo)).toHaveLength(50);
    for (const mode of REPLAY_MODES) {
      const photos = plan.filter((p) => p.mode === mode).map((p) => p.photo);
      expect(photos).toContain(true);
      expect(photos).toContain(false);
    }
    expect(plan.filter((p) => p.mode === 'offline' && p.reload && p.photo).length).toBeGreaterThan(0);
  });
});
