import { describe, expect, it } from 'vitest';
import { explain, failuresOtherThan503 } from './fault-report.ts';
import { describeOutcome } from './probes.ts';
import { killUnderWriteLoad, sigtermUnderWriteLoad } from './process-scenarios.ts';
import { interruptedUploadSweptAtStart } from './upload-scenario.ts';

describe('the process is stopped or killed', () => {
  it('SIGTERM under write load: every acknowledged write kept, no request cut, a clean exit within the grace period', async () => {
    const graceMs = 10_000;
    const report = await sigtermUnderWriteLoad({ clients: 10, loadBeforeMs: 2000, graceMs });
    const why = explain(report);

    expect(report.exit, why).toEqual({ code: 0, signal: null });
    expect(report.exitedAfterMs ?? Number.POSITIVE_INFINITY, why).toBeLessThanOrEqual(graceMs + 5000);
    expect(report.writes?.acknowledged, why).toBeGreaterThan(0);
    expect(report.writes?.lost, why).toEqual([]);
    // A request that got no answer could not connect (the server had stopped accepting) or was
    // reset before the server read it, with nothing done (a kept-alive connection closed as idle
    // as the request left: HTTP/1.1 allows it and browsers resend); one answered during the
    // closing got a 503 that says when to come back. None was acted on and left unanswered.
    expect(report.cutRequests.map(describeOutcome), why).toEqual([]);
    expect(report.writes?.doneUnanswered, why).toEqual([]);
    expect(failuresOtherThan503(report), why).toEqual({});
    expect(report.summary.unavailableWithoutRetryAfter, why).toBe(0);
    expect(report.summary.unavailableWithoutMessage, why).toBe(0);
    expect(report.readyDuringShutdown, why).not.toContain('200');
  }, 120_000);

  it('kill -9 under write load, then a restart on the same database: every acknowledged write is there', async () => {
    const report = await killUnderWriteLoad({ clients: 10, loadMs: 3000 });
    const why = explain(report);

    expect(report.writes?.acknowledged, why).toBeGreaterThan(0);
    expect(report.writes?.lost, why).toEqual([]);
    expect(report.firstRequestAfter, why).toBe('200');
  }, 120_000);

  it('an upload interrupted by kill -9 leaves its temporary file, and the next start removes it once old', async () => {
    const report = await interruptedUploadSweptAtStart();
    const why = explain(report);

    expect(report.leftBehind, why).toMatch(/^\.upload-.*\.tmp$/);
    expect(report.sweptAtStart, why).toBe(true);
  }, 120_000);
});
