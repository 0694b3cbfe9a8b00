import { type Outcome, send } from './http-client.ts';

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Polls `check` until it answers true or the time is up; answers whether it did. */
export async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await sleep(100);
  }
  return check();
}

export type ReadinessProbe = {
  answers: Outcome[];
  stop: () => Promise<Outcome[]>;
};

/**
 * GET /api/ready the way a load balancer asks: one request at a time on a new connection, every
 * `everyMs`, each given up after `timeoutMs`.
 */
export function probeReadiness(origin: () => string, everyMs = 500, timeoutMs = 30_000): ReadinessProbe {
  const answers: Outcome[] = [];
  let stopped = false;
  const loop = (async () => {
    while (!stopped) {
      const started = Date.now();
      answers.push(
        await send({ label: 'ready', method: 'GET', path: '/api/ready' }, { origin: origin(), timeoutMs }),
      );
      await sleep(Math.max(0, everyMs - (Date.now() - started)));
    }
  })();
  return {
    answers,
    stop: async () => {
      stopped = true;
      await loop;
      return answers;
    },
  };
}

/** What each answer was, in short: its status, or the kind of network error. */
export const describeOutcome = (outcome: Outcome) =>
  outcome.status !== undefined ? String(outcome.status) : (outcome.error ?? 'none');

/** ['503', '503', '200'] -> '503 x2, 200 x1'; 'none' when empty. */
export function countedList(values: string[]): string {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return counts.size > 0 ? [...counts].map(([value, count]) => `${value} x${count}`).join(', ') : 'none';
}
