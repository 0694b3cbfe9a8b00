import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, useToast } from '../../../components/ui/use-toast.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { UpdateTaskDialog } from './update-task-dialog.tsx';

const TOKEN = `spt1${'E'.repeat(43)}`;
const TASK = {
  id: 42,
  workOrderId: '48213',
  title: 'Leaking water heater',
  status: 'open',
  priority: 'normal',
};

type Reply = { status: number; body: unknown };
const json = (reply: Reply) => new Response(JSON.stringify(reply.body), { status: reply.status });

/** A fake server for work order 42: its detail, PATCH answering `patch`, comments answering `comment`. */
function stubServer({
  detail = { status: 200, body: TASK } as Reply | 'never',
  patch = { status: 200, body: { ...TASK, title: 'Leaking water heater (updated)' } } as Reply,
  comment = { status: 201, body: { id: 7 } } as Reply,
} = {}) {
  const log: string[] = [];
  const fetchSpy = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    log.push(`${method} ${url}${init?.body ? ` ${String(init.body)}` : ''}`);
    if (url === '/api/work-orders/42' && method === 'GET') {
      return detail === 'never' ? new Promise<Response>(() => {}) : json(detail);
    }
    if (url === '/api/work-orders/42' && method === 'PATCH') return json(patch);
    if (url === '/api/work-orders/42/comments' && method === 'POST') return json(comment);
    return json({ status: 200, body: [] });
  });
  vi.stubGlobal('fetch', fetchSpy);
  return { writes: () => log.filter((line) => !line.startsWith('GET ')) };
}

function ToastLog() {
  const { toasts } = useToast();
  const open = toasts.filter((t) => t.open).map((t) => `${t.title}: ${t.description}`);
  return <output data-testid="toasts">{open.join(' | ')}</output>;
}
const toasts = () => screen.getByTestId('toasts').textContent;

function renderDialog(employeeType: string = 'office') {
  const queryClient = createQueryClient();
  queryClient.setQueryData(queryKeys.currentEmployee, { id: 1, name: 'Priya Natarajan', employeeType });
  const onClose = vi.fn();
  render(
    <QueryClientProvider client={queryClient}>
      <UpdateTaskDialog workOrderId={42} onClose={onClose} />
      <ToastLog />
    </QueryClientProvider>,
  );
  return onClose;
}

const select = (label: string) => screen.getByRole('combobox', { name: label }) as HTMLSelectElement;
const notes = () => screen.getByRole('textbox', { name: 'Notes' }) as HTMLTextAreaElement;
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Update Task' }));

async function fillAndSubmit(text = 'Parts arrived, starting the repair') {
  await screen.findByRole('textbox', { name: 'Notes' });
  fireEvent.change(select('Status'), { target: { value: 'in-progress' } });
  fireEvent.change(select('Priority'), { target: { value: 'urgent' } });
  fireEvent.change(notes(), { target: { value: text } });
  submit();
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

describe('UpdateTaskDialog (SPEC 2 item 3, SPEC 5, SPEC 7)', () => {
  it('says Loading task details... while the task loads', () => {
    stubServer({ detail: 'never' });
    renderDialog();
    expect(screen.getByRole('dialog', { name: 'Update Task' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Loading task details...');
  });

  it('shows the job number and title, with the current status and priority chosen', async () => {
    stubServer();
    renderDialog();
    expect(await screen.findByText('#48213')).toBeTruthy();
    expect(screen.getByText('Leaking water heater')).toBeTruthy();
    expect(select('Status').value).toBe('open');
    expect(select('Priority').value).toBe('normal');
    expect(Array.from(select('Status').options).map((o) => o.textContent)).toEqual([
      'Active',
      'In Progress',
      'On Hold',
      'Completed',
    ]);
    expect(Array.from(select('Priority').options).map((o) => o.textContent)).toEqual(['Normal', 'Urgent']);
  });

  it('offers Completed only to office, admin and management', async () => {
    stubServer();
    renderDialog('plumber');
    await screen.findByRole('textbox', { name: 'Notes' });
    expect(Array.from(select('Status').options).map((o) => o.textContent)).toEqual([
      'Active',
      'In Progress',
      'On Hold',
    ]);
  });

  it('asks for at least 5 characters of notes and sends nothing', async () => {
    const server = stubServer();
    renderDialog();
    await fillAndSubmit('abcd');
    expect(await screen.findByText('Update notes must be at least 5 characters')).toBeTruthy();
    expect(notes().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(notes());
    expect(server.writes()).toEqual([]);
  });

  it('sends the change, then the update comment, says Task updated! with the title, and closes', async () => {
    const server = stubServer();
    const onClose = renderDialog();
    await fillAndSubmit('  Parts arrived, starting the repair  ');
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(server.writes()).toEqual([
      'PATCH /api/work-orders/42 {"status":"in-progress","priority":"urgent"}',
      'POST /api/work-orders/42/comments {"text":"Parts arrived, starting the repair","commentType":"update"}',
    ]);
    expect(toasts()).toBe('Task updated!: Leaking water heater (updated)');
  });

  it('says Failed to update task and sends no comment when the change fails', async () => {
    const server = stubServer({ patch: { status: 500, body: { message: 'Internal server error' } } });
    const onClose = renderDialog();
    await fillAndSubmit();
    await waitFor(() =>
      expect(toasts()).toBe('Failed to update task: There was an error updating the task. Please try again.'),
    );
    expect(server.writes()).toHaveLength(1);
    expect(server.writes()[0]).toMatch(/^PATCH /);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('keeps the dialog and the notes when the comment fails after the change', async () => {
    const server = stubServer({ comment: { status: 500, body: { message: 'Internal server error' } } });
    const onClose = renderDialog();
    await fillAndSubmit();
    await waitFor(() => expect(toasts()).toMatch(/^Failed to add update comment: /));
    expect(toasts()).toBe(
      'Failed to add update comment: Server error. Please try again later. The status and priority were saved.',
    );
    expect(server.writes()).toHaveLength(2);
    expect(onClose).not.toHaveBeenCalled();
    expect(notes().value).toBe('Parts arrived, starting the repair');
    expect(screen.getByRole('button', { name: 'Update Task' })).toBeTruthy();
  });

  it('lets a technician note on completed work without reopening it', async () => {
    const server = stubServer({ detail: { status: 200, body: { ...TASK, status: 'completed' } } });
    const onClose = renderDialog('plumber');
    await screen.findByRole('textbox', { name: 'Notes' });
    expect(select('Status').disabled).toBe(true);
    expect(screen.getByText('Only office, admin and management can reopen work.')).toBeTruthy();
    fireEvent.change(notes(), { target: { value: 'Customer called, all good' } });
    submit();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(server.writes()[0]).toBe('PATCH /api/work-orders/42 {"status":"completed","priority":"normal"}');
  });

  it('says when the task cannot be loaded', async () => {
    stubServer({ detail: { status: 404, body: { message: 'Work order not found' } } });
    renderDialog();
    expect(await screen.findByText('Could not load this task.', {}, { timeout: 4000 })).toBeTruthy();
    expect(screen.getByText('404: Work order not found')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
