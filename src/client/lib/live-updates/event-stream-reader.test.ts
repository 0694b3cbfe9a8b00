import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { storeToken } from '../auth-storage.ts';
import { type LiveMessage, readEventStream } from './event-stream-reader.ts';

/** A response whose body is these chunks, then the end (a server that closed the stream). */
const streamOf = (...chunks: string[]) =>
  new Response(
    new ReadableStream({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
        controller.close();
      },
    }),
    { status: 200, headers: { 'content-type': 'text/event-stream' } },
  );

type Call = { token: string | null; lastEventId: string | null };

function recorder(answers: (() => Response | Promise<Response>)[]) {
  const calls: Call[] = [];
  const fetchStub = (async (_url: string, init: RequestInit) => {
    const headers = new Headers(init.headers);
    calls.push({ token: headers.get('x-auth-token'), lastEventId: headers.get('last-event-id') });
    const answer = answers.shift();
    if (!answer) throw new TypeError('Failed to fetch');
    return answer();
  }) as typeof fetch;
  return { calls, fetchStub };
}

beforeEach(() => storeToken('a'.repeat(64)));
afterEach(() => localStorage.clear());

describe('readEventStream', () => {
  it('passes changes on, and reconnects with the last id after a lost stream', async () => {
    const stop = new AbortController();
    const messages: LiveMessage[] = [];
    const statuses: boolean[] = [];
    const seen: string[] = [];
    const { calls, fetchStub } = recorder([
      () =>
        streamOf(
          'id: 5\nevent: ready\ndata: {}\n\n',
          'id: 6\nevent: work-order.changed\ndata: {"kind":"work-order.changed","workOrderId":3}\n\n',
        ),
      () =>
        streamOf(
          'id: 7\nevent: comment.added\ndata: {"kind":"comment.added","workOrderId":3}\n\nid: 7\nevent: ready\ndata: {}\n\n',
        ),
      () => {
        stop.abort();
        throw new DOMException('aborted', 'AbortError');
      },
    ]);
    await readEventStream(
      {
        onMessage: (message) => {
          messages.push(message);
          seen.push(`then ${message.event}`);
        },
        onStatus: (up) => statuses.push(up),
        onSessionEnded: () => statuses.push(false),
        onSeen: (id) => seen.push(id),
      },
      { signal: stop.signal, fetch: fetchStub, retryDelay: () => 0 },
    );
    expect(messages.map((message) => message.event)).toEqual(['work-order.changed', 'comment.added']);
    expect(calls.map((call) => call.lastEventId)).toEqual([null, '6', '7']);
    expect(calls.every((call) => call.token === 'a'.repeat(64))).toBe(true);
    expect(statuses).toEqual([true, false, true, false]);
    // Every id in the order received, the ready messages' too, each before its change is handled.
    expect(seen).toEqual(['5', '6', 'then work-order.changed', '7', 'then comment.added', '7']);
  });

  it('stops for good when the session is refused or ended', async () => {
    let ended = 0;
    const handlers = {
      onMessage: () => {},
      onStatus: () => {},
      onSessionEnded: () => ended++,
      onSeen: () => {},
    };
    const refused = recorder([() => new Response('{}', { status: 401 })]);
    await readEventStream(handlers, { signal: new AbortController().signal, fetch: refused.fetchStub });
    const endedByServer = recorder([
      () => streamOf('id: 1\nevent: ready\ndata: {}\n\nevent: session-ended\ndata: {}\n\n'),
    ]);
    await readEventStream(handlers, { signal: new AbortController().signal, fetch: endedByServer.fetchStub });
    localStorage.clear();
    const signedOut = recorder([]);
    await readEventStream(handlers, { signal: new AbortController().signal, fetch: signedOut.fetchStub });
    expect(ended).toBe(3);
    expect([refused.calls.length, endedByServer.calls.length, signedOut.calls.length]).toEqual([1, 1, 0]);
  });
});
