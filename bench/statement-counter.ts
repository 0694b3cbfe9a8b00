import net from 'node:net';

/**
 * A TCP relay between the portal server and PostgreSQL that counts the statements the server
 * sends, by what they touch. pg_stat_statements is not loaded on the benchmark's PostgreSQL and
 * pg_stat_database counts transactions, not statements; reading the client's side of the wire
 * protocol counts each statement once, whatever the transaction around it. Only what the server
 * sends is read (a few hundred bytes a statement); PostgreSQL's answers are passed on untouched.
 */

/** What a statement is counted as. */
export type StatementKind =
  /** The session check every request and every stream's keep-alive makes (services/auth.ts). */
  | 'session'
  /** Any other read: the lists, the board, the dashboard, a write's own look-ups. */
  | 'read'
  /** insert, update, delete. */
  | 'write'
  /** begin, commit, set, listen and the like. */
  | 'other';

export type StatementCounts = Record<StatementKind, number>;

const NO_STATEMENTS: StatementCounts = { session: 0, read: 0, write: 0, other: 0 };

export function statementKind(sql: string): StatementKind {
  const text = sql.trimStart().toLowerCase();
  if (/^(insert|update|delete)\b/.test(text) || /^with\b[\s\S]*\b(insert|update|delete)\b/.test(text)) {
    return 'write';
  }
  if (/^(select|with)\b/.test(text)) {
    // The session check joins sessions to employees and reads nothing else.
    return /\bfrom "sessions"/.test(text) ? 'session' : 'read';
  }
  return 'other';
}

export function countsDelta(after: StatementCounts, before: StatementCounts): StatementCounts {
  return {
    session: after.session - before.session,
    read: after.read - before.read,
    write: after.write - before.write,
    other: after.other - before.other,
  };
}

/** PostgreSQL's SSLRequest and GSSENCRequest codes: answered by one byte, then the startup follows. */
const NEGOTIATION_CODES = new Set([80877103, 80877104]);

/** The C string at `offset` of a message body. */
function cString(body: Buffer, offset: number): { text: string; next: number } {
  const end = body.indexOf(0, offset);
  const stop = end === -1 ? body.length : end;
  return { text: body.toString('utf8', offset, stop), next: stop + 1 };
}

/**
 * Follows one connection's frontend messages: simple queries (Q) are counted as they come;
 * extended ones by Execute (E), through the portal Bind (B) made of the statement Parse (P) named.
 */
function frontendReader(counts: StatementCounts): (chunk: Buffer) => void {
  let pending: Buffer = Buffer.alloc(0);
  let startup = true;
  const statements = new Map<string, StatementKind>();
  const portals = new Map<string, StatementKind>();
  const onMessage = (type: number, body: Buffer) => {
    if (type === 0x51 /* Q */) {
      counts[statementKind(cString(body, 0).text)] += 1;
    } else if (type === 0x50 /* P */) {
      const name = cString(body, 0);
      statements.set(name.text, statementKind(cString(body, name.next).text));
    } else if (type === 0x42 /* B */) {
      const portal = cString(body, 0);
      const statement = cString(body, portal.next);
      portals.set(portal.text, statements.get(statement.text) ?? 'other');
    } else if (type === 0x45 /* E */) {
      counts[portals.get(cString(body, 0).text) ?? 'other'] += 1;
    }
  };
  return (chunk) => {
    pending = pending.length === 0 ? chunk : Buffer.concat([pending, chunk]);
    for (;;) {
      if (startup) {
        if (pending.length < 8) return;
        const length = pending.readInt32BE(0);
        if (pending.length < length) return;
        startup = NEGOTIATION_CODES.has(pending.readInt32BE(4));
        pending = pending.subarray(length);
        continue;
      }
      if (pending.length < 5) return;
      const length = pending.readInt32BE(1);
      if (pending.length < length + 1) return;
      onMessage(pending[0] as number, pending.subarray(5, length + 1));
      pending = pending.subarray(length + 1);
    }
  };
}

export type StatementCounter = {
  /** postgres://... of the relay, for the server's DATABASE_URL. */
  url: (databaseUrl: string) => string;
  counts: () => StatementCounts;
  close: () => Promise<void>;
};

/** Listens on 127.0.0.1:`port` and relays every connection to the PostgreSQL of `databaseUrl`. */
export async function startStatementCounter(databaseUrl: string, port: number): Promise<StatementCounter> {
  const target = new URL(databaseUrl);
  const counts: StatementCounts = { ...NO_STATEMENTS };
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    sockets.add(client).add(upstream);
    const read = frontendReader(counts);
    client.on('data', (chunk: Buffer) => {
      read(chunk);
      if (!upstream.write(chunk)) client.pause();
    });
    upstream.on('drain', () => client.resume());
    upstream.pipe(client);
    const end = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on('close', end).on('error', end);
    upstream.on('close', end).on('error', end);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    url: (url) => {
      const relayed = new URL(url);
      relayed.hostname = '127.0.0.1';
      relayed.port = String((server.address() as net.AddressInfo).port);
      return relayed.toString();
    },
    counts: () => ({ ...counts }),
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
