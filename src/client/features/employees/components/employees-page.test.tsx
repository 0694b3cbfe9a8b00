import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sentRequests } from '#tooling/test-client/api-handlers.ts';
import {
  cardOf,
  MANAGER,
  RETIRED,
  renderEmployees,
  sentSearches,
} from '#tooling/test-client/employees-page.tsx';
import { NoopResizeObserver, OFFICE, PLUMBER, toastTexts } from '#tooling/test-client/fixtures.ts';

beforeEach(() => {
  // jsdom has none; Radix's switch measures its thumb with one.
  vi.stubGlobal('ResizeObserver', NoopResizeObserver);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const DENIED = 'Access Denied: Only management can access the employee page.';

describe('/employees for anyone but management', () => {
  it('says access is denied once, asks nothing about employees, and goes home after a second', async () => {
    vi.useFakeTimers();
    const { location } = renderEmployees(OFFICE);
    expect(screen.getByRole('alert').textContent).toContain('Only management can access the employee page.');
    expect(toastTexts()).toEqual([DENIED]);
    await act(() => vi.advanceTimersByTimeAsync(999));
    expect(location()).toBe('/employees');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(location()).toBe('/');
    expect(screen.getByText('Home')).toBeTruthy();
    expect(toastTexts()).toEqual([DENIED]);
    expect(sentRequests.filter((request) => request.url.pathname.startsWith('/api/employees'))).toEqual([]);
  });

  it('turns a technician away too', () => {
    renderEmployees(PLUMBER);
    expect(screen.getByRole('heading', { level: 1, name: 'Access Denied' })).toBeTruthy();
  });
});

describe('/employees for management', () => {
  it('shows every employee as a card with contact links, type, status and workload', async () => {
    renderEmployees(MANAGER);
    expect(await screen.findByText('4 employees')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Employees' })).toBeTruthy();
    const tech = within(cardOf(PLUMBER.id));
    expect(tech.getByRole('heading', { name: 'Carlos Mendez' })).toBeTruthy();
    expect(tech.getByText('Tech')).toBeTruthy();
    expect(tech.getByRole('link', { name: 'carlos@demo.test' }).getAttribute('href')).toBe(
      'mailto:carlos@demo.test',
    );
    expect(tech.getByRole('link', { name: '+1 555 201 9988' }).getAttribute('href')).toBe('tel:+15552019988');
    expect(tech.queryByText('Inactive')).toBeNull();
    expect(tech.getByRole('switch', { name: 'Active' }).getAttribute('aria-checked')).toBe('true');

    const bar = await tech.findByRole('progressbar', { name: 'Carlos Mendez: open and in-progress tasks' });
    expect(bar.getAttribute('aria-valuenow')).toBe('6');
    expect(bar.querySelector('[data-tone]')?.getAttribute('data-tone')).toBe('yellow');
    expect(tech.getByText('6 / 10 open or in progress')).toBeTruthy();
    const office = within(cardOf(OFFICE.id)).getByRole('progressbar');
    expect(office.querySelector('[data-tone]')?.getAttribute('data-tone')).toBe('blue');

    const manager = within(cardOf(MANAGER.id));
    expect(manager.getByText(/Management/).textContent).toBe('Management · Operations Manager');

    const retired = within(cardOf(RETIRED.id));
    expect(retired.getByText('Inactive')).toBeTruthy();
    expect(retired.getByRole('switch', { name: 'Inactive' }).getAttribute('aria-checked')).toBe('false');
    expect(retired.queryByRole('progressbar')).toBeNull();
  });

  it('links Manage to the employee in the admin panel and Add Employee to the panel', async () => {
    renderEmployees(MANAGER);
    await screen.findByText('4 employees');
    const manage = within(cardOf(PLUMBER.id)).getByRole('link', { name: 'Manage Carlos Mendez' });
    expect(manage.getAttribute('href')).toBe(`/admin?employeeId=${PLUMBER.id}`);
    expect(screen.getByRole('link', { name: 'Add Employee' }).getAttribute('href')).toBe('/admin');
  });

  it('searches on the server once typing pauses, keeps it in the URL, and clears an empty result', async () => {
    const { location, user } = renderEmployees(MANAGER);
    await screen.findByText('4 employees');
    const box = screen.getByRole('searchbox', { name: 'Search employees' });
    expect(box.getAttribute('placeholder')).toBe('Search employees...');

    await user.type(box, 'office');
    await waitFor(() => expect(sentSearches()).toContain('office'));
    expect(await screen.findByText('1 employee')).toBeTruthy();
    expect(location()).toBe('/employees?search=office');
    expect(cardOf(PLUMBER.id)).toBeNull();

    await user.clear(box);
    await user.type(box, 'nobody here');
    expect(await screen.findByText('No employees match your search')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(await screen.findByText('4 employees')).toBeTruthy();
    expect(location()).toBe('/employees');
    expect((box as HTMLInputElement).value).toBe('');
  });

  it('reads the search from the URL', async () => {
    renderEmployees(MANAGER, '/employees?search=carlos');
    expect(await screen.findByText('1 employee')).toBeTruthy();
    // StrictMode mounts twice in development, which may ask twice; never without the search.
    expect(new Set(sentSearches())).toEqual(new Set(['carlos']));
  });
});
