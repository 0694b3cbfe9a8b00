import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Employee } from '../../../../shared/schemas/employee.ts';
import type { AssignedEmployee } from '../../../../shared/schemas/work-order.ts';
import { Toaster } from '../../../components/ui/toaster.tsx';
import { dismissToast } from '../../../components/ui/use-toast.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { TeamAssignmentCard } from './team-assignment-card.tsx';

const TOKEN = `spt1${'T'.repeat(43)}`;

const person = (id: number, name: string, isActive = true) =>
  ({ id, name, photo: null, colorTheme: 'blue', employeeType: 'plumber', isActive }) as Employee;
const STAFF = [person(1, 'Carlos Mendez'), person(2, 'Priya Natarajan'), person(3, 'Old Timer', false)];
const assignedCarlos: AssignedEmployee = {
  id: 1,
  name: 'Carlos Mendez',
  photo: null,
  colorTheme: 'blue',
  employeeType: 'plumber',
};

type Reply = { status: number; body: unknown };

function stubServer(writeReply: Reply) {
  const writes: [string, unknown][] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (url === '/api/employees') return new Response(JSON.stringify(STAFF), { status: 200 });
      writes.push([url, JSON.parse(String(init?.body))]);
      return new Response(JSON.stringify(writeReply.body), { status: writeReply.status });
    }),
  );
  return writes;
}

function renderCard(assigned: AssignedEmployee[] = [assignedCarlos]) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <TeamAssignmentCard workOrderId={12} assignedEmployees={assigned} />
      <Toaster />
    </QueryClientProvider>,
  );
}

const toastTexts = () =>
  Array.from(screen.getByRole('region', { name: /notifications/i, hidden: true }).querySelectorAll('li')).map(
    (li) => li.querySelector('[data-slot="toast-title"]')?.textContent,
  );

const badges = () =>
  screen.queryByRole('list', { name: 'Assigned employees' })
    ? within(screen.getByRole('list', { name: 'Assigned employees' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent)
    : [];

async function openPicker() {
  const trigger = screen.getByRole('button', { name: 'Add team members' }) as HTMLButtonElement;
  await waitFor(() => expect(trigger.disabled).toBe(false));
  fireEvent.click(trigger);
}

async function pickInPicker(name: string) {
  await openPicker();
  fireEvent.click(screen.getByRole('checkbox', { name: new RegExp(name) }));
}

beforeEach(() => localStorage.setItem('authToken', TOKEN));

afterEach(() => {
  dismissToast();
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('TeamAssignmentCard', () => {
  it('says No one assigned yet, and offers only active employees', async () => {
    stubServer({ status: 200, body: [] });
    renderCard([]);
    expect(screen.getByText('No one assigned yet')).toBeTruthy();
    await openPicker();
    expect(screen.getByRole('checkbox', { name: /Priya Natarajan/ })).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: /Old Timer/ })).toBeNull();
  });

  it('assigns an employee picked in the picker', async () => {
    const priya = { ...assignedCarlos, id: 2, name: 'Priya Natarajan' };
    const writes = stubServer({ status: 200, body: [assignedCarlos, priya] });
    renderCard();
    await pickInPicker('Priya Natarajan');
    expect(badges()).toEqual(['CMCarlos Mendez', 'PNPriya Natarajan']);
    await waitFor(() => expect(toastTexts()).toEqual(['Employee assigned']));
    expect(writes).toEqual([['/api/work-orders/12/assign', { employeeId: 2 }]]);
    expect(badges()).toEqual(['CMCarlos Mendez', 'PNPriya Natarajan']);
  });

  it('unassigns with the badge button named Remove <name>', async () => {
    const writes = stubServer({ status: 200, body: [] });
    renderCard();
    fireEvent.click(screen.getByRole('button', { name: 'Remove Carlos Mendez' }));
    await waitFor(() => expect(toastTexts()).toEqual(['Employee unassigned']));
    expect(writes).toEqual([['/api/work-orders/12/unassign', { employeeId: 1 }]]);
    expect(screen.getByText('No one assigned yet')).toBeTruthy();
  });

  it('puts the badge back and says Unassignment failed when removing fails', async () => {
    stubServer({ status: 404, body: { message: 'Work order not found' } });
    renderCard();
    fireEvent.click(screen.getByRole('button', { name: 'Remove Carlos Mendez' }));
    await waitFor(() => expect(toastTexts()).toEqual(['Unassignment failed']));
    expect(badges()).toEqual(['CMCarlos Mendez']);
  });

  it('drops the new badge and says Assignment failed when assigning fails', async () => {
    stubServer({ status: 400, body: { message: 'Employee is inactive' } });
    renderCard();
    await pickInPicker('Priya Natarajan');
    await waitFor(() => expect(toastTexts()).toEqual(['Assignment failed']));
    expect(badges()).toEqual(['CMCarlos Mendez']);
  });
});
