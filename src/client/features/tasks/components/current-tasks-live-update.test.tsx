import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { liveUpdatesUp } from '#client/lib/live-updates/live-updates-status.ts';
import { useLiveUpdates } from '#client/lib/live-updates/use-live-updates.ts';
import { queryKeys } from '#client/lib/query-keys.ts';
import { answer, sent } from '#tooling/test-client/api-handlers.ts';
import { PLUMBER, workOrder } from '#tooling/test-client/fixtures.ts';
import { server } from '#tooling/test-client/msw-server.ts';
import { renderTasksScreen, setUpListScreenTests, TASK_LIST } from '#tooling/test-client/tasks-screen.tsx';
import { CurrentTasksPage } from './current-tasks-page.tsx';

const onOpenTask = vi.fn();
setUpListScreenTests(onOpenTask);

const ETAG = '"list-v1"';

/** The live-update stream, held open: says ready (id 41), then whatever the test pushes. */
function liveStream() {
  let push = (_text: string) => {};
  server.use(
    http.get('/api/events', () => {
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          push = (text) => controller.enqueue(new TextEncoder().encode(text));
          push('id: 41\nevent: ready\ndata: {}\n\n');
        },
      });
      return new HttpResponse(body, { headers: { 'content-type': 'text/event-stream' } });
    }),
  );
  return (text: string) => push(text);
}

/** The screen as a signed-in session has it: with the live updates the route guard starts. */
function LiveTasks() {
  useLiveUpdates(PLUMBER.id);
  return <CurrentTasksPage onOpenTask={onOpenTask} />;
}

describe('CurrentTasksPage: asked again after a live change (issue 39)', { timeout: 20_000 }, () => {
  it('keeps its rows and total when the server answers 304 Not Modified without a body', async () => {
    const push = liveStream();
    server.use(
      answer(TASK_LIST, ({ request }) =>
        request.headers.get('if-none-match') === ETAG
          ? new HttpResponse(null, { status: 304, headers: { etag: ETAG } })
          : HttpResponse.json([workOrder(1), workOrder(2), workOrder(3)], {
              headers: { etag: ETAG, 'X-Total-Count': '3' },
            }),
      ),
    );
    const { queryClient } = renderTasksScreen('/tasks', [{ path: '/tasks', element: <LiveTasks /> }]);
    expect(await screen.findByRole('heading', { name: 'Leaking valve 3' })).toBeTruthy();
    expect(screen.getByText('3 tasks')).toBeTruthy();
    const [list] = queryClient.getQueryCache().findAll({ queryKey: queryKeys.workOrders.lists() });
    const firstAnswerAt = list?.state.dataUpdatedAt ?? 0;
    // Once the stream is up (its code loads after the first paint), a change to a job the list shows.
    await waitFor(() => expect(liveUpdatesUp()).toBe(true));
    push(
      'id: 42\nevent: work-order.changed\ndata: {"kind":"work-order.changed","workOrderId":1,"statusBefore":"open","statusAfter":"in-progress"}\n\n',
    );

    await waitFor(() => expect(sent(TASK_LIST)).toHaveLength(2));
    const again = sent(TASK_LIST)[1];
    expect(again?.headers.get('if-none-match')).toBe(ETAG);
    expect(again?.headers.get('x-seen-event-id')).toBe('42');
    expect(sent(TASK_LIST)[0]?.headers.get('if-none-match')).toBeNull();
    // The 304 gave the list its kept answer: a success, newer than the first, with the same rows.
    await waitFor(() => expect(list?.state.dataUpdatedAt).toBeGreaterThan(firstAnswerAt));
    expect(list?.state).toMatchObject({ status: 'success', error: null, fetchStatus: 'idle' });
    expect(screen.getByRole('heading', { name: 'Leaking valve 1' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Leaking valve 3' })).toBeTruthy();
    expect(screen.getByText('3 tasks')).toBeTruthy();
  });
});
