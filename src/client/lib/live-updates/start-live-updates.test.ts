import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOKEN } from '#tooling/test-client/fixtures.ts';
import { createQueryClient } from '../query-client.ts';
import { lastSeenEventId, setLastSeenEventId } from '../read-memory.ts';
import { setLiveUpdatesUp } from './live-updates-status.ts';
import { startLiveUpdates } from './start-live-updates.ts';

const EMPLOYEE = 7;
const CHANNEL = `portal-live-updates:${EMPLOYEE}`;

/** jsdom has no Web Locks: the browser's, as far as the stream's lock goes. */
const locks = (request: (...args: never[]) => Promise<unknown>) =>
  Object.defineProperty(navigator, 'locks', { configurable: true, value: { request } });

/** Web Locks where this tab waits for ever: another tab holds the stream. */
const anotherTabLeads = () => locks(() => new Promise(() => {}));

/** Web Locks granted at once: this tab holds the stream (the fake API's, ready with id 1). */
const thisTabLeads = () =>
  locks(async (_name: string, _options: unknown, hold: () => Promise<void>) => hold());

/** Another tab of the same employee, as the channel sees it. */
function otherTab() {
  const channel = new BroadcastChannel(CHANNEL);
  const heard: unknown[] = [];
  channel.addEventListener('message', (event) => heard.push((event as MessageEvent).data));
  return { channel, heard };
}

const stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  setLiveUpdatesUp(false);
  Reflect.deleteProperty(navigator, 'locks');
});

describe('the id of the last live-update message, in every tab (issue 39)', () => {
  it('a tab that does not hold the stream takes it from the one that does', async () => {
    anotherTabLeads();
    const leader = otherTab();
    stops.push(startLiveUpdates(EMPLOYEE, createQueryClient()), () => leader.channel.close());
    // On opening, the tab asks how the stream is; the answer says the last id heard too.
    await vi.waitFor(() => expect(leader.heard).toContainEqual({ type: 'status?' }));
    leader.channel.postMessage({ type: 'status', up: true, seen: '40' });
    await vi.waitFor(() => expect(lastSeenEventId()).toBe('40'));
    leader.channel.postMessage({ type: 'seen', id: '41' });
    await vi.waitFor(() => expect(lastSeenEventId()).toBe('41'));
  });

  it('the tab holding the stream records every id, tells the other tabs, and tells a tab that opens', async () => {
    thisTabLeads();
    localStorage.setItem('authToken', TOKEN);
    const follower = otherTab();
    stops.push(startLiveUpdates(EMPLOYEE, createQueryClient()), () => follower.channel.close());
    // The fake API's stream says ready with id 1.
    await vi.waitFor(() => expect(lastSeenEventId()).toBe('1'));
    await vi.waitFor(() => expect(follower.heard).toContainEqual({ type: 'seen', id: '1' }));
    follower.channel.postMessage({ type: 'status?' });
    await vi.waitFor(() => expect(follower.heard).toContainEqual({ type: 'status', up: true, seen: '1' }));
  });

  it('forgets the id when the session’s live updates stop', () => {
    anotherTabLeads();
    const stop = startLiveUpdates(EMPLOYEE, createQueryClient());
    setLastSeenEventId('41');
    stop();
    expect(lastSeenEventId()).toBeUndefined();
  });
});
