import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PagedRows, type Paging, type RowsPage } from './paged-rows.tsx';

const PAGING: Paging = {
  label: 'Fruit pages',
  pageSize: 2,
  loadingLabel: 'Loading fruit...',
  emptyTitle: 'No fruit',
};

function Fruit({
  load,
  paging = PAGING,
  isEmpty,
}: {
  load: () => Promise<RowsPage<string>>;
  paging?: Paging;
  isEmpty?: (page: RowsPage<string>) => boolean;
}) {
  const query = useQuery({ queryKey: ['fruit'], queryFn: load, retry: false });
  return (
    <PagedRows
      query={query}
      paging={paging}
      page={0}
      onPage={vi.fn()}
      emptyText="Try the market"
      isEmpty={isEmpty}
    >
      {(rows) => (
        <ul>
          {rows.map((row) => (
            <li key={row}>{row}</li>
          ))}
        </ul>
      )}
    </PagedRows>
  );
}

function renderFruit(props: Parameters<typeof Fruit>[0]) {
  const client = new QueryClient();
  return render(
    <QueryClientProvider client={client}>
      <Fruit {...props} />
    </QueryClientProvider>,
  );
}

describe('PagedRows', () => {
  it('says it is loading, then shows the rows and a pager when they fill more than a page', async () => {
    renderFruit({ load: async () => ({ rows: ['apple', 'pear'], total: 3 }) });
    expect(screen.getByRole('status').textContent).toBe('Loading fruit...');
    expect((await screen.findAllByRole('listitem')).map((item) => item.textContent)).toEqual([
      'apple',
      'pear',
    ]);
    expect(screen.getByRole('navigation', { name: 'Fruit pages' }).textContent).toContain('Page 1 of 2');
  });

  it('leaves the pager out when one page holds everything, unless told to show it', async () => {
    const load = async () => ({ rows: ['apple'], total: 1 });
    const { unmount } = renderFruit({ load });
    await screen.findByText('apple');
    expect(screen.queryByRole('navigation')).toBeNull();
    unmount();
    renderFruit({ load, paging: { ...PAGING, alwaysShowPager: true } });
    expect(await screen.findByRole('navigation', { name: 'Fruit pages' })).toBeTruthy();
  });

  it('says there is nothing, with the hint', async () => {
    renderFruit({ load: async () => ({ rows: [], total: 0 }) });
    expect(await screen.findByText('No fruit')).toBeTruthy();
    expect(screen.getByText('Try the market')).toBeTruthy();
  });

  it('lets the caller decide what counts as empty', async () => {
    renderFruit({ load: async () => ({ rows: [], total: 4 }), isEmpty: (page) => page.total === 0 });
    expect(await screen.findByRole('navigation', { name: 'Fruit pages' })).toBeTruthy();
    expect(screen.queryByText('No fruit')).toBeNull();
  });

  it('says why the list is missing, and Retry asks again', async () => {
    const user = userEvent.setup();
    const load = vi.fn().mockRejectedValueOnce(new Error('Server unavailable'));
    load.mockResolvedValueOnce({ rows: ['plum'], total: 1 });
    renderFruit({ load });
    expect(await screen.findByText('Server unavailable')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /retry/i }));
    expect(await screen.findByText('plum')).toBeTruthy();
  });
});
