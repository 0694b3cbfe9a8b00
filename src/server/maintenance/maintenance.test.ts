import type { FastifyBaseLogger } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startMaintenance } from './maintenance.ts';

function recordingLog() {
  const lines: string[] = [];
  const log = {
    info: (message: string) => lines.push(`info ${message}`),
    error: (_fields: unknown, message: string) => lines.push(`error ${message}`),
  } as unknown as FastifyBaseLogger;
  return { log, lines };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('maintenance chores', () => {
  it('runs each chore at start and on its interval, logging what it did and what failed', async () => {
    vi.useFakeTimers();
    const { log, lines } = recordingLog();
    let sweeps = 0;
    const maintenance = startMaintenance(
      [
        { name: 'sweep', everyMs: 1000, run: async () => `swept ${++sweeps}` },
        {
          name: 'purge',
          everyMs: 5000,
          run: async () => {
            throw new Error('database gone');
          },
        },
      ],
      log,
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(lines).toEqual(['info sweep: swept 1', 'error purge failed']);
    await vi.advanceTimersByTimeAsync(2000);
    expect(sweeps).toBe(3);
    await vi.advanceTimersByTimeAsync(3000);
    expect(lines.filter((line) => line === 'error purge failed')).toHaveLength(2);
    const sweepsWhenStopped = sweeps;
    await maintenance.stop();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(sweeps).toBe(sweepsWhenStopped);
  });

  it('waits for a chore in flight when stopped, and starts no other', async () => {
    const { log } = recordingLog();
    let finish = () => {};
    const run = vi.fn(
      () =>
        new Promise<undefined>((resolve) => {
          finish = () => resolve(undefined);
        }),
    );
    const maintenance = startMaintenance([{ name: 'slow', everyMs: 1, run }], log);
    let stopped = false;
    const stopping = maintenance.stop().then(() => {
      stopped = true;
    });
    await Promise.resolve();
    expect(stopped).toBe(false);
    finish();
    await stopping;
    expect(run).toHaveBeenCalledTimes(1);
  });
});
