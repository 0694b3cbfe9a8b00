import { StrictMode } from 'react';
import { EmployeesPage } from '#client/features/employees/components/employees-page.tsx';
import { createQueryClient } from '#client/lib/query-client.ts';
import { queryKeys } from '#client/lib/query-keys.ts';
import type { EmployeeStats } from '#shared/schemas/dashboard.ts';
import type { Employee } from '#shared/schemas/employee.ts';
import { answer, sent } from './api-handlers.ts';
import { currentEmployee, employee, OFFICE, PLUMBER } from './fixtures.ts';
import { server } from './msw-server.ts';
import { renderInPortal } from './render.tsx';

/** What the /employees tests need beyond the portal: the staff, a server that keeps them, a render. */

export const MANAGER = { ...employee(1, 'Morgan Lee', 'management'), title: 'Operations Manager' };
export const RETIRED = { ...employee(9, 'Sam Ortiz', 'plumber'), isActive: false, phone: '(555) 201-3344' };
const STAFF: Employee[] = [MANAGER, { ...PLUMBER, phone: '+1 555 201 9988' }, OFFICE, RETIRED];

const DIRECTORY = 'GET /api/employees';
export const SET_STATUS = 'PATCH /api/employees/:id/status';

function stats(id: number, open: number, inProgress: number): EmployeeStats {
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

/** The staff as the server keeps them: searched by name, email or type; status changes kept. */
function staffHandlers() {
  let staff = [...STAFF];
  return [
    answer(DIRECTORY, ({ url }) => {
      const needle = url.searchParams.get('search')?.toLowerCase() ?? '';
      return staff.filter((entry) =>
        [entry.name, entry.email, entry.employeeType].some((text) => text.toLowerCase().includes(needle)),
      );
    }),
    answer('GET /api/dashboard/employee-stats', [
      stats(MANAGER.id, 0, 0),
      stats(PLUMBER.id, 4, 2),
      stats(OFFICE.id, 2, 1),
    ]),
    answer(SET_STATUS, ({ params, body }) => {
      const id = Number(params.id);
      staff = staff.map((entry) =>
        entry.id === id ? { ...entry, ...(body as { isActive: boolean }) } : entry,
      );
      return currentEmployee(staff.find((entry) => entry.id === id));
    }),
  ];
}

/** The status changes sent so far, by employee id. */
export const sentStatusChanges = () =>
  sent(SET_STATUS).map((request) => ({ id: Number(request.params.id), body: request.body }));

/** The searches the directory was asked for, in order (null: no search). */
export const sentSearches = () => sent(DIRECTORY).map((request) => request.url.searchParams.get('search'));

/** /employees for `me`, signed in (as the layout guarantees), in StrictMode as the app runs. */
export function renderEmployees(me: Employee, path = '/employees') {
  server.use(answer('GET /api/auth/me', currentEmployee(me)), ...staffHandlers());
  const queryClient = createQueryClient();
  queryClient.setQueryData(queryKeys.currentEmployee, currentEmployee(me));
  return renderInPortal(null, {
    path,
    queryClient,
    routes: [
      {
        path: '/employees',
        element: (
          <StrictMode>
            <EmployeesPage />
          </StrictMode>
        ),
      },
      { path: '/', element: <p>Home</p> },
    ],
  });
}

/** The card of an employee by id. */
export const cardOf = (id: number) =>
  document.querySelector(`[data-testid="employee-card"][data-employee-id="${id}"]`) as HTMLElement;
