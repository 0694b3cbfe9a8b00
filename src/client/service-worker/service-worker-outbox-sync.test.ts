// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { startServiceWorker } from '#tooling/test-client/service-worker-scope.ts';
import { isOutboxSyncMessage, OUTBOX_SYNC_MESSAGE, OUTBOX_SYNC_TAG } from '../lib/outbox-sync-message.ts';

/*
 * Background Sync for the page's offline queue (issue 27): the browser fires the sync the page
 * registered once the connection is back, and the worker tells the portal's windows to send what
 * they queued. What the technician notices: their queued work leaves the phone without them
 * reopening the app or tapping anything.
 */
const ORIGIN = 'https://portal.example';

describe("the offline queue's sync", () => {
  it('tells every open window of the portal to send its queue, one opened before the worker took charge too', async () => {
    const worker = await startServiceWorker(ORIGIN);
    const controlled = worker.openWindow({ controlled: true });
    const openedEarlier = worker.openWindow({ controlled: false });

    expect(await worker.sync(OUTBOX_SYNC_TAG)).toEqual({ extended: true });
    for (const window of [controlled, openedEarlier]) {
      expect(window.messages).toEqual([{ type: OUTBOX_SYNC_MESSAGE }]);
      expect(isOutboxSyncMessage(window.messages[0])).toBe(true);
    }
    // Nothing else is done for it: no request leaves the worker, the page sends the queue itself.
    expect(worker.network.requests).toEqual([]);
  });

  it('with no window open, completes and does nothing more (the queue goes when the app next opens)', async () => {
    const worker = await startServiceWorker(ORIGIN);
    await expect(worker.sync(OUTBOX_SYNC_TAG)).resolves.toEqual({ extended: true });
    expect(worker.network.requests).toEqual([]);
  });

  it("ignores another registration's sync", async () => {
    const worker = await startServiceWorker(ORIGIN);
    const window = worker.openWindow();
    expect(await worker.sync('another-tag')).toEqual({ extended: false });
    expect(window.messages).toEqual([]);
  });
});

describe("isOutboxSyncMessage (the page telling the worker's message from others)", () => {
  it.each([
    [{ type: OUTBOX_SYNC_MESSAGE }, true],
    [{ type: 'forget-saved-answers' }, false],
    [OUTBOX_SYNC_MESSAGE, false],
    [null, false],
    [{}, false],
  ])('%j: %s', (data, expected) => {
    expect(isOutboxSyncMessage(data)).toBe(expected);
  });
});
