import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AssignedEmployee } from '#shared/schemas/work-order.ts';
import { answer, fail, sentRequests } from '#tooling/test-client/api-handlers.ts';
import { employee, toastTexts } from '#tooling/test-client/fixtures.ts';
import { server } from '#tooling/test-client/msw-server.ts';
import { renderInPortal } from '#tooling/test-client/render.tsx';
import { TeamAssignmentCard } from './team-assignment-card.tsx';

const ASSIGN = 'POST /api/work-orders/:id/assign';
const UNASSIGN = 'POST /api/work-orders/:id/unassign';

const STAFF = [
  employee(1, 'Carlos Mendez', 'plumber'),
  employee(2, 'Priya Natarajan', 'plumber'),
  { ...employee(3, 'Old Timer', 'plumber'), isActive: false },
];
const assignedCarlos: AssignedEmployee = {
  id: 1,
  name: 'Carlos Mendez',
  photo: null,
  colorTheme: 'blue',
  employeeType: 'plumber',
};

/** What the card sent: [path, body] of each request but the staff list's. */
const writes = () =>
  sentRequests
    .filter((request) => request.method !== 'GET')
    .map((request) => [request.url.pathname, request.body]);

function renderCard(assigned: AssignedEmployee[] = [assignedCarlos]) {
  server.use(answer('GET /api/employees', STAFF));
  return renderInPortal(<TeamAssignmentCard workOrderId={12} assignedEmployees={assigned} />);
}

/** The toasts' titles. */
const toastTitles = () => toastTexts().map((text) => text.split(': ')[0]);

const badges = () =>
  screen.queryByRole('list', { name: 'Assigned employees' })
    ? within(screen.getByRole('list', { name: 'Assigned employees' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent)
    : [];

type User = ReturnType<typeof renderCard>['user'];

async function openPicker(user: User) {
  // The picker loads on demand (a disabled stand-in first), so the trigger is looked up each time.
  const trigger = () => screen.getByRole('button', { name: 'Add team members' }) as HTMLButtonElement;
  await waitFor(() => expect(trigger().disabled).toBe(false), { timeout: 5000 });
  await user.click(trigger());
}

async function pickInPicker(user: User, name: string) {
  await openPicker(user);
  await user.click(screen.getByRole('checkbox', { name: new RegExp(name) }));
}

describe('TeamAssignmentCard', () => {
  it('says No one assigned yet, and offers only active employees', async () => {
    const { user } = renderCard([]);
    expect(screen.getByText('No one assigned yet')).toBeTruthy();
    await openPicker(user);
    expect(screen.getByRole('checkbox', { name: /Priya Natarajan/ })).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: /Old Timer/ })).toBeNull();
  });

  it('assigns an employee picked in the picker', async () => {
    const priya = { ...assignedCarlos, id: 2, name: 'Priya Natarajan' };
    server.use(answer(ASSIGN, [assignedCarlos, priya]));
    const { user } = renderCard();
    await pickInPicker(user, 'Priya Natarajan');
    expect(badges()).toEqual(['CMCarlos Mendez', 'PNPriya Natarajan']);
    await waitFor(() => expect(toastTitles()).toEqual(['Employee assigned']));
    expect(writes()).toEqual([['/api/work-orders/12/assign', { employeeId: 2 }]]);
    expect(badges()).toEqual(['CMCarlos Mendez', 'PNPriya Natarajan']);
  });

  it('unassigns with the badge button named Remove <name>', async () => {
    server.use(answer(UNASSIGN, []));
    const { user } = renderCard();
    await user.click(screen.getByRole('button', { name: 'Remove Carlos Mendez' }));
    await waitFor(() => expect(toastTitles()).toEqual(['Employee unassigned']));
    expect(writes()).toEqual([['/api/work-orders/12/unassign', { employeeId: 1 }]]);
    expect(screen.getByText('No one assigned yet')).toBeTruthy();
  });

  it('puts the badge back and says Unassignment failed when removing fails', async () => {
    server.use(fail(UNASSIGN, 404, 'Work order not found'));
    const { user } = renderCard();
    await user.click(screen.getByRole('button', { name: 'Remove Carlos Mendez' }));
    await waitFor(() => expect(toastTitles()).toEqual(['Unassignment failed']));
    expect(badges()).toEqual(['CMCarlos Mendez']);
  });

  it('drops the new badge and says Assignment failed when assigning fails', async () => {
    server.use(fail(ASSIGN, 400, 'Employee is inactive'));
    const { user } = renderCard();
    await pickInPicker(user, 'Priya Natarajan');
    await waitFor(() => expect(toastTitles()).toEqual(['Assignment failed']));
    expect(badges()).toEqual(['CMCarlos Mendez']);
  });
});

describe('roles on the job', () => {
  it('marks the office employee and the technician among the people on the job', async () => {
    server.use(answer('GET /api/employees', STAFF));
    const office: AssignedEmployee = {
      ...assignedCarlos,
      id: 4,
      name: 'Olive Office',
      employeeType: 'office',
    };
    renderInPortal(
      <TeamAssignmentCard
        workOrderId={12}
        assignedEmployees={[assignedCarlos, office]}
        roles={{ technician: 1, officeEmployee: 4 }}
      />,
    );
    await waitFor(() => expect(badges()).toEqual(['CMCarlos Mendez· Tech', 'OOOlive Office· Office']));
    expect(screen.getByRole('button', { name: 'Remove Olive Office' })).toBeTruthy();
  });
});
