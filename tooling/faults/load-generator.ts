import type { FaultPortal } from './fault-portal.ts';
import { keepAliveAgent, type Outcome, type RequestSpec, send } from './http-client.ts';

/** What a client sends next; `n` counts its requests, so every write can carry a unique key. */
export type Operation = (client: number, n: number) => RequestSpec;

export type Load = {
  /** Every outcome so far, in the order they ended. */
  outcomes: Outcome[];
  /** Ends the clients after the requests they have in flight; resolves with every outcome. */
  stop: () => Promise<Outcome[]>;
};

export type LoadOptions = {
  origin: () => string;
  token: string;
  clients: number;
  operations: Operation[];
  /** A client that failed waits this long before its next request, so a dead port is not spun on. */
  pauseAfterFailureMs?: number;
  /** A client waits this long between requests (0: none, as fast as answered). */
  pauseBetweenMs?: number;
  timeoutMs?: number;
};

/**
 * Concurrent clients, each on its own kept-alive connection, each sending its next request as soon
 * as the last one ended (operations taken in turn), recording every ending.
 */
function startLoad(options: LoadOptions): Load {
  const outcomes: Outcome[] = [];
  let stopped = false;
  const loops = Array.from({ length: options.clients }, async (_, client) => {
    const agent = keepAliveAgent();
    for (let n = 0; !stopped; n++) {
      const operation = options.operations[(n + client) % options.operations.length];
      if (!operation) break;
      const outcome = await send(operation(client, n), {
        origin: options.origin(),
        token: options.token,
        agent,
        timeoutMs: options.timeoutMs,
      });
      outcomes.push(outcome);
      const failed = outcome.error !== undefined || (outcome.status ?? 0) >= 500;
      const pause = failed ? (options.pauseAfterFailureMs ?? 50) : (options.pauseBetweenMs ?? 0);
      if (pause > 0) await new Promise((resolve) => setTimeout(resolve, pause));
    }
    agent.destroy();
  });
  return {
    outcomes,
    stop: async () => {
      stopped = true;
      await Promise.all(loops);
      return outcomes;
    },
  };
}

/**
 * startLoad on a fault portal's server as its signed-in account, wherever that server listens at
 * the moment (a scenario may restart it).
 */
export function loadPortal(
  portal: Pick<FaultPortal, 'server' | 'account'>,
  options: Omit<LoadOptions, 'origin' | 'token'>,
): Load {
  return startLoad({ origin: () => portal.server.origin, token: portal.account.token, ...options });
}

/** The task list's first page: what every scenario reads, and reads first after a fault. */
export const LIST_WORK_ORDERS: RequestSpec = {
  label: 'list work orders',
  method: 'GET',
  path: '/api/work-orders?limit=20',
};

const runTag = `${process.pid.toString(36)}${Date.now().toString(36)}`;

/** Reads a signed-in employee makes all day: the task list and one work order's page. */
export function readOperations(workOrderIds: number[]): Operation[] {
  return [
    () => LIST_WORK_ORDERS,
    (client, n) => ({
      label: 'read work order',
      method: 'GET',
      path: `/api/work-orders/${workOrderIds[(client + n) % workOrderIds.length]}`,
    }),
  ];
}

/** Writes whose acknowledgement can be checked in the database: a note and a new task. */
export function writeOperations(workOrderIds: number[]): Operation[] {
  return [
    (client, n) => {
      const key = `fault note ${runTag} ${client}-${n}`;
      return {
        label: 'add note',
        method: 'POST',
        path: `/api/work-orders/${workOrderIds[(client + n) % workOrderIds.length]}/comments`,
        body: { content: key, type: 'note' },
        write: { table: 'comments', key },
      };
    },
    (client, n) => {
      const key = `F${runTag}-${client}-${n}`;
      return {
        label: 'create task',
        method: 'POST',
        path: '/api/work-orders',
        body: {
          workOrderId: key,
          title: 'Fault suite task',
          description: 'Created under load',
          type: 'task',
        },
        write: { table: 'work_orders', key },
      };
    },
  ];
}

/** Reads and writes in turn. */
export function mixedOperations(workOrderIds: number[]): Operation[] {
  const reads = readOperations(workOrderIds);
  const writes = writeOperations(workOrderIds);
  return [reads[0], writes[0], reads[1], writes[1]].filter((op): op is Operation => op !== undefined);
}
