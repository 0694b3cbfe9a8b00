import { openFaultPortal } from './fault-portal.ts';
import type { FaultReport } from './fault-report.ts';
import { isSuccess, type Outcome, send } from './http-client.ts';
import { LIST_WORK_ORDERS, loadPortal, writeOperations } from './load-generator.ts';
import { checkWrites, summarize } from './outcomes.ts';
import { describeOutcome, probeReadiness, sleep } from './probes.ts';

export type ShutdownReport = FaultReport & {
  graceMs: number;
  /** From the signal to the end of the process; null: it had not ended after grace + 10 s. */
  exitedAfterMs: number | null;
  /** Requests that got no whole answer although the server had acted on them or begun answering. */
  cutRequests: Outcome[];
  /** Requests reset before any answer that the server never acted on (nothing written). */
  notReached: number;
  /** /api/ready's answers to requests sent once the server had shown it was shutting down. */
  readyDuringShutdown: string[];
};

/**
 * c. SIGTERM while `clients` clients write: requests in flight must be answered, new ones refused
 * or answered 503, and the process must end by itself, cleanly, within the grace period.
 */
export async function sigtermUnderWriteLoad(
  options: { clients?: number; loadBeforeMs?: number; graceMs?: number } = {},
): Promise<ShutdownReport> {
  const { clients = 10, loadBeforeMs = 2000, graceMs = 10_000 } = options;
  const portal = await openFaultPortal({ env: { SHUTDOWN_GRACE_MS: String(graceMs) } });
  try {
    const origin = () => portal.server.origin;
    const load = loadPortal(portal, { clients, operations: writeOperations(portal.workOrderIds) });
    const ready = probeReadiness(origin, 100, 5000);
    await sleep(loadBeforeMs);
    const signalledAt = Date.now();
    portal.server.signal('SIGTERM');
    const exit = await Promise.race([portal.server.exited, sleep(graceMs + 10_000).then(() => undefined)]);
    await sleep(300);
    const outcomes = await load.stop();
    const readyAnswers = await ready.stop();
    if (!exit) await portal.server.stop(1);

    // Once one client was refused or answered 503, the server had begun shutting down.
    const shutdownShownAt = Math.min(
      ...[...outcomes, ...readyAnswers]
        .filter((o) => o.startedAt >= signalledAt && (o.error === 'refused' || o.status === 503))
        .map((o) => o.endedAt),
    );
    const writes = await checkWrites(portal.database, outcomes);
    const done = new Set(writes.doneUnanswered.map((write) => `${write.table}:${write.key}`));
    // Every request here is a write, so whether the server acted on one that got no answer is
    // known: a reset before any answer with nothing done never reached the server's code (a
    // kept-alive connection closed as idle while the request was on its way: browsers resend
    // those); one that was done, or whose answer had begun, was cut.
    const isCut = (o: Outcome) =>
      o.error !== undefined &&
      o.error !== 'refused' &&
      (o.error !== 'reset-before-answer' ||
        (o.write !== undefined && done.has(`${o.write.table}:${o.write.key}`)));
    const cutRequests = outcomes.filter(isCut);
    const notReached = outcomes.filter((o) => o.error === 'reset-before-answer' && !isCut(o));
    const summary = summarize(outcomes);
    return {
      fault: `SIGTERM under write load (${clients} clients)`,
      crashed: false,
      ...(exit ? { exit: { code: exit.code, signal: exit.signal } } : {}),
      summary,
      writes,
      graceMs,
      exitedAfterMs: exit ? exit.at - signalledAt : null,
      cutRequests,
      notReached: notReached.length,
      readyDuringShutdown: readyAnswers.filter((a) => a.startedAt > shutdownShownAt).map(describeOutcome),
      notes: [
        exit
          ? `exited ${exit.signal ?? `with code ${exit.code}`} ${((exit.at - signalledAt) / 1000).toFixed(1)} s after SIGTERM`
          : `still running ${graceMs / 1000 + 10} s after SIGTERM`,
        `requests cut: ${cutRequests.length}`,
        `reset before reaching the server, nothing done: ${notReached.length}`,
      ],
    };
  } finally {
    await portal.dispose();
  }
}

export type KillReport = FaultReport & {
  /** From the restart's spawn to /api/health answering. */
  restartMs: number;
  firstRequestAfter: string;
};

/** d. kill -9 while `clients` clients write, then a new process on the same database. */
export async function killUnderWriteLoad(
  options: { clients?: number; loadMs?: number } = {},
): Promise<KillReport> {
  const { clients = 10, loadMs = 3000 } = options;
  const portal = await openFaultPortal();
  try {
    const load = loadPortal(portal, { clients, operations: writeOperations(portal.workOrderIds) });
    await sleep(loadMs);
    portal.server.signal('SIGKILL');
    await portal.server.exited;
    await sleep(300);
    const outcomes = await load.stop();
    const restartedAt = Date.now();
    const server = await portal.restart();
    const restartMs = Date.now() - restartedAt;
    const after = await send(LIST_WORK_ORDERS, { origin: server.origin, token: portal.account.token });
    return {
      fault: `kill -9 under write load (${clients} clients), restart`,
      crashed: false,
      exit: { code: null, signal: 'SIGKILL' },
      summary: summarize(outcomes),
      writes: await checkWrites(portal.database, outcomes),
      recoveryMs: isSuccess(after) ? after.endedAt - restartedAt : null,
      restartMs,
      firstRequestAfter: describeOutcome(after),
      notes: [`restart to listening ${(restartMs / 1000).toFixed(1)} s`],
    };
  } finally {
    await portal.dispose();
  }
}
