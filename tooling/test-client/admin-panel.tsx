import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { vi } from 'vitest';
import { AdminPanel } from '#client/features/admin/components/admin-panel.tsx';
import type { ActivityItem } from '#shared/schemas/activity.ts';
import type { CurrentEmployee, Employee } from '#shared/schemas/employee.ts';
import { answer, failure, sentQueries, sentRequests } from './api-handlers.ts';
import { currentEmployee, EMPLOYEES, employee, NoopResizeObserver } from './fixtures.ts';
import { server } from './msw-server.ts';
import { renderInPortal } from './render.tsx';

/** What the /admin tests need beyond the portal: the staff, a server that keeps them, a render. */

export const ADMIN = employee(1, 'Alex Admin', 'admin');
export const MANAGER = employee(2, 'Morgan Lee', 'management');
const STAFF = [ADMIN, MANAGER, ...EMPLOYEES];
export const CREATED_PASSWORD = 'Tmp-7Qx2-Kp9w-Ld4s';
export const RESET_PASSWORD = 'Tmp-Rs8v-Mn3c-Wy6t';

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

type StaffOptions = {
  /** The total the admin list's X-Total-Count says (the rows are always the staff). */
  employeeTotal?: number;
  /** How many of the admin table's reads (those with a limit) fail with a 500 before they succeed. */
  failedTableReads?: number;
};

/** The employee endpoints as the server answers them, the staff kept across writes; no activity. */
function adminHandlers(me: Employee, { employeeTotal, failedTableReads = 0 }: StaffOptions) {
  let staff = [...STAFF];
  let failuresLeft = failedTableReads;
  const update = (id: number, changes: Partial<Employee>) => {
    staff = staff.map((person) => (person.id === id ? { ...person, ...changes } : person));
    return accountOf(staff.find((person) => person.id === id) as Employee);
  };
  return [
    answer('GET /api/auth/me', accountOf(me)),
    answer(
      'GET /api/employees',
      ({ url }) => {
        if (url.searchParams.has('limit') && failuresLeft-- > 0) return failure(500, 'boom');
        return staff;
      },
      { total: employeeTotal },
    ),
    answer(
      'POST /api/employees',
      ({ body }) => {
        const fields = body as Employee;
        const created = { ...employee(40, fields.name, fields.employeeType), ...fields };
        staff = [...staff, created];
        return { employee: accountOf(created), temporaryPassword: CREATED_PASSWORD };
      },
      { status: 201 },
    ),
    answer('PATCH /api/employees/:id/status', ({ params, body }) =>
      update(Number(params.id), body as Partial<Employee>),
    ),
    answer('POST /api/employees/:id/reset-password', ({ params }) => ({
      employee: update(Number(params.id), {}),
      temporaryPassword: RESET_PASSWORD,
    })),
    answer('PATCH /api/employees/:id', ({ params, body }) =>
      update(Number(params.id), body as Partial<Employee>),
    ),
    answer('GET /api/activity', []),
  ];
}

type AdminOptions = StaffOptions & {
  /** Who is signed in; an admin unless told. */
  me?: Employee;
  /** Handlers that take the place of the staff fake's, e.g. the activity a test shows. */
  handlers?: ReturnType<typeof answer>[];
};

/** /admin as the signed-in layout gives it, the staff fake behind it. */
export function renderAdmin(path = '/admin', { me = ADMIN, handlers = [], ...staff }: AdminOptions = {}) {
  // Within one use() the first handler of a route wins: the test's own come first.
  server.use(...handlers, ...adminHandlers(me, staff));
  const page = renderInPortal(null, { path, routes: [{ path: '/admin', element: <AdminPanel /> }] });
  return { ...page, search: () => new URL(page.location() ?? '', 'http://portal.test').search };
}

/** The writes sent so far, as 'METHOD path' with their bodies. */
export const sentWrites = () =>
  sentRequests
    .filter((request) => request.method !== 'GET')
    .map((request) => ({ call: `${request.method} ${request.url.pathname}`, body: request.body }));

/** The admin table's reads (those with a limit), oldest first. */
export const sentTableReads = () => sentQueries('GET /api/employees').filter((query) => 'limit' in query);

export const sentActivityReads = () => sentQueries('GET /api/activity');

/** jsdom has no ResizeObserver (Radix measures with one), and its scrollTo only logs 'not implemented'. */
export function stubMissingBrowserApis() {
  vi.stubGlobal('ResizeObserver', NoopResizeObserver);
  vi.stubGlobal('scrollTo', vi.fn());
  return () => vi.unstubAllGlobals();
}

/** A form control by its label, whether or not the label carries the required '*'. */
export const field = (container: HTMLElement, label: string) =>
  within(container).getByLabelText((text) => text.replace(/\*$/, '') === label) as HTMLInputElement;

/**
 * The dialog named `name` once its form is in: the employee forms load lazily (their code
 * arrives when the dialog opens), so the dialog shows a skeleton until the Name field exists.
 */
export async function dialogWithForm(name: string) {
  // A file's first dialog on a busy two-core run can take more than findBy's 1 s to load.
  const patience = { timeout: 5000 };
  const dialog = await screen.findByRole('dialog', { name }, patience);
  await within(dialog).findByLabelText((text) => text.replace(/\*$/, '') === 'Name', {}, patience);
  return dialog;
}

/** Sets a field as a person would: picks the option of a select, retypes a text field. */
export async function fillIn(user: UserEvent, container: HTMLElement, label: string, value: string) {
  const control = field(container, label);
  if (control instanceof HTMLSelectElement) return user.selectOptions(control, value);
  await user.clear(control);
  await user.type(control, value);
}
