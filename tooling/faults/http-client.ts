import http from 'node:http';

/**
 * How a request that got no whole answer failed, as a client can tell:
 * - `refused`: no connection (nobody listening);
 * - `reset-before-answer`: connected and sent, then closed or reset before any byte of answer
 *   (`reusedSocket` says whether it went out on a kept-alive connection);
 * - `cut-mid-answer`: the answer had begun (status line received) and then the connection ended;
 * - `timeout`: no answer within the client's limit;
 * - `other`: anything else, with its code.
 */
export type NetworkErrorKind = 'refused' | 'reset-before-answer' | 'cut-mid-answer' | 'timeout' | 'other';

/** A write whose acknowledgement (201) promises a row the database must keep. */
export type WriteKey = { table: 'comments' | 'work_orders'; key: string };

export type RequestSpec = {
  label: string;
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  path: string;
  body?: unknown;
  write?: WriteKey;
};

export type Outcome = {
  label: string;
  method: string;
  path: string;
  startedAt: number;
  endedAt: number;
  status?: number;
  retryAfter?: string;
  /** The JSON body's `message`, when the answer was not a success. */
  message?: string;
  error?: NetworkErrorKind;
  errorCode?: string;
  /** Node's words for it: 'read ECONNRESET' (a reset), 'socket hang up' (closed without an answer). */
  errorMessage?: string;
  reusedSocket?: boolean;
  write?: WriteKey;
  /** The parsed JSON body of a success, when the caller asked for it. */
  json?: unknown;
};

export type RequestOptions = {
  origin: string;
  token?: string;
  agent?: http.Agent;
  /** The client's own address (127.0.0.x), to be another client address to the server. */
  localAddress?: string;
  timeoutMs?: number;
  keepJson?: boolean;
};

const REFUSED = new Set(['ECONNREFUSED']);
const RESET = new Set(['ECONNRESET', 'EPIPE', 'ECONNABORTED']);

let requestCounter = 0;

/** One request that never throws: every ending is an Outcome. */
export function send(spec: RequestSpec, options: RequestOptions): Promise<Outcome> {
  requestCounter += 1;
  const startedAt = Date.now();
  const url = new URL(spec.path, options.origin);
  const payload = spec.body === undefined ? undefined : Buffer.from(JSON.stringify(spec.body));
  const headers: Record<string, string> = {
    'x-request-id': `fault-${process.pid}-${requestCounter}`,
    ...(options.token ? { 'x-auth-token': options.token } : {}),
    ...(payload ? { 'content-type': 'application/json', 'content-length': String(payload.length) } : {}),
  };
  const base = { label: spec.label, method: spec.method, path: spec.path, startedAt, write: spec.write };

  return new Promise((resolve) => {
    let settled = false;
    let answered = false;
    const finish = (outcome: Omit<Outcome, keyof typeof base | 'endedAt'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ ...base, ...outcome, endedAt: Date.now() });
    };
    const request = http.request(url, {
      method: spec.method,
      headers,
      agent: options.agent ?? false,
      localAddress: options.localAddress,
    });
    const failed = (error: NodeJS.ErrnoException) => {
      const code = error.code ?? error.message;
      const details = { errorCode: code, errorMessage: error.message, reusedSocket: request.reusedSocket };
      if (answered) return finish({ error: 'cut-mid-answer', ...details });
      if (REFUSED.has(code)) return finish({ error: 'refused', ...details });
      if (RESET.has(code) || error.message === 'socket hang up') {
        return finish({ error: 'reset-before-answer', ...details });
      }
      finish({ error: 'other', ...details });
    };
    const timer = setTimeout(() => {
      finish({ error: 'timeout', errorCode: 'client timeout', reusedSocket: request.reusedSocket });
      request.destroy();
    }, options.timeoutMs ?? 30_000);

    request.on('error', failed);
    request.on('response', (response) => {
      answered = true;
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', failed);
      // Closed before the whole body arrived: 'end' never comes.
      response.on('close', () => {
        if (!response.complete) failed(Object.assign(new Error('answer cut'), { code: 'incomplete' }));
      });
      response.on('end', () => {
        const status = response.statusCode ?? 0;
        const text = Buffer.concat(chunks).toString('utf8');
        const retryAfter = response.headers['retry-after'];
        const json = parseJson(text);
        const ok = status >= 200 && status < 300;
        finish({
          status,
          reusedSocket: request.reusedSocket,
          ...(typeof retryAfter === 'string' ? { retryAfter } : {}),
          ...(!ok ? { message: messageOf(json) } : {}),
          ...(ok && options.keepJson ? { json } : {}),
        });
      });
    });
    request.end(payload);
  });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function messageOf(json: unknown): string | undefined {
  if (json && typeof json === 'object' && 'message' in json && typeof json.message === 'string') {
    return json.message;
  }
  return undefined;
}

export const isSuccess = (outcome: Outcome) =>
  outcome.status !== undefined && outcome.status >= 200 && outcome.status < 300;

/** A kept-alive connection of one client, as a browser tab keeps one. */
export function keepAliveAgent(): http.Agent {
  return new http.Agent({ keepAlive: true, maxSockets: 1 });
}
