import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CardList } from './card-list.tsx';

type Row = { id: number; name: string };

/** A list read through a real query, answered by `load` (never, to stay loading). */
function Probe({ load }: { load: () => Promise<{ rows: Row[]; total: number }> }) {
  const query = useQuery({ queryKey: ['rows'], queryFn: load, retry: false });
  return (
    <CardList
      query={query}
      loadingLabel="Loading rows..."
      placeholders={3}
      emptyText="Nothing here"
      moreTemplate="+{count} more rows"
    >
      {(row) => <li>{row.name}</li>}
    </CardList>
  );
}

const show = (load: () => Promise<{ rows: Row[]; total: number }>) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <Probe load={load} />
    </QueryClientProvider>,
  );

describe('CardList', () => {
  it('stands in with its placeholders while loading, named for screen readers', () => {
    show(() => new Promise(() => {}));
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('Loading rows...');
    expect(status.querySelectorAll('[data-slot="skeleton"]')).toHaveLength(3);
  });

  it('lists the rows and says how many more there are', async () => {
    show(async () => ({
      rows: [
        { id: 1, name: 'Burst pipe' },
        { id: 2, name: 'Slab leak' },
      ],
      total: 5,
    }));
    const list = await screen.findByRole('list');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Burst pipe', 'Slab leak']);
    expect(screen.getByText('+3 more rows')).toBeTruthy();
  });

  it('says nothing more when every row is shown', async () => {
    show(async () => ({ rows: [{ id: 1, name: 'Burst pipe' }], total: 1 }));
    await screen.findByRole('list');
    expect(screen.queryByText(/more rows/)).toBeNull();
  });

  it('shows the empty text when there are no rows', async () => {
    show(async () => ({ rows: [], total: 0 }));
    expect(await screen.findByText('Nothing here')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('shows the failure with Retry when the list could not load', async () => {
    show(async () => {
      throw new Error('The server could not be reached.');
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The server could not be reached.');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
