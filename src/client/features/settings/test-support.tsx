import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, vi } from 'vitest';
import type { CurrentEmployee } from '../../../shared/schemas/employee.ts';
import { settleNotificationSwitches } from '../../../shared/schemas/employee-update.ts';
import { PASSWORD_MESSAGES } from '../../../shared/schemas/password.ts';
import { ThemeProvider } from '../../components/theme/theme-provider.tsx';
import { Toaster } from '../../components/ui/toaster.tsx';
import { dismissToast } from '../../components/ui/use-toast.ts';
import { createQueryClient } from '../../lib/query-client.ts';
import { currentEmployee as accountView, NoopResizeObserver, OFFICE, TOKEN } from '../../testing/fixtures.ts';
import { SettingsPage } from './components/settings-page.tsx';

/** Shared by the /settings tests: a fake server behind `fetch`, and a render. */

export { toastTexts } from '../../testing/fixtures.ts';

export type Reply = { status: number; body: unknown };
type Body = Record<string, unknown>;

const json = ({ status, body }: Reply) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The signed-in office employee as GET /api/auth/me answers. */
export const currentEmployee = (fields: Partial<CurrentEmployee> = {}) => accountView(OFFICE, fields);

export const CURRENT_PASSWORD = 'old-password-1';

/** Answers like the server: a wrong current password is a 400 with a field error. */
function passwordReply(body: Body): Reply {
  if (body.currentPassword !== CURRENT_PASSWORD) {
    const message = PASSWORD_MESSAGES.currentIncorrect;
    return { status: 400, body: { message, errors: [{ field: 'currentPassword', message }] } };
  }
  return { status: 200, body: { message: PASSWORD_MESSAGES.changed } };
}

type ServerOptions = { me?: CurrentEmployee; patch?: (body: Body) => Reply };

/** Stubs fetch; returns the PATCH /api/employees/{id} and change-password requests made. */
export function stubServer({ me = currentEmployee(), patch }: ServerOptions = {}) {
  localStorage.setItem('authToken', TOKEN);
  const patches: { path: string; body: Body }[] = [];
  const passwordChanges: Body[] = [];
  let stored = me;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://portal.test');
      const method = init?.method ?? 'GET';
      const body = () => JSON.parse(String(init?.body)) as Body;
      if (url.pathname === '/api/auth/me') return json({ status: 200, body: stored });
      if (url.pathname.startsWith('/api/employees/') && method === 'PATCH') {
        patches.push({ path: url.pathname, body: body() });
        if (patch) return json(patch(body()));
        stored = settleNotificationSwitches({ ...stored, ...body() });
        return json({ status: 200, body: stored });
      }
      if (url.pathname === '/api/auth/change-password' && method === 'POST') {
        passwordChanges.push(body());
        const reply = passwordReply(body());
        if (reply.status === 200) stored = { ...stored, mustChangePassword: false };
        return json(reply);
      }
      return json({ status: 404, body: { message: 'not found' } });
    }),
  );
  return { patches, passwordChanges };
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** /settings inside the providers the app gives it (the theme among them). */
export function renderSettings(path = '/settings') {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ThemeProvider>
        <MemoryRouter initialEntries={[path]}>
          <SettingsPage />
          <LocationProbe />
        </MemoryRouter>
        <Toaster />
      </ThemeProvider>
    </QueryClientProvider>,
  );
  return { location: () => screen.getByTestId('location').textContent };
}

export function setUpSettingsTests() {
  beforeEach(() => {
    localStorage.clear();
    document.documentElement.classList.remove('dark');
    // jsdom has none; Radix's switch measures its thumb with one.
    vi.stubGlobal('ResizeObserver', NoopResizeObserver);
  });
  afterEach(() => {
    dismissToast();
    cleanup();
    vi.unstubAllGlobals();
  });
}

export const switchNamed = (name: string) => screen.getByRole('switch', { name }) as HTMLButtonElement;
export const button = (name: string) => screen.getByRole('button', { name });
