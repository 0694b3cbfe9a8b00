import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../query-keys.ts';
import { lastSeenEventId, setLastSeenEventId } from '../read-memory.ts';
import { createLiveEventApplier } from './apply-live-events.ts';
import { type LiveMessage, readEventStream } from './event-stream-reader.ts';
import { liveUpdatesUp, setLiveUpdatesUp } from './live-updates-status.ts';

const NAME = 'portal-live-updates';

/** What the tab holding the stream tells the employee's other tabs, and what they ask it. */
type TabMessage =
  | { type: 'change'; message: LiveMessage }
  | { type: 'seen'; id: string }
  | { type: 'status'; up: boolean; seen?: string }
  | { type: 'status?' }
  | { type: 'session-ended' };

function setStatus(queryClient: QueryClient, up: boolean) {
  if (up === liveUpdatesUp()) return;
  setLiveUpdatesUp(up);
  // The bell polls only while live updates are down: asking once now re-reads its interval, and
  // fetches what a stream that just came back may have missed.
  void queryClient.invalidateQueries({ queryKey: queryKeys.notifications.unreadCount });
}

/**
 * Live updates for the signed-in employee (issue 26, ADR 044), until the returned stop. One tab
 * per browser holds the stream (a Web Lock per employee) and passes each change to the other tabs
 * over a BroadcastChannel: forty open tabs must not hold forty connections (a browser allows six
 * per server over HTTP/1.1). When that tab closes, another takes the lock and opens the stream.
 *
 * Every tab knows the id of the last message the stream received (the other tabs are told it, and
 * a tab that opens asks for it with the status), and its reads send it (issue 39).
 */
export function startLiveUpdates(employeeId: number, queryClient: QueryClient): () => void {
  const apply = createLiveEventApplier(queryClient);
  const stop = new AbortController();
  const name = `${NAME}:${employeeId}`;
  const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(name) : null;
  const tell = (message: TabMessage) => channel?.postMessage(message);
  let leading = false;
  // The server ended the session: asking who is signed in lets the usual sign-out take over.
  const sessionEnded = () => void queryClient.invalidateQueries({ queryKey: queryKeys.currentEmployee });

  channel?.addEventListener('message', ({ data }: MessageEvent<TabMessage>) => {
    if (data.type === 'change') apply(data.message);
    else if (data.type === 'seen') setLastSeenEventId(data.id);
    else if (data.type === 'status' && !leading) {
      if (data.seen !== undefined) setLastSeenEventId(data.seen);
      setStatus(queryClient, data.up);
    } else if (data.type === 'status?' && leading) {
      tell({ type: 'status', up: liveUpdatesUp(), seen: lastSeenEventId() });
    } else if (data.type === 'session-ended') sessionEnded();
  });

  const lead = () =>
    readEventStream(
      {
        onSeen: (id) => {
          setLastSeenEventId(id);
          tell({ type: 'seen', id });
        },
        onMessage: (message) => {
          apply(message);
          tell({ type: 'change', message });
        },
        onStatus: (up) => {
          setStatus(queryClient, up);
          tell({ type: 'status', up });
        },
        onSessionEnded: () => {
          sessionEnded();
          tell({ type: 'session-ended' });
        },
      },
      { signal: stop.signal },
    );

  if (channel && typeof navigator.locks?.request === 'function') {
    tell({ type: 'status?' });
    navigator.locks
      .request(name, { signal: stop.signal }, async () => {
        leading = true;
        await lead();
        leading = false;
      })
      // Aborted while waiting for the lock: this tab closed or signed out.
      .catch(() => {});
  } else {
    void lead();
  }
  return () => {
    stop.abort();
    channel?.close();
    setLiveUpdatesUp(false);
    setLastSeenEventId(undefined);
  };
}
