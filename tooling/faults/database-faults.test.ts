import { describe, expect, it } from 'vitest';
import { frozenDatabaseUnderLoad, terminatedConnectionsUnderLoad } from './database-scenarios.ts';
import { explain, failuresOtherThan503 } from './fault-report.ts';

// A real server process on a PostgreSQL database of its own, faults made from outside (the
// harness beside this file). Counts are asserted; times only with generous bounds.
describe('the database fails under load', () => {
  it('connections terminated four times: the process stays up, failures are 503s that say when to retry, the next request works', async () => {
    const report = await terminatedConnectionsUnderLoad({ clients: 10, durationMs: 8000, terminations: 4 });
    const why = explain(report);

    expect(report.crashed, why).toBe(false);
    // Each round really ended connections the server was using.
    expect(
      report.terminatedBackends.every((count) => count > 0),
      why,
    ).toBe(true);
    expect(report.summary.successes, why).toBeGreaterThan(0);
    expect(failuresOtherThan503(report), why).toEqual({});
    expect(report.summary.unavailableWithoutRetryAfter, why).toBe(0);
    expect(report.summary.unavailableWithoutMessage, why).toBe(0);
    expect(report.summary.networkErrors, why).toEqual({});
    expect(report.writes?.lost, why).toEqual([]);
    expect(report.firstRequestAfter, why).toBe('200');
  }, 120_000);

  it('the database frozen for 10 s: requests are answered 503 within the time limits, not held, and it recovers by itself', async () => {
    const queryTimeoutMs = 3000;
    const report = await frozenDatabaseUnderLoad({
      clients: 10,
      freezeMs: 10_000,
      connectTimeoutMs: 2000,
      queryTimeoutMs,
      recoveryLimitMs: 15_000,
    });
    const why = explain(report);

    expect(report.crashed, why).toBe(false);
    expect(report.unavailableWhileFrozen, why).toBeGreaterThan(0);
    expect(report.summary.maxLatencyMs, why).toBeLessThanOrEqual(3 * queryTimeoutMs + 2000);
    expect(failuresOtherThan503(report), why).toEqual({});
    expect(report.summary.unavailableWithoutRetryAfter, why).toBe(0);
    expect(report.summary.unavailableWithoutMessage, why).toBe(0);
    expect(report.summary.networkErrors, why).toEqual({});
    expect(report.writes?.lost, why).toEqual([]);
    // A balancer asking while it is frozen hears 503, never 200.
    expect(report.readyWhileFrozen, why).toContain('503');
    expect(report.readyWhileFrozen, why).not.toContain('200');
    // After the thaw, within 15 s and without a restart: ready again, and requests succeed.
    expect(report.readyAfterThawMs, why).not.toBeNull();
    expect(report.recoveryMs, why).not.toBeNull();
    expect(report.recoveryMs ?? Number.POSITIVE_INFINITY, why).toBeLessThanOrEqual(15_000);
    expect(report.firstRequestAfter, why).toBe('200');
  }, 120_000);
});
