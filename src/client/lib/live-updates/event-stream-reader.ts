import { createParser } from 'eventsource-parser';
import { STREAM_READY_EVENT, STREAM_SESSION_ENDED_EVENT } from '#shared/domain/live-events.ts';
import { readStoredToken } from '../auth-storage.ts';

export type LiveMessage = { event: string; data: string };

export type EventStreamHandlers = {
  /** A change (not the stream's own control messages). */
  onMessage: (message: LiveMessage) => void;
  /** true once the stream says ready, false whenever it is lost. */
  onStatus: (up: boolean) => void;
  /** The server refused the session or ended it: the stream stops for good. */
  onSessionEnded: () => void;
  /** The id of every message, in the order received, before the message itself is handled. */
  onSeen: (id: string) => void;
};

export type ReaderOptions = {
  signal: AbortSignal;
  fetch?: typeof fetch;
  /** The wait before reconnect attempt `n` (0-based). */
  retryDelay?: (attempt: number) => number;
};

const LONGEST_WAIT_MS = 30_000;

/** 1 s, 2 s, 4 s ... up to 30 s, each with up to a fifth more at random so servers are not hit at once. */
function retryDelay(attempt: number): number {
  const base = Math.min(1000 * 2 ** attempt, LONGEST_WAIT_MS);
  return base + Math.random() * base * 0.2;
}

function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      window.removeEventListener('online', done);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    // A phone back on signal reconnects at once instead of waiting out the backoff.
    window.addEventListener('online', done);
    signal.addEventListener('abort', done);
  });
}

/**
 * Reads GET /api/events for as long as `signal` allows (issue 26, ADR 044): with fetch, so the token
 * travels in the x-auth-token header and never in a URL (EventSource cannot send headers). A lost
 * stream is opened again after a growing wait, sending the last id it saw as Last-Event-ID so the
 * server replays what was missed. Ends on abort, or when the session is gone.
 */
export async function readEventStream(handlers: EventStreamHandlers, options: ReaderOptions): Promise<void> {
  const { signal } = options;
  const fetchStream = options.fetch ?? fetch;
  const delay = options.retryDelay ?? retryDelay;
  let lastEventId: string | undefined;
  let attempt = 0;
  while (!signal.aborted) {
    const token = readStoredToken();
    if (!token) return handlers.onSessionEnded();
    let ended = false;
    try {
      const headers: Record<string, string> = { 'x-auth-token': token, accept: 'text/event-stream' };
      if (lastEventId !== undefined) headers['last-event-id'] = lastEventId;
      const response = await fetchStream('/api/events', { headers, signal, cache: 'no-store' });
      if (response.status === 401) return handlers.onSessionEnded();
      if (response.ok && response.body) {
        const parser = createParser({
          onEvent: (message) => {
            if (message.id !== undefined) {
              lastEventId = message.id;
              handlers.onSeen(message.id);
            }
            const event = message.event ?? 'message';
            if (event === STREAM_READY_EVENT) {
              attempt = 0;
              handlers.onStatus(true);
            } else if (event === STREAM_SESSION_ENDED_EVENT) {
              ended = true;
            } else {
              handlers.onMessage({ event, data: message.data });
            }
          },
        });
        const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          parser.feed(value);
        }
      }
    } catch {
      // Lost (no network, a server restarting) or aborted: the loop decides.
    }
    if (signal.aborted) return;
    handlers.onStatus(false);
    if (ended) return handlers.onSessionEnded();
    await wait(delay(attempt), signal);
    attempt += 1;
  }
}
