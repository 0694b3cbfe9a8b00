import { createParser, type EventSourceMessage } from 'eventsource-parser';

export type StreamMessage = { id: string | undefined; event: string; data: string; at: number };

export type OpenedStream = {
  status: number;
  /** Every message so far, in order. */
  messages: StreamMessage[];
  /** The first message from now on (or already received after `after`) that `matches`. */
  waitFor: (matches: (message: StreamMessage) => boolean, timeoutMs?: number) => Promise<StreamMessage>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close: () => void;
};

/**
 * GET /api/events over real HTTP, read as a browser's fetch reads it: the body as it arrives,
 * parsed into messages (eventsource-parser). Answers other statuses without reading on.
 */
export async function openEventStream(
  baseUrl: string,
  token: string,
  options: { lastEventId?: string } = {},
): Promise<OpenedStream> {
  const abort = new AbortController();
  const headers: Record<string, string> = { 'x-auth-token': token, accept: 'text/event-stream' };
  if (options.lastEventId !== undefined) headers['last-event-id'] = options.lastEventId;
  const response = await fetch(`${baseUrl}/api/events`, { headers, signal: abort.signal });
  const messages: StreamMessage[] = [];
  const waiters = new Set<() => void>();
  const parser = createParser({
    onEvent: (message: EventSourceMessage) => {
      messages.push({
        id: message.id,
        event: message.event ?? 'message',
        data: message.data,
        at: performance.now(),
      });
      for (const wake of waiters) wake();
    },
  });
  const ended = (async () => {
    if (!response.ok || !response.body) return;
    const decoder = new TextDecoder();
    try {
      for await (const chunk of response.body) parser.feed(decoder.decode(chunk, { stream: true }));
    } catch {
      // Aborted by close().
    }
  })();

  const waitFor = (matches: (message: StreamMessage) => boolean, timeoutMs = 5000) =>
    new Promise<StreamMessage>((resolve, reject) => {
      let seen = 0;
      const check = () => {
        for (; seen < messages.length; seen++) {
          const message = messages[seen] as StreamMessage;
          if (matches(message)) {
            finish();
            resolve(message);
            return;
          }
        }
      };
      const timer = setTimeout(() => {
        finish();
        reject(new Error(`no matching message in ${timeoutMs} ms; got ${JSON.stringify(messages)}`));
      }, timeoutMs);
      const finish = () => {
        clearTimeout(timer);
        waiters.delete(check);
      };
      waiters.add(check);
      check();
    });

  return { status: response.status, messages, waitFor, ended, close: () => abort.abort() };
}
