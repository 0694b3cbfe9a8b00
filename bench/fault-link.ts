import net from 'node:net';

/**
 * A TCP proxy in front of the portal, at full speed, that can break hand-back requests
 * (POST /api/visits/{id}/hand-back) the way a mobile link breaks them:
 * - `cut-upload`: the connection drops when half of the request's body has crossed: the server
 *   never has the whole form, the phone never has an answer;
 * - `lose-answer`: the whole request reaches the server, which stores the hand-back and answers,
 *   but the connection drops as the answer starts back: the server has it, the phone does not know.
 * Armed, it breaks every hand-back request until disarmed: Chromium itself sends a request again,
 * once, when a connection it reused drops before any answer, so the first break may never reach
 * the page; the caller disarms once the page has seen a request fail. Every hand-back request that
 * crosses is counted per visit, with the answer's status when one came back (a lost answer's
 * status is read before it is thrown away).
 */

type LinkFault = 'cut-upload' | 'lose-answer';

export type HandBackTraffic = {
  /** Requests that started across the link. */
  requests: number;
  /** Requests cut halfway through their body. */
  cut: number;
  /** Answers thrown away, by status. */
  lost: number[];
  /** Answers that reached the phone, by status. */
  answered: number[];
};

const HAND_BACK_REQUEST = /^POST \/api\/visits\/(\d+)\/hand-back HTTP\/1\.1\r\n/;
const HEADERS_END = '\r\n\r\n';

export type FaultLink = {
  origin: string;
  /** Breaks every hand-back request that crosses the link from now on, until disarmed. */
  arm: (fault: LinkFault) => void;
  disarm: () => void;
  traffic: (visitId: number) => HandBackTraffic;
  close: () => Promise<void>;
};

export async function startFaultLink(targetPort: number): Promise<FaultLink> {
  let pending: LinkFault | null = null;
  const traffic = new Map<number, HandBackTraffic>();
  const trafficOf = (visitId: number) => {
    let entry = traffic.get(visitId);
    if (!entry) {
      entry = { requests: 0, cut: 0, lost: [], answered: [] };
      traffic.set(visitId, entry);
    }
    return entry;
  };
  const sockets = new Set<net.Socket>();

  const server = net.createServer((client) => {
    const upstream = net.connect(targetPort, '127.0.0.1');
    sockets.add(client).add(upstream);
    for (const socket of [client, upstream]) socket.on('close', () => sockets.delete(socket));
    const drop = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('error', drop);
    upstream.on('error', drop);
    client.on('end', () => upstream.end());
    upstream.on('end', () => client.end());

    // The hand-back request on its way on this connection (a browser sends the next request on a
    // connection only once the previous answer is in, so the next answer is this request's).
    let current: { entry: HandBackTraffic; fault: LinkFault | null } | null = null;
    // The request's headers so far (they may come in more than one piece), then its body's bytes
    // still to come (by its Content-Length), after which the next request's headers start.
    let head = '';
    let bodyLeft = 0;
    // A cut request: bytes of its body still let through before the connection drops.
    let cutLeft: number | null = null;

    client.on('data', (chunk: Buffer) => {
      let offset = 0;
      while (offset < chunk.length) {
        if (bodyLeft > 0) {
          const take = Math.min(bodyLeft, chunk.length - offset);
          if (cutLeft !== null && take >= cutLeft) {
            upstream.write(chunk.subarray(offset, offset + cutLeft), drop);
            cutLeft = null;
            bodyLeft = 0;
            return;
          }
          if (cutLeft !== null) cutLeft -= take;
          upstream.write(chunk.subarray(offset, offset + take));
          bodyLeft -= take;
          offset += take;
          continue;
        }
        const rest = chunk.subarray(offset);
        const before = head.length;
        head += rest.toString('latin1');
        const end = head.indexOf(HEADERS_END);
        if (end < 0) {
          upstream.write(rest);
          return;
        }
        const headBytes = end + HEADERS_END.length - before;
        upstream.write(rest.subarray(0, headBytes));
        offset += headBytes;
        const headers = head.slice(0, end + 2);
        head = '';
        bodyLeft = Number(/\r\ncontent-length: *(\d+)/i.exec(headers)?.[1] ?? 0);
        const match = HAND_BACK_REQUEST.exec(headers);
        if (!match) continue;
        const entry = trafficOf(Number(match[1]));
        entry.requests += 1;
        const fault = pending;
        current = { entry, fault };
        if (fault === 'cut-upload') {
          entry.cut += 1;
          cutLeft = Math.floor(bodyLeft / 2);
        }
      }
    });

    upstream.on('data', (chunk: Buffer) => {
      if (current !== null) {
        const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(chunk.toString('latin1', 0, 16))?.[1] ?? 0);
        const { entry, fault } = current;
        current = null;
        if (fault === 'lose-answer') {
          entry.lost.push(status);
          drop();
          return;
        }
        entry.answered.push(status);
      }
      client.write(chunk);
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as net.AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    arm: (fault) => {
      pending = fault;
    },
    disarm: () => {
      pending = null;
    },
    traffic: (visitId) => trafficOf(visitId),
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
