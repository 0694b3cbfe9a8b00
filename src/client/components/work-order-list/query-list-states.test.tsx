import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type ListQueryState, QueryListStates } from './query-list-states.tsx';

const answered: ListQueryState = {
  isPending: false,
  isError: false,
  data: [1],
  error: null,
  refetch: () => {},
};

function renderStates(query: Partial<ListQueryState>, isEmpty = false) {
  return render(
    <QueryListStates
      query={{ ...answered, ...query }}
      loading={<p>Loading jobs...</p>}
      isEmpty={isEmpty}
      empty={<p>No jobs</p>}
    >
      <p>The list</p>
    </QueryListStates>,
  );
}

describe('QueryListStates', () => {
  it('shows the placeholders until the first answer', () => {
    renderStates({ isPending: true, data: undefined });
    expect(screen.getByText('Loading jobs...')).toBeTruthy();
    expect(screen.queryByText('The list')).toBeNull();
  });

  it('shows the error and a Retry that asks again when nothing could be loaded', async () => {
    const refetch = vi.fn();
    renderStates({ isError: true, data: undefined, error: new Error('Network error'), refetch });
    expect(screen.getByRole('alert').textContent).toContain('Network error');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('keeps the list on screen when a refresh fails after an answer', () => {
    renderStates({ isError: true, error: new Error('Network error') });
    expect(screen.getByText('The list')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the empty state when the answer holds nothing, else the list', () => {
    const { unmount } = renderStates({}, true);
    expect(screen.getByText('No jobs')).toBeTruthy();
    unmount();
    renderStates({});
    expect(screen.getByText('The list')).toBeTruthy();
  });
});
