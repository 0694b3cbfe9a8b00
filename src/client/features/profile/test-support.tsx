import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, vi } from 'vitest';
import type { CurrentEmployee } from '../../../shared/schemas/employee.ts';
import { settleNotificationSwitches } from '../../../shared/schemas/employee-update.ts';
import { Toaster } from '../../components/ui/toaster.tsx';
import { dismissToast } from '../../components/ui/use-toast.ts';
import { createQueryClient } from '../../lib/query-client.ts';
import { currentEmployee as accountView, NoopResizeObserver, OFFICE, TOKEN } from '../../testing/fixtures.ts';
import { ProfilePage } from './components/profile-page.tsx';

/** Shared by the /profile tests: a fake server behind `fetch`, and a render. */

export { toastTexts } from '../../testing/fixtures.ts';

export type Reply = { status: number; body: unknown };

const json = ({ status, body }: Reply) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The signed-in office employee as GET /api/auth/me answers. */
export const currentEmployee = (fields: Partial<CurrentEmployee> = {}) => accountView(OFFICE, fields);

type ServerOptions = {
  me?: CurrentEmployee;
  /** The PATCH answer; by default the server's: the changes applied, the notification rules settled. */
  patch?: (body: Record<string, unknown>) => Reply | Promise<Reply>;
};

/** Stubs fetch; returns the PATCH /api/employees/{id} requests made (path and body). */
export function stubServer({ me = currentEmployee(), patch }: ServerOptions = {}) {
  localStorage.setItem('authToken', TOKEN);
  const patches: { path: string; body: Record<string, unknown> }[] = [];
  let stored = me;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://portal.test');
      const method = init?.method ?? 'GET';
      if (url.pathname === '/api/auth/me') return json({ status: 200, body: stored });
      if (url.pathname.startsWith('/api/employees/') && method === 'PATCH') {
        const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
        patches.push({ path: url.pathname, body });
        if (patch) return json(await patch(body));
        stored = settleNotificationSwitches({ ...stored, ...body });
        return json({ status: 200, body: stored });
      }
      return json({ status: 404, body: { message: 'not found' } });
    }),
  );
  return { patches };
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** /profile inside the providers the signed-in layout gives it. */
export function renderProfile() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/profile']}>
        <Routes>
          <Route path="/profile" element={<ProfilePage />} />
          <Route path="*" element={<LocationProbe />} />
        </Routes>
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
}

export function setUpProfileTests() {
  beforeEach(() => {
    localStorage.clear();
    // jsdom has none; Radix's switch measures its thumb with one.
    vi.stubGlobal('ResizeObserver', NoopResizeObserver);
  });
  afterEach(() => {
    dismissToast();
    cleanup();
    vi.unstubAllGlobals();
  });
}

/** A deferred answer, to look at the screen while a request is on its way. */
export function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

export const switchNamed = (name: string) => screen.getByRole('switch', { name }) as HTMLButtonElement;
export const fieldNamed = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
