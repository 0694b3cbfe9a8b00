import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Comment, WorkOrderDetail } from '../../../../shared/schemas/work-order.ts';
import { dismissToast } from '../../../components/ui/use-toast.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { CommentsSection } from './comments-section.tsx';

const TOKEN = `spt1${'M'.repeat(43)}`;

const comment = (id: number, content: string, extra: Partial<Comment> = {}): Comment => ({
  id,
  workOrderId: 7,
  content,
  text: content,
  type: 'note',
  commentType: 'note',
  notifyAdmin: false,
  createdAt: '2026-03-02T12:00:00Z',
  author: { id: 1, name: 'Carlos Mendez', photo: null },
  ...extra,
});

const NEWEST = comment(2, 'Status changed to In Progress', { type: 'update', commentType: 'update' });
const OLDER = comment(1, 'First line\nsecond line', { author: null });

function renderSection(comments: Comment[], queryClient = createQueryClient()) {
  render(
    <QueryClientProvider client={queryClient}>
      <CommentsSection workOrderId={7} comments={comments} />
    </QueryClientProvider>,
  );
  return queryClient;
}

beforeEach(() => localStorage.setItem('authToken', TOKEN));

afterEach(() => {
  dismissToast();
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('CommentsSection', () => {
  it('lists comments in the order given (newest first) with author, time, text and the Update tag', () => {
    vi.stubGlobal('fetch', vi.fn());
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
    vi.stubGlobal('fetch', vi.fn());
    renderSection([]);
    expect(screen.getByText('No comments yet')).toBeTruthy();
  });

  it('puts a new note at the top of the open work order at once', async () => {
    const created = comment(3, 'Ordered the part');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(created), { status: 201 })),
    );
    const queryClient = createQueryClient();
    queryClient.setQueryData(queryKeys.workOrders.detail(7), {
      id: 7,
      comments: [NEWEST],
    } as unknown as WorkOrderDetail);
    renderSection([NEWEST], queryClient);
    fireEvent.change(await screen.findByRole('textbox', { name: 'Add Note' }), {
      target: { value: 'Ordered the part' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add Note' }));
    await waitFor(() =>
      expect(
        queryClient.getQueryData<WorkOrderDetail>(queryKeys.workOrders.detail(7))?.comments.map((c) => c.id),
      ).toEqual([3, 2]),
    );
  });
});
