import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import type { Employee } from '../../../../shared/schemas/employee.ts';
import { dismissToast, useToast } from '../../../components/ui/use-toast.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { CreateTaskDialog } from './create-task-dialog.tsx';

// Shared by the create-task dialog tests: a fake server, the dialog with a toast log, form helpers.

const TOKEN = `spt1${'D'.repeat(43)}`;

const employee = (id: number, name: string, employeeType: Employee['employeeType'], isActive = true) =>
  ({
    id,
    name,
    employeeType,
    isActive,
    email: `${id}@demo.test`,
    photo: null,
    colorTheme: 'blue',
  }) as Employee;

const STAFF = [
  employee(1, 'Carlos Mendez', 'plumber'),
  employee(2, 'Priya Natarajan', 'office'),
  employee(3, 'Dana Brooks', 'plumber'),
  employee(4, 'Former Tech', 'plumber', false),
];

type Reply = { status: number; body: unknown };
const json = (reply: Reply) => new Response(JSON.stringify(reply.body), { status: reply.status });
const CREATED = { id: 901, workOrderId: '48213', title: 'Leaking water heater' };

/** A fake server: the staff list, POST /api/work-orders answering `create`, uploads answering `upload`. */
export function stubServer({
  create = { status: 201, body: CREATED } as Reply,
  upload = { status: 201, body: { id: 5, fileName: 'photo.png' } } as Reply,
} = {}) {
  const fetchSpy = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    if (url === '/api/employees' && method === 'GET') return json({ status: 200, body: STAFF });
    if (url === '/api/work-orders' && method === 'POST') return json(create);
    if (url === '/api/attachments' && method === 'POST') return json(upload);
    return json({ status: 200, body: [] });
  });
  vi.stubGlobal('fetch', fetchSpy);
  const calls = (path: string) =>
    fetchSpy.mock.calls.filter(([url, init]) => String(url) === path && init?.method === 'POST');
  return {
    createBodies: () => calls('/api/work-orders').map(([, init]) => JSON.parse(String(init?.body))),
    uploads: () => calls('/api/attachments').map(([, init]) => init?.body as FormData),
  };
}

function ToastLog() {
  const { toasts } = useToast();
  const open = toasts.filter((t) => t.open).map((t) => `${t.title}: ${t.description}`);
  return <output data-testid="toasts">{open.join(' | ')}</output>;
}
export const toasts = () => screen.getByTestId('toasts').textContent;

export function renderDialog() {
  const onClose = vi.fn();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <CreateTaskDialog onClose={onClose} />
      <ToastLog />
    </QueryClientProvider>,
  );
  return onClose;
}

/** A control by its label; required labels carry a visual '*' that is hidden from screen readers. */
export const field = (label: string) =>
  screen.getByLabelText((text) => text.replace(/\*$/, '') === label) as HTMLInputElement;
export const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
export const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Create Task' }));

export function fillRequired() {
  type('Job #', ' 48213 ');
  type('Job Name', 'Leaking water heater');
  type('Description', 'Customer reports water under the tank.');
}

export function chooseFile(file: File) {
  fireEvent.change(field('Attachment'), { target: { files: [file] } });
}

/** Signed in with a well-formed token; toasts, DOM and fetch reset after each test. */
export function setUpCreateTaskTests() {
  beforeEach(() => {
    localStorage.clear();
    localStorage.setItem('authToken', TOKEN);
  });
  afterEach(() => {
    dismissToast();
    cleanup();
    vi.unstubAllGlobals();
  });
}
