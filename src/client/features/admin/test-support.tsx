import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, vi } from 'vitest';
import type { ActivityItem } from '../../../shared/schemas/activity.ts';
import type { CurrentEmployee, Employee } from '../../../shared/schemas/employee.ts';
import { Toaster } from '../../components/ui/toaster.tsx';
import { dismissToast } from '../../components/ui/use-toast.ts';
import { createQueryClient } from '../../lib/query-client.ts';
import { currentEmployee, EMPLOYEES, employee, NoopResizeObserver, TOKEN } from '../../testing/fixtures.ts';

export { toastTexts } from '../../testing/fixtures.ts';

import { AdminPanel } from './components/admin-panel.tsx';

/** Shared by the /admin component tests: a fake server behind `fetch`, and a render. */

export { OFFICE, PLUMBER } from '../../testing/fixtures.ts';

export const ADMIN = employee(1, 'Alex Admin', 'admin');
export const MANAGER = employee(2, 'Morgan Lee', 'management');
export const STAFF = [ADMIN, MANAGER, ...EMPLOYEES];
export const CREATED_PASSWORD = 'Tmp-7Qx2-Kp9w-Ld4s';
export const RESET_PASSWORD = 'Tmp-Rs8v-Mn3c-Wy6t';

export type Reply = { status: number; body: unknown };
export type Request = { method: string; path: string; params: URLSearchParams; body: unknown };

export function activityItem(id: number, fields: Partial<ActivityItem> = {}): ActivityItem {
  return {
    id,
    entityType: 'work_order',
    entityId: 9,
    entityLabel: '48213',
    action: 'status_changed',
    field: 'status',
    oldValue: 'open',
    newValue: 'in-progress',
    snapshot: null,
    actor: { id: 7, name: 'Carlos Mendez' },
    createdAt: '2026-11-20T15:05:00.000Z',
    ...fields,
  };
}

/** The account view the server answers writes with. */
const accountOf = (person: Employee): CurrentEmployee => currentEmployee(person, { autoRefresh: false });

type ServerOptions = {
  me?: Employee;
  /** The total the admin list's X-Total-Count says (the rows are always the staff). */
  employeeTotal?: number;
  activity?: (params: URLSearchParams) => { rows: ActivityItem[]; total?: number } | Reply;
  /** How many of the admin table's reads fail with a 500 before they succeed. */
  failedTableReads?: number;
  /** Replaces the server's answer to a write; the default succeeds like the real one. */
  fail?: Partial<Record<'create' | 'update' | 'status' | 'reset', Reply>>;
};

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

/** A stateful fake of the employee and activity endpoints; returns every request made. */
export function stubServer({
  me = ADMIN,
  employeeTotal,
  activity,
  failedTableReads = 0,
  fail = {},
}: ServerOptions = {}) {
  let failuresLeft = failedTableReads;
  localStorage.setItem('authToken', TOKEN);
  let staff = [...STAFF];
  const requests: Request[] = [];
  const update = (id: number, changes: Partial<Employee>) => {
    staff = staff.map((person) => (person.id === id ? { ...person, ...changes } : person));
    return accountOf(staff.find((person) => person.id === id) as Employee);
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://portal.test');
      const method = init?.method ?? 'GET';
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      const path = url.pathname;
      if (path === '/api/auth/me') return json(200, accountOf(me));
      requests.push({ method, path, params: url.searchParams, body });
      const id = Number(/^\/api\/employees\/(\d+)/.exec(path)?.[1]);
      if (path === '/api/employees' && method === 'GET') {
        if (url.searchParams.has('limit') && failuresLeft-- > 0) return json(500, { message: 'boom' });
        return json(200, staff, { 'x-total-count': String(employeeTotal ?? staff.length) });
      }
      if (path === '/api/employees' && method === 'POST') {
        if (fail.create) return json(fail.create.status, fail.create.body);
        const created = { ...employee(40, body.name, body.employeeType), ...body };
        staff = [...staff, created];
        return json(201, { employee: accountOf(created), temporaryPassword: CREATED_PASSWORD });
      }
      if (path.endsWith('/status') && method === 'PATCH') {
        if (fail.status) return json(fail.status.status, fail.status.body);
        return json(200, update(id, body));
      }
      if (path.endsWith('/reset-password') && method === 'POST') {
        if (fail.reset) return json(fail.reset.status, fail.reset.body);
        return json(200, { employee: update(id, {}), temporaryPassword: RESET_PASSWORD });
      }
      if (path.startsWith('/api/employees/') && method === 'PATCH') {
        if (fail.update) return json(fail.update.status, fail.update.body);
        return json(200, update(id, body));
      }
      if (path === '/api/activity') {
        const answer = activity ? activity(url.searchParams) : { rows: [] };
        if ('status' in answer) return json(answer.status, answer.body);
        return json(200, answer.rows, { 'x-total-count': String(answer.total ?? answer.rows.length) });
      }
      return json(404, { message: 'not found' });
    }),
  );
  const reads = (path: string) =>
    requests.filter((request) => request.method === 'GET' && request.path === path);
  return {
    requests,
    /** Requests other than GETs, as 'METHOD path' with their bodies. */
    writes: () =>
      requests
        .filter((request) => request.method !== 'GET')
        .map((request) => ({ call: `${request.method} ${request.path}`, body: request.body })),
    /** The admin table's reads (those with a limit), newest last, as plain objects. */
    tableReads: () =>
      reads('/api/employees')
        .filter((request) => request.params.has('limit'))
        .map((request) => Object.fromEntries(request.params)),
    activityReads: () => reads('/api/activity').map((request) => Object.fromEntries(request.params)),
  };
}

/** A form control by its label, whether or not the label carries the required '*'. */
export const field = (container: HTMLElement, label: string) =>
  within(container).getByLabelText((text) => text.replace(/\*$/, '') === label) as HTMLInputElement;

/**
 * The dialog named `name` once its form is in: the employee forms load lazily (their code
 * arrives when the dialog opens), so the dialog shows a skeleton until the Name field exists.
 */
export async function dialogWithForm(name: string) {
  const dialog = await screen.findByRole('dialog', { name });
  await within(dialog).findByLabelText((text) => text.replace(/\*$/, '') === 'Name');
  return dialog;
}

export const typeInto = (container: HTMLElement, label: string, value: string) =>
  fireEvent.change(field(container, label), { target: { value } });

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.search}</output>;
}

/** /admin inside the providers the signed-in layout gives it; returns the URL's query string. */
export function renderAdmin(path = '/admin') {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/admin" element={<AdminPanel />} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
  return { search: () => screen.getByTestId('location').textContent ?? '' };
}

/** A clean localStorage, jsdom's missing ResizeObserver and scrollTo, and nothing left behind. */
export function setUpAdminTests() {
  beforeEach(() => {
    localStorage.clear();
    vi.stubGlobal('ResizeObserver', NoopResizeObserver);
    vi.stubGlobal('scrollTo', vi.fn());
  });
  afterEach(() => {
    dismissToast();
    cleanup();
    vi.unstubAllGlobals();
  });
}
