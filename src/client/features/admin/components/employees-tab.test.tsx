import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAdmin, sentTableReads, stubMissingBrowserApis } from '#tooling/test-client/admin-panel.tsx';

beforeEach(stubMissingBrowserApis);

// The file's first render on a busy two-core run can take more than findBy's 1 s.
const table = () => screen.findByRole('table', { name: 'Employees' }, { timeout: 5000 });

describe('Employees tab', () => {
  it('lists every employee with email, type, status and an Edit button, one page of 50', async () => {
    renderAdmin();
    const rows = within(await table()).getAllByRole('row');
    // The header, then the five employees.
    expect(rows).toHaveLength(6);
    const carlos = rows.find((row) => row.textContent?.includes('Carlos Mendez')) as HTMLElement;
    expect(within(carlos).getByText('carlos@demo.test')).toBeTruthy();
    expect(within(carlos).getByText('Tech')).toBeTruthy();
    expect(within(carlos).getByText('Active')).toBeTruthy();
    expect(within(carlos).getByRole('button', { name: 'Edit Carlos Mendez' })).toBeTruthy();
    expect(screen.getByText('5 employees')).toBeTruthy();
    expect(sentTableReads()).toEqual([{ limit: '50', offset: '0' }]);
  });

  it('asks the server with the search (once typing rests), the type and the status', async () => {
    const page = renderAdmin();
    await table();
    await page.user.type(screen.getByRole('searchbox', { name: 'Search employees' }), 'carl');
    await waitFor(() =>
      expect(sentTableReads().at(-1)).toEqual({ search: 'carl', limit: '50', offset: '0' }),
    );
    await page.user.selectOptions(screen.getByLabelText('Type'), 'plumber');
    await waitFor(() => expect(sentTableReads().at(-1)).toMatchObject({ search: 'carl', type: 'plumber' }));
    await page.user.selectOptions(screen.getByLabelText('Status'), 'inactive');
    await waitFor(() =>
      expect(sentTableReads().at(-1)).toEqual({
        search: 'carl',
        type: 'plumber',
        active: 'false',
        limit: '50',
        offset: '0',
      }),
    );
    expect(page.search()).toBe('?search=carl&type=plumber&status=inactive');
    await page.user.selectOptions(screen.getByLabelText('Status'), 'active');
    await waitFor(() => expect(sentTableReads().at(-1)).toMatchObject({ active: 'true' }));
  });

  it('reads its filters from the URL and offers every type by its label', async () => {
    renderAdmin('/admin?type=office&status=active');
    await table();
    expect(sentTableReads()).toEqual([{ type: 'office', active: 'true', limit: '50', offset: '0' }]);
    const types = screen.getByLabelText('Type') as HTMLSelectElement;
    expect(Array.from(types.options, (option) => option.text)).toEqual([
      'All',
      'Tech',
      'Office',
      'Admin',
      'Management',
    ]);
    expect(types.value).toBe('office');
  });

  it('pages past 50 employees with offset 50', async () => {
    const { user } = renderAdmin('/admin', { employeeTotal: 75 });
    await table();
    expect(screen.getByText('Page 1 of 2')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(sentTableReads().at(-1)).toEqual({ limit: '50', offset: '50' }));
    expect(await screen.findByText('Page 2 of 2')).toBeTruthy();
  });

  it('shows stacked cards instead of the table on a phone', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: false,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    renderAdmin();
    const cards = await screen.findAllByRole('listitem');
    expect(cards).toHaveLength(5);
    expect(screen.queryByRole('table')).toBeNull();
    expect(within(cards[0] as HTMLElement).getByRole('heading', { name: 'Alex Admin' })).toBeTruthy();
    expect(within(cards[0] as HTMLElement).getByRole('button', { name: 'Edit Alex Admin' })).toBeTruthy();
  });

  it('says why the list is missing, and Retry asks again', async () => {
    // The query client retries once by itself; both attempts fail.
    const { user } = renderAdmin('/admin', { failedTableReads: 2 });
    const alert = await screen.findByRole('alert', {}, { timeout: 4000 });
    expect(alert.textContent).toContain('Server error. Please try again later.');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await table()).toBeTruthy();
    expect(sentTableReads()).toHaveLength(3);
  });
});
