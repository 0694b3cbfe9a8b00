import type { FaultDatabase } from './fault-database.ts';
import { isSuccess, type NetworkErrorKind, type Outcome, type WriteKey } from './http-client.ts';

export type OutcomeSummary = {
  requests: number;
  successes: number;
  /** Every status that is not a success, with its count ('503': 12). */
  failuresByStatus: Record<string, number>;
  /** 5xx answers only. */
  serverErrorsByStatus: Record<string, number>;
  /** 503s that do not say when to try again, or carry no JSON `message`. */
  unavailableWithoutRetryAfter: number;
  unavailableWithoutMessage: number;
  networkErrors: Partial<Record<NetworkErrorKind, number>>;
  networkErrorCount: number;
  maxLatencyMs: number;
};

const increment = (counts: Record<string, number>, key: string) => {
  counts[key] = (counts[key] ?? 0) + 1;
};

export function summarize(outcomes: Outcome[]): OutcomeSummary {
  const failuresByStatus: Record<string, number> = {};
  const serverErrorsByStatus: Record<string, number> = {};
  const networkErrors: Partial<Record<NetworkErrorKind, number>> = {};
  let successes = 0;
  let unavailableWithoutRetryAfter = 0;
  let unavailableWithoutMessage = 0;
  let maxLatencyMs = 0;
  for (const outcome of outcomes) {
    maxLatencyMs = Math.max(maxLatencyMs, outcome.endedAt - outcome.startedAt);
    if (outcome.error) {
      networkErrors[outcome.error] = (networkErrors[outcome.error] ?? 0) + 1;
    } else if (isSuccess(outcome)) {
      successes += 1;
    } else {
      const status = String(outcome.status);
      increment(failuresByStatus, status);
      if ((outcome.status ?? 0) >= 500) increment(serverErrorsByStatus, status);
      if (outcome.status === 503) {
        if (!outcome.retryAfter) unavailableWithoutRetryAfter += 1;
        if (!outcome.message) unavailableWithoutMessage += 1;
      }
    }
  }
  return {
    requests: outcomes.length,
    successes,
    failuresByStatus,
    serverErrorsByStatus,
    unavailableWithoutRetryAfter,
    unavailableWithoutMessage,
    networkErrors,
    networkErrorCount: Object.values(networkErrors).reduce((sum, count) => sum + count, 0),
    maxLatencyMs,
  };
}

export type WriteCheck = {
  /** Writes answered 201. */
  acknowledged: number;
  /** Acknowledged, yet not in the database. */
  lost: WriteKey[];
  /** Got no answer (a network error), yet are in the database: done, and the client never told. */
  doneUnanswered: WriteKey[];
};

/** Looks up every write's key: each acknowledged one must be there. */
export async function checkWrites(database: FaultDatabase, outcomes: Outcome[]): Promise<WriteCheck> {
  const writes = outcomes.filter((outcome) => outcome.write);
  const present = await presentKeys(
    database,
    writes.map((outcome) => outcome.write as WriteKey),
  );
  const acknowledged = writes.filter((outcome) => outcome.status === 201);
  return {
    acknowledged: acknowledged.length,
    lost: acknowledged
      .map((outcome) => outcome.write as WriteKey)
      .filter((write) => !present.has(`${write.table}:${write.key}`)),
    doneUnanswered: writes
      .filter((outcome) => outcome.error)
      .map((outcome) => outcome.write as WriteKey)
      .filter((write) => present.has(`${write.table}:${write.key}`)),
  };
}

async function presentKeys(database: FaultDatabase, writes: WriteKey[]): Promise<Set<string>> {
  const present = new Set<string>();
  const notes = writes.filter((write) => write.table === 'comments').map((write) => write.key);
  const tasks = writes.filter((write) => write.table === 'work_orders').map((write) => write.key);
  for (const row of await database.query<{ key: string }>(
    'select content as key from comments where content = any($1::text[])',
    [notes],
  )) {
    present.add(`comments:${row.key}`);
  }
  for (const row of await database.query<{ key: string }>(
    'select work_order_id as key from work_orders where work_order_id = any($1::text[])',
    [tasks],
  )) {
    present.add(`work_orders:${row.key}`);
  }
  return present;
}

/** Milliseconds from `since` to the end of the first success that started after it. */
export function firstSuccessAfter(outcomes: Outcome[], since: number): number | null {
  const ends = outcomes
    .filter((outcome) => outcome.startedAt >= since && isSuccess(outcome))
    .map((outcome) => outcome.endedAt);
  return ends.length > 0 ? Math.min(...ends) - since : null;
}
