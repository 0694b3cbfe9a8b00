import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { showOutbox } from '#client/lib/outbox/use-outbox.ts';
import { createQueryClient } from '#client/lib/query-client.ts';
import { queryKeys } from '#client/lib/query-keys.ts';
import type { Comment, WorkOrderDetail } from '#shared/schemas/work-order.ts';
import { answer } from '#tooling/test-client/api-handlers.ts';
import { comment as commentBy, currentEmployee, PLUMBER } from '#tooling/test-client/fixtures.ts';
import { server } from '#tooling/test-client/msw-server.ts';
import { renderInPortal } from '#tooling/test-client/render.tsx';
import { CommentCount, CommentsSection } from './comments-section.tsx';

const comment = (id: number, content: string, extra: Partial<Comment> = {}): Comment =>
  commentBy(id, {
    content,
    createdAt: '2026-03-02T12:00:00Z',
    author: { id: 1, name: 'Carlos Mendez', photo: null },
    ...extra,
  });

const NEWEST = comment(2, 'Status changed to In Progress', { type: 'update' });
const OLDER = comment(1, 'First line\nsecond line', { author: null });

function renderSection(comments: Comment[], queryClient = createQueryClient()) {
  return renderInPortal(<CommentsSection workOrderId={7} comments={comments} />, { queryClient });
}

describe('CommentsSection', () => {
  it('lists comments in the order given (newest first) with author, time, text and the Update tag', () => {
    renderSection([NEWEST, OLDER]);
    const items = within(screen.getByRole('list', { name: 'Comments' })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const [first, second] = items as [HTMLElement, HTMLElement];
    expect(within(first).getByText('Carlos Mendez')).toBeTruthy();
    expect(within(first).getByText('Update')).toBeTruthy();
    expect(within(first).getByText('Status changed to In Progress')).toBeTruthy();
    expect(within(first).getByText(/^Mar 2, 2026, /)).toBeTruthy();
    expect(within(second).getByText('Unknown')).toBeTruthy();
    expect(within(second).queryByText('Update')).toBeNull();
    expect(within(second).getByText(/First line/).textContent).toBe('First line\nsecond line');
  });

  it('says No comments yet when there are none', () => {
    renderSection([]);
    expect(screen.getByText('No comments yet')).toBeTruthy();
  });

  it('puts a new note at the top of the open work order at once', async () => {
    server.use(answer('POST /api/work-orders/:id/comments', comment(3, 'Ordered the part'), { status: 201 }));
    const queryClient = createQueryClient();
    queryClient.setQueryData(queryKeys.workOrders.detail(7), {
      id: 7,
      comments: [NEWEST],
    } as unknown as WorkOrderDetail);
    const { user } = renderSection([NEWEST], queryClient);
    await user.type(
      // The form loads on demand (lazy-add-note-form.tsx); a run's first import of it can take over a second.
      await screen.findByRole('textbox', { name: 'Add Note' }, { timeout: 5000 }),
      'Ordered the part',
    );
    await user.click(screen.getByRole('button', { name: 'Add Note' }));
    await waitFor(() =>
      expect(
        queryClient.getQueryData<WorkOrderDetail>(queryKeys.workOrders.detail(7))?.comments.map((c) => c.id),
      ).toEqual([3, 2]),
    );
  });

  describe('a note written offline, waiting on this phone (ADR 049)', () => {
    const WRITTEN_AT = '2026-03-02T13:30:00.000Z';
    const queuedNote = {
      id: 4,
      key: 'key-4',
      kind: 'note' as const,
      employeeId: PLUMBER.id,
      workOrderId: 7,
      jobLabel: '#7 Leak',
      content: 'Valve seized, needs a new one',
      madeAt: WRITTEN_AT,
      attempts: 0,
    };
    const signedIn = () => {
      const queryClient = createQueryClient();
      queryClient.setQueryData(queryKeys.currentEmployee, currentEmployee(PLUMBER));
      return queryClient;
    };

    it('shows at once among the comments, by its written time, marked Waiting to send, and counts', () => {
      showOutbox([queuedNote]);
      const queryClient = signedIn();
      renderInPortal(
        <>
          <CommentCount workOrderId={7} comments={[NEWEST]} />
          <CommentsSection workOrderId={7} comments={[NEWEST]} />
        </>,
        { queryClient },
      );
      expect(screen.getByText('(2)')).toBeTruthy();
      const [first, second] = within(screen.getByRole('list', { name: 'Comments' })).getAllByRole(
        'listitem',
      ) as [HTMLElement, HTMLElement];
      // Written after the newest comment: first.
      expect(within(first).getByText('Valve seized, needs a new one')).toBeTruthy();
      expect(within(first).getByText('Waiting to send')).toBeTruthy();
      expect(within(first).getByText('Carlos Mendez')).toBeTruthy();
      expect(within(first).getByText(/^Mar 2, 2026, /)).toBeTruthy();
      expect(within(second).queryByText('Waiting to send')).toBeNull();
      showOutbox([]);
    });

    it('becomes the real comment once sent, never shown twice', () => {
      showOutbox([queuedNote]);
      const sentNote = comment(9, 'Valve seized, needs a new one', {
        createdAt: WRITTEN_AT,
        author: { id: PLUMBER.id, name: PLUMBER.name, photo: null },
      });
      renderInPortal(<CommentsSection workOrderId={7} comments={[sentNote, NEWEST]} />, {
        queryClient: signedIn(),
      });
      expect(screen.getAllByText('Valve seized, needs a new one')).toHaveLength(1);
      expect(screen.queryByText('Waiting to send')).toBeNull();
      showOutbox([]);
    });

    it('is not shown on another job', () => {
      showOutbox([{ ...queuedNote, workOrderId: 8 }]);
      renderInPortal(<CommentsSection workOrderId={7} comments={[]} />, { queryClient: signedIn() });
      expect(screen.getByText('No comments yet')).toBeTruthy();
      showOutbox([]);
    });
  });
});
