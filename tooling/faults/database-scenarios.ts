import { openFaultPortal } from './fault-portal.ts';
import { crashOf, type FaultReport } from './fault-report.ts';
import { type Outcome, send } from './http-client.ts';
import { LIST_WORK_ORDERS, loadPortal, mixedOperations } from './load-generator.ts';
import { checkWrites, firstSuccessAfter, summarize } from './outcomes.ts';
import { countedList, describeOutcome, probeReadiness, sleep, waitFor } from './probes.ts';

export type TerminatedReport = FaultReport & {
  /** Backends ended by each pg_terminate_backend round. */
  terminatedBackends: number[];
  /** The first request after the load: its status, or its network error. */
  firstRequestAfter: string;
};

/**
 * a. What a PostgreSQL restart, a failover or a proxy's idle kill does: every connection of the
 * server ended, `terminations` times, while `clients` clients read and write.
 */
export async function terminatedConnectionsUnderLoad(
  options: { clients?: number; durationMs?: number; terminations?: number } = {},
): Promise<TerminatedReport> {
  const { clients = 10, durationMs = 8000, terminations = 4 } = options;
  const portal = await openFaultPortal();
  try {
    const load = loadPortal(portal, { clients, operations: mixedOperations(portal.workOrderIds) });
    const step = durationMs / (terminations + 1);
    const terminatedBackends: number[] = [];
    let lastTerminationAt = Date.now();
    for (let round = 0; round < terminations; round++) {
      await sleep(step);
      terminatedBackends.push(await portal.database.terminateServerBackends());
      lastTerminationAt = Date.now();
    }
    await sleep(step);
    const outcomes = await load.stop();
    const after = await send(LIST_WORK_ORDERS, { origin: portal.server.origin, token: portal.account.token });
    return {
      fault: `connections terminated ${terminations}x under load (${clients} clients, ${durationMs / 1000} s)`,
      ...crashOf(portal),
      summary: summarize(outcomes),
      writes: await checkWrites(portal.database, outcomes),
      recoveryMs: firstSuccessAfter(outcomes, lastTerminationAt),
      terminatedBackends,
      firstRequestAfter: describeOutcome(after),
      notes: [`backends terminated per round: ${terminatedBackends.join(', ')}`],
    };
  } finally {
    await portal.dispose();
  }
}

export type FrozenReport = FaultReport & {
  connectTimeoutMs: number;
  queryTimeoutMs: number;
  freezeMs: number;
  /** 503s whose answer arrived while the database was frozen. */
  unavailableWhileFrozen: number;
  /** Answers of any kind that arrived while frozen. */
  answeredWhileFrozen: number;
  /** /api/ready's answers to requests asked and answered while frozen (statuses, or network errors). */
  readyWhileFrozen: string[];
  /** From the thaw to the first /api/ready 200 asked after it; null: none. */
  readyAfterThawMs: number | null;
  /** Did the process answer a request after the thaw without being restarted. */
  firstRequestAfter: string;
};

/**
 * b. The database stops answering for `freezeMs` (the proxy holds every byte, the sockets stay
 * open), with the server told to give up on connections and queries after the given times.
 */
export async function frozenDatabaseUnderLoad(
  options: {
    clients?: number;
    freezeMs?: number;
    connectTimeoutMs?: number;
    queryTimeoutMs?: number;
    recoveryLimitMs?: number;
  } = {},
): Promise<FrozenReport> {
  const {
    clients = 10,
    freezeMs = 10_000,
    connectTimeoutMs = 2000,
    queryTimeoutMs = 3000,
    recoveryLimitMs = 15_000,
  } = options;
  const portal = await openFaultPortal({
    env: { DB_CONNECT_TIMEOUT_MS: String(connectTimeoutMs), DB_QUERY_TIMEOUT_MS: String(queryTimeoutMs) },
  });
  try {
    const origin = () => portal.server.origin;
    const load = loadPortal(portal, {
      clients,
      operations: mixedOperations(portal.workOrderIds),
      // Long enough to see how long a request really waits when nothing gives up.
      timeoutMs: freezeMs + 30_000,
    });
    const ready = probeReadiness(origin, 500, freezeMs + 30_000);
    await sleep(2000);
    const frozenAt = Date.now();
    portal.proxy.freeze();
    await sleep(freezeMs);
    const thawedAt = Date.now();
    portal.proxy.thaw();
    await waitFor(
      () =>
        firstSuccessAfter(load.outcomes, thawedAt) !== null &&
        ready.answers.some((answer) => answer.startedAt >= thawedAt && answer.status === 200),
      recoveryLimitMs,
    );
    await sleep(500);
    const outcomes = await load.stop();
    const readyAnswers = await ready.stop();
    const after = await send(LIST_WORK_ORDERS, { origin: origin(), token: portal.account.token });

    const endedWhileFrozen = (outcome: Outcome) => outcome.endedAt >= frozenAt && outcome.endedAt < thawedAt;
    // Asked and answered while frozen: an answer from before the freeze cannot pass for one.
    const whileFrozen = (outcome: Outcome) => outcome.startedAt >= frozenAt && endedWhileFrozen(outcome);
    const readyOk = readyAnswers.filter((answer) => answer.startedAt >= thawedAt && answer.status === 200);
    const summary = summarize(outcomes);
    return {
      fault: `database frozen ${freezeMs / 1000} s under load (${clients} clients)`,
      ...crashOf(portal),
      summary,
      writes: await checkWrites(portal.database, outcomes),
      recoveryMs: firstSuccessAfter(outcomes, thawedAt),
      connectTimeoutMs,
      queryTimeoutMs,
      freezeMs,
      unavailableWhileFrozen: outcomes.filter((o) => endedWhileFrozen(o) && o.status === 503).length,
      answeredWhileFrozen: outcomes.filter((o) => endedWhileFrozen(o) && o.status !== undefined).length,
      readyWhileFrozen: readyAnswers.filter(whileFrozen).map(describeOutcome),
      readyAfterThawMs: readyOk.length > 0 ? Math.min(...readyOk.map((a) => a.endedAt)) - thawedAt : null,
      firstRequestAfter: describeOutcome(after),
      notes: [
        `503s while frozen: ${outcomes.filter((o) => endedWhileFrozen(o) && o.status === 503).length}`,
        `held over ${(connectTimeoutMs + queryTimeoutMs) / 1000} s: ${
          outcomes.filter((o) => o.endedAt - o.startedAt > connectTimeoutMs + queryTimeoutMs).length
        }, the slowest ${(summary.maxLatencyMs / 1000).toFixed(1)} s`,
        `/api/ready while frozen: ${countedList(readyAnswers.filter(whileFrozen).map(describeOutcome))}`,
      ],
    };
  } finally {
    portal.proxy.thaw();
    await portal.dispose();
  }
}
