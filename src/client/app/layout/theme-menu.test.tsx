import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CurrentEmployee } from '../../../shared/schemas/employee.ts';
import { ThemeProvider } from '../../components/theme/theme-provider.tsx';
import { Toaster } from '../../components/ui/toaster.tsx';
import { dismissToast } from '../../components/ui/use-toast.ts';
import { createQueryClient } from '../../lib/query-client.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { currentEmployee, TOKEN, toastTexts } from '../../testing/fixtures.ts';
import { ThemeMenu } from './theme-menu.tsx';

const ME = currentEmployee();

function stubPatch(status: number) {
  const bodies: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      bodies.push({
        path: new URL(String(input), 'http://portal.test').pathname,
        body: JSON.parse(String(init?.body)),
      });
      const body = status === 200 ? { ...ME, themePreference: 'dark' } : { message: 'Server error' };
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    }),
  );
  return bodies;
}

function renderMenu() {
  const client = createQueryClient();
  client.setQueryData(queryKeys.currentEmployee, ME);
  render(
    <QueryClientProvider client={client}>
      <ThemeProvider>
        <ThemeMenu />
      </ThemeProvider>
      <Toaster />
    </QueryClientProvider>,
  );
  return client;
}

async function choose(label: string) {
  fireEvent.keyDown(screen.getByRole('button', { name: 'Theme: System' }), { key: 'Enter' });
  fireEvent.click(await screen.findByRole('menuitemradio', { name: label }));
}

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('authToken', TOKEN);
});
afterEach(() => {
  dismissToast();
  cleanup();
  vi.unstubAllGlobals();
});

describe('the header theme menu', () => {
  // First in this file, so the menu's code has not been loaded by an earlier test.
  it('paints a plain menu button, and a click made before the menu code arrived opens it', async () => {
    stubPatch(200);
    renderMenu();
    const trigger = screen.getByRole('button', { name: 'Theme: System' });
    expect(trigger.getAttribute('aria-haspopup')).toBe('menu');
    fireEvent.click(trigger);
    expect(screen.queryByRole('menu')).toBeNull();
    expect(await screen.findByRole('menuitemradio', { name: 'Dark' })).toBeTruthy();
    expect(screen.getByRole('menuitemradio', { name: 'System' }).getAttribute('aria-checked')).toBe('true');
  });

  it('applies the choice at once and saves it to the account', async () => {
    const requests = stubPatch(200);
    const client = renderMenu();
    await choose('Dark');
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    await waitFor(() =>
      expect(requests).toEqual([{ path: `/api/employees/${ME.id}`, body: { themePreference: 'dark' } }]),
    );
    await waitFor(() =>
      expect(client.getQueryData<CurrentEmployee>(queryKeys.currentEmployee)?.themePreference).toBe('dark'),
    );
  });

  it('keeps the theme on this device and says so when the account could not be updated', async () => {
    stubPatch(500);
    renderMenu();
    await choose('Dark');
    expect(await screen.findByText('Theme not saved')).toBeTruthy();
    expect(toastTexts()).toContain(
      'Theme not saved: It applies on this device; your account keeps the previous theme.',
    );
    expect(localStorage.getItem('theme')).toBe('dark');
  });
});
