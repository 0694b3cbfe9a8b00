import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ThemeProvider } from '#client/components/theme/theme-provider.tsx';
import { createQueryClient } from '#client/lib/query-client.ts';
import { queryKeys } from '#client/lib/query-keys.ts';
import type { CurrentEmployee } from '#shared/schemas/employee.ts';
import { currentEmployee, OFFICE } from '#tooling/test-client/fixtures.ts';
import { AUTO_REFRESH_MS, THEME_OWNER_STORAGE_KEY } from './display-preferences.ts';
import { useEmployeePreferences } from './use-employee-preferences.ts';

const me = (fields: Partial<CurrentEmployee> = {}) =>
  currentEmployee(OFFICE, { autoRefresh: false, ...fields });

function Probe() {
  useEmployeePreferences();
  return null;
}

function renderWith(employee: CurrentEmployee) {
  const client = createQueryClient();
  client.setQueryData(queryKeys.currentEmployee, employee);
  const wrap = (children: ReactNode) => (
    <QueryClientProvider client={client}>
      <ThemeProvider>{children}</ThemeProvider>
    </QueryClientProvider>
  );
  const view = render(wrap(<Probe />));
  return { client, rerender: () => view.rerender(wrap(<Probe />)) };
}

beforeEach(() => {
  delete document.documentElement.dataset.density;
  document.documentElement.classList.remove('dark');
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the signed-in employee’s display settings', () => {
  it('applies their saved theme when they first sign in on this device, then leaves the device’s choice', () => {
    renderWith(me({ themePreference: 'dark' }));
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(localStorage.getItem(THEME_OWNER_STORAGE_KEY)).toBe(String(OFFICE.id));
    cleanup();
    // Changed on this device since (the header menu saves it to the server too).
    localStorage.setItem('theme', 'light');
    renderWith(me({ themePreference: 'dark' }));
    expect(document.documentElement.classList.contains('dark')).toBe(false);
  });

  it('turns compact view on and off on the page and in the device copy', () => {
    const { client, rerender } = renderWith(me({ compactView: true }));
    expect(document.documentElement.dataset.density).toBe('compact');
    expect(localStorage.getItem('density')).toBe('compact');
    act(() => client.setQueryData(queryKeys.currentEmployee, me({ compactView: false })));
    rerender();
    expect(document.documentElement.dataset.density).toBe('comfortable');
  });

  it('refetches the lists every 5 minutes only while Auto Refresh is on', async () => {
    vi.useFakeTimers();
    const { client, rerender } = renderWith(me({ autoRefresh: true }));
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    await act(() => vi.advanceTimersByTimeAsync(AUTO_REFRESH_MS));
    expect(invalidate).toHaveBeenCalledWith({ queryKey: queryKeys.workOrders.lists() });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: queryKeys.dashboard.all });
    invalidate.mockClear();
    act(() => client.setQueryData(queryKeys.currentEmployee, me({ autoRefresh: false })));
    rerender();
    await act(() => vi.advanceTimersByTimeAsync(AUTO_REFRESH_MS * 2));
    expect(invalidate).not.toHaveBeenCalled();
  });
});
