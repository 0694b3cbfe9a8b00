import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, vi } from 'vitest';
import type { EmployeeStats } from '../../../shared/schemas/dashboard.ts';
import type { Employee } from '../../../shared/schemas/employee.ts';
import { Toaster } from '../../components/ui/toaster.tsx';
import { dismissToast } from '../../components/ui/use-toast.ts';
import { createQueryClient } from '../../lib/query-client.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import {
  currentEmployee,
  employee,
  NoopResizeObserver,
  OFFICE,
  PLUMBER,
  TOKEN,
} from '../../testing/fixtures.ts';
import { EmployeesPage } from './components/employees-page.tsx';

/** Shared by the /employees component tests: a fake server behind `fetch`, and a render. */

export { OFFICE, PLUMBER, toastTexts } from '../../testing/fixtures.ts';

export const MANAGER = { ...employee(1, 'Morgan Lee', 'management'), title: 'Operations Manager' };
export const RETIRED = { ...employee(9, 'Sam Ortiz', 'plumber'), isActive: false, phone: '(555) 201-3344' };
export const STAFF: Employee[] = [MANAGER, { ...PLUMBER, phone: '+1 555 201 9988' }, OFFICE, RETIRED];

export function stats(id: number, open: number, inProgress: number): EmployeeStats {
  const { name, title, employeeType } = STAFF.find((entry) => entry.id === id) ?? PLUMBER;
  const active = open + inProgress;
  return {
    id,
    name,
    avatar: null,
    title,
    employeeType,
    workload: { open, inProgress, completed: 2, total: active + 2, percentage: Math.min(100, active * 10) },
  };
}

type Reply = { status: number; body: unknown };
type ServerOptions = {
  /** The answer to PATCH /api/employees/{id}/status; by default the employee with the new state. */
  setStatus?: (id: number, body: { isActive: boolean }) => Reply;
};

const json = ({ status, body }: Reply, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

/** Stubs fetch like the real server: the list searched by name, email or type, with its count. */
export function stubServer({ setStatus }: ServerOptions = {}) {
  localStorage.setItem('authToken', TOKEN);
  let staff = [...STAFF];
  const searches: (string | null)[] = [];
  const statusChanges: { id: number; body: unknown }[] = [];
  let statsReads = 0;
  const fetchSpy = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://portal.test');
    const method = init?.method ?? 'GET';
    if (url.pathname === '/api/employees' && method === 'GET') {
      const search = url.searchParams.get('search');
      searches.push(search);
      const needle = search?.toLowerCase() ?? '';
      const rows = staff.filter((entry) =>
        [entry.name, entry.email, entry.employeeType].some((text) => text.toLowerCase().includes(needle)),
      );
      return json({ status: 200, body: rows }, { 'x-total-count': String(rows.length) });
    }
    if (url.pathname === '/api/dashboard/employee-stats') {
      statsReads++;
      return json({ status: 200, body: [stats(1, 0, 0), stats(PLUMBER.id, 4, 2), stats(OFFICE.id, 2, 1)] });
    }
    const match = /^\/api\/employees\/(\d+)\/status$/.exec(url.pathname);
    if (match && method === 'PATCH') {
      const id = Number(match[1]);
      const body = JSON.parse(String(init?.body)) as { isActive: boolean };
      statusChanges.push({ id, body });
      const reply = setStatus?.(id, body) ?? {
        status: 200,
        body: { ...staff.find((e) => e.id === id), ...body },
      };
      if (reply.status === 200)
        staff = staff.map((entry) => (entry.id === id ? { ...entry, ...body } : entry));
      return json(reply);
    }
    return json({ status: 404, body: { message: 'not found' } });
  });
  vi.stubGlobal('fetch', fetchSpy);
  return {
    searches,
    statusChanges,
    statsReads: () => statsReads,
    employeeRequests: () =>
      fetchSpy.mock.calls.filter(([input]) => String(input).startsWith('/api/employees')).length,
  };
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** /employees for `me`, signed in (as the layout guarantees), in StrictMode as the app runs. */
export function renderEmployees(me: Employee, path = '/employees') {
  const queryClient = createQueryClient();
  queryClient.setQueryData(queryKeys.currentEmployee, currentEmployee(me));
  render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/employees" element={<EmployeesPage />} />
            <Route path="/" element={<p>Home</p>} />
          </Routes>
          <LocationProbe />
        </MemoryRouter>
        <Toaster />
      </QueryClientProvider>
    </StrictMode>,
  );
  return { location: () => screen.getByTestId('location').textContent };
}

export function setUpEmployeesTests() {
  beforeEach(() => {
    localStorage.clear();
    vi.stubGlobal('ResizeObserver', NoopResizeObserver);
  });
  afterEach(() => {
    dismissToast();
    cleanup();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });
}

/** The card of an employee by id. */
export const cardOf = (id: number) =>
  document.querySelector(`[data-testid="employee-card"][data-employee-id="${id}"]`) as HTMLElement;
