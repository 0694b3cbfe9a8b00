import { expect, it } from 'vitest';
import { explain } from './fault-report.ts';
import { slowHeaders } from './slow-headers-scenario.ts';

it('50 clients sending headers a byte every 2 s are cut by the headers timeout, and others are answered meanwhile', async () => {
  const report = await slowHeaders({
    clients: 50,
    byteEveryMs: 2000,
    headersTimeoutMs: 5000,
    limitMs: 70_000,
  });
  const why = explain(report);

  expect(report.crashed, why).toBe(false);
  expect(report.closed, why).toBe(50);
  expect(report.summary.successes, why).toBeGreaterThan(0);
  expect(report.summary.successes, why).toBe(report.summary.requests);
}, 150_000);
