import type { FastifyBaseLogger } from 'fastify';
import { loggableError } from '../logger.ts';

/** A chore every server process runs at start and then every `everyMs` (sweeps, purges). */
export type MaintenanceTask = {
  name: string;
  everyMs: number;
  /** Answers a short summary for the log when it did something, nothing otherwise. */
  run: () => Promise<string | undefined>;
};

export type Maintenance = {
  /** Cancels the timers and waits for a run in flight; nothing is left behind. */
  stop: () => Promise<void>;
};

/**
 * Runs each task once now and then on its interval. Tasks must be safe when several processes run
 * them at once (they are idempotent deletes). A failure is logged and tried again next time; the
 * timers are unref'd, so they alone never keep a process alive.
 */
export function startMaintenance(tasks: MaintenanceTask[], log: FastifyBaseLogger): Maintenance {
  let stopped = false;
  const timers = new Set<NodeJS.Timeout>();
  const running = new Set<Promise<void>>();

  function runOnce(task: MaintenanceTask): void {
    if (stopped) return;
    const pass = task
      .run()
      .then(
        (summary) => {
          if (summary) log.info(`${task.name}: ${summary}`);
        },
        (error: unknown) => log.error({ err: loggableError(error) }, `${task.name} failed`),
      )
      .finally(() => {
        running.delete(pass);
        schedule(task);
      });
    running.add(pass);
  }

  function schedule(task: MaintenanceTask): void {
    if (stopped) return;
    const timer = setTimeout(() => {
      timers.delete(timer);
      runOnce(task);
    }, task.everyMs);
    timer.unref();
    timers.add(timer);
  }

  for (const task of tasks) runOnce(task);
  return {
    stop: async () => {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await Promise.all(running);
    },
  };
}
