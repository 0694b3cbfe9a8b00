import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MANAGER, OFFICE, PLUMBER, renderAdmin, setUpAdminTests, stubServer } from '../test-support.tsx';

setUpAdminTests();

describe('/admin access (PRODUCT "Roles": admin and management)', () => {
  it.each([
    ['office', OFFICE],
    ['a technician', PLUMBER],
  ])('refuses %s without asking the server for anything', async (_, me) => {
    const server = stubServer({ me });
    renderAdmin();
    expect(await screen.findByRole('heading', { name: 'Access Denied', level: 1 })).toBeTruthy();
    expect(screen.getByText('Only admin and management can use the admin panel.')).toBeTruthy();
    // Give any query a chance to start before asserting none did.
    await act(() => new Promise((resolve) => setTimeout(resolve, 30)));
    expect(server.requests).toEqual([]);
    expect(screen.queryByRole('tab')).toBeNull();
  });

  it('shows management the panel with its two tabs, Employees first', async () => {
    const server = stubServer({ me: MANAGER });
    renderAdmin();
    expect(await screen.findByRole('heading', { name: 'Admin Panel', level: 1 })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Employees', selected: true })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Activity Log', selected: false })).toBeTruthy();
    await waitFor(() => expect(server.tableReads()).toHaveLength(1));
  });
});

describe('the tab lives in the URL', () => {
  it('opening Activity Log writes ?tab=activity and loads the log; Employees removes it', async () => {
    const server = stubServer();
    const page = renderAdmin();
    fireEvent.mouseDown(await screen.findByRole('tab', { name: 'Activity Log' }));
    expect(await screen.findByText('No activity matches these filters')).toBeTruthy();
    expect(page.search()).toBe('?tab=activity');
    expect(server.activityReads()).toHaveLength(1);
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Employees' }));
    expect(await screen.findByRole('button', { name: 'Add Employee' })).toBeTruthy();
    expect(page.search()).toBe('');
  });

  it('a reload of ?tab=activity opens the Activity Log', async () => {
    const server = stubServer();
    renderAdmin('/admin?tab=activity');
    expect(await screen.findByRole('tab', { name: 'Activity Log', selected: true })).toBeTruthy();
    await waitFor(() => expect(server.activityReads()).toHaveLength(1));
    expect(server.tableReads()).toEqual([]);
  });
});
