import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderAdmin, setUpAdminTests, stubServer } from '../test-support.tsx';

setUpAdminTests();

const table = () => screen.findByRole('table', { name: 'Employees' });

describe('Employees tab', () => {
  it('lists every employee with email, type, status and an Edit button, one page of 50', async () => {
    const server = stubServer();
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
    expect(server.tableReads()).toEqual([{ limit: '50', offset: '0' }]);
  });

  it('asks the server with the search (once typing rests), the type and the status', async () => {
    const server = stubServer();
    const page = renderAdmin();
    await table();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search employees' }), {
      target: { value: 'carl' },
    });
    await waitFor(() =>
      expect(server.tableReads().at(-1)).toEqual({ search: 'carl', limit: '50', offset: '0' }),
    );
    fireEvent.change(screen.getByLabelText('Type'), { target: { value: 'plumber' } });
    await waitFor(() =>
      expect(server.tableReads().at(-1)).toMatchObject({ search: 'carl', type: 'plumber' }),
    );
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'inactive' } });
    await waitFor(() =>
      expect(server.tableReads().at(-1)).toEqual({
        search: 'carl',
        type: 'plumber',
        active: 'false',
        limit: '50',
        offset: '0',
      }),
    );
    expect(page.search()).toBe('?search=carl&type=plumber&status=inactive');
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'active' } });
    await waitFor(() => expect(server.tableReads().at(-1)).toMatchObject({ active: 'true' }));
  });

  it('reads its filters from the URL and offers every type by its label', async () => {
    const server = stubServer();
    renderAdmin('/admin?type=office&status=active');
    await table();
    expect(server.tableReads()).toEqual([{ type: 'office', active: 'true', limit: '50', offset: '0' }]);
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
    const server = stubServer({ employeeTotal: 75 });
    renderAdmin();
    await table();
    expect(screen.getByText('Page 1 of 2')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(server.tableReads().at(-1)).toEqual({ limit: '50', offset: '50' }));
    expect(await screen.findByText('Page 2 of 2')).toBeTruthy();
  });

  it('shows stacked cards instead of the table on a phone', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: false,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    stubServer();
    renderAdmin();
    const cards = await screen.findAllByRole('listitem');
    expect(cards).toHaveLength(5);
    expect(screen.queryByRole('table')).toBeNull();
    expect(within(cards[0] as HTMLElement).getByRole('heading', { name: 'Alex Admin' })).toBeTruthy();
    expect(within(cards[0] as HTMLElement).getByRole('button', { name: 'Edit Alex Admin' })).toBeTruthy();
  });

  it('says why the list is missing, and Retry asks again', async () => {
    // The query client retries once by itself; both attempts fail.
    const server = stubServer({ failedTableReads: 2 });
    renderAdmin();
    const alert = await screen.findByRole('alert', {}, { timeout: 4000 });
    expect(alert.textContent).toContain('Server error. Please try again later.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await table()).toBeTruthy();
    expect(server.tableReads()).toHaveLength(3);
  });
});
