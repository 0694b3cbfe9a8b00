import net from 'node:net';
import { openFaultPortal } from './fault-portal.ts';
import { crashOf, type FaultReport } from './fault-report.ts';
import { loadPortal, readOperations } from './load-generator.ts';
import { summarize } from './outcomes.ts';
import { waitFor } from './probes.ts';

export type SlowHeadersReport = FaultReport & {
  slowClients: number;
  /** Slow clients whose connection the server ended within `limitMs`. */
  closed: number;
  /** The longest a slow client was held before being closed; null: none was. */
  slowestCloseMs: number | null;
  /** What the server said to them first, e.g. 'HTTP/1.1 408' (counted). */
  answers: Record<string, number>;
  limitMs: number;
};

type SlowClient = { socket: net.Socket; openedAt: number; closedAt?: number; firstLine?: string };

/**
 * f. `clients` connections that send their headers a byte every `byteEveryMs` (slowloris) must be
 * cut by the server's headers timeout, while an ordinary client keeps being answered.
 */
export async function slowHeaders(
  options: { clients?: number; byteEveryMs?: number; headersTimeoutMs?: number; limitMs?: number } = {},
): Promise<SlowHeadersReport> {
  const { clients = 50, byteEveryMs = 2000, headersTimeoutMs, limitMs = 70_000 } = options;
  const env: Record<string, string> = headersTimeoutMs
    ? { HEADERS_TIMEOUT_MS: String(headersTimeoutMs) }
    : {};
  const portal = await openFaultPortal({ env, workOrders: 2 });
  const slow: SlowClient[] = [];
  try {
    const { port } = new URL(portal.server.origin);
    for (let i = 0; i < clients; i++) slow.push(openSlowClient(Number(port), byteEveryMs));
    const ordinary = loadPortal(portal, {
      clients: 1,
      operations: readOperations(portal.workOrderIds),
      pauseBetweenMs: 250,
    });
    const allClosed = () => slow.every((client) => client.closedAt !== undefined);
    await waitFor(allClosed, limitMs);
    const outcomes = await ordinary.stop();
    const closedAfter = slow.flatMap((client) =>
      client.closedAt !== undefined ? [client.closedAt - client.openedAt] : [],
    );
    const summary = summarize(outcomes);
    const answers: Record<string, number> = {};
    for (const client of slow) {
      const line = client.firstLine ?? (client.closedAt ? 'closed without an answer' : 'still open');
      answers[line] = (answers[line] ?? 0) + 1;
    }
    return {
      fault: `slow headers (${clients} clients, a byte every ${byteEveryMs / 1000} s)`,
      ...crashOf(portal),
      summary,
      slowClients: clients,
      closed: closedAfter.length,
      slowestCloseMs: closedAfter.length > 0 ? Math.max(...closedAfter) : null,
      answers,
      limitMs,
      notes: [
        `${closedAfter.length} of ${clients} slow connections closed within ${limitMs / 1000} s` +
          (closedAfter.length > 0
            ? ` (the last after ${(Math.max(...closedAfter) / 1000).toFixed(1)} s)`
            : ''),
        `the ordinary client meanwhile: ${summary.successes} of ${summary.requests} answered`,
      ],
    };
  } finally {
    for (const client of slow) client.socket.destroy();
    await portal.dispose();
  }
}

function openSlowClient(port: number, byteEveryMs: number): SlowClient {
  const socket = net.connect(port, '127.0.0.1');
  const client: SlowClient = { socket, openedAt: Date.now() };
  let timer: NodeJS.Timeout | undefined;
  socket.on('connect', () => {
    client.openedAt = Date.now();
    socket.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ');
    timer = setInterval(() => socket.write('a'), byteEveryMs);
  });
  socket.on('data', (chunk: Buffer) => {
    client.firstLine ??= chunk.toString('latin1').split('\r\n')[0]?.slice(0, 12);
  });
  socket.on('error', () => {});
  socket.on('close', () => {
    clearInterval(timer);
    client.closedAt ??= Date.now();
  });
  return client;
}
