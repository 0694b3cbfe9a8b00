import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '#client/lib/query-client.ts';
import { queryKeys } from '#client/lib/query-keys.ts';
import type { Employee } from '#shared/schemas/employee.ts';
import type { WorkOrderDetail } from '#shared/schemas/work-order.ts';
import { answer, fail, held, sentRequests } from '#tooling/test-client/api-handlers.ts';
import {
  comment,
  currentEmployee,
  OFFICE,
  PLUMBER,
  toastTexts,
  workOrder,
} from '#tooling/test-client/fixtures.ts';
import { server } from '#tooling/test-client/msw-server.ts';
import { renderInPortal } from '#tooling/test-client/render.tsx';
import UpdateTaskDialog from './update-task-dialog.tsx';

const DETAIL = 'GET /api/work-orders/:id';
const PATCH = 'PATCH /api/work-orders/:id';
const COMMENTS = 'POST /api/work-orders/:id/comments';

const task = (fields: Partial<WorkOrderDetail> = {}): WorkOrderDetail => ({
  ...workOrder(42, {
    workOrderId: '48213',
    title: 'Leaking water heater',
    status: 'open',
    priority: 'normal',
  }),
  comments: [],
  questions: [],
  attachmentCount: 0,
  ...fields,
});

/** Work order 42 loads; its PATCH answers the updated title and its comment is saved. */
function answerTask() {
  server.use(
    answer(DETAIL, task()),
    answer(PATCH, task({ title: 'Leaking water heater (updated)' })),
    answer(COMMENTS, comment(7, { workOrderId: 42, type: 'update' }), { status: 201 }),
  );
}

/** What the dialog wrote, in order, as 'METHOD path body'. */
const writes = () =>
  sentRequests
    .filter((request) => request.method !== 'GET')
    .map(
      (request) =>
        `${request.method} ${request.url.pathname}${request.body === undefined ? '' : ` ${JSON.stringify(request.body)}`}`,
    );

/** The dialog for work order 42, with the signed-in employee already known (as in the app's layout). */
function renderDialog(person: Employee = OFFICE) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(queryKeys.currentEmployee, currentEmployee(person));
  const onClose = vi.fn();
  const view = renderInPortal(<UpdateTaskDialog workOrderId={42} onClose={onClose} />, { queryClient });
  return { ...view, onClose };
}

const select = (label: string) => screen.getByRole('combobox', { name: label }) as HTMLSelectElement;
const notes = () => screen.getByRole('textbox', { name: 'Notes' }) as HTMLTextAreaElement;
const submit = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Update Task' }));

async function fillAndSubmit(user: UserEvent, text = 'Parts arrived, starting the repair') {
  await screen.findByRole('textbox', { name: 'Notes' });
  await user.selectOptions(select('Status'), 'in-progress');
  await user.selectOptions(select('Priority'), 'urgent');
  await user.type(notes(), text);
  await submit(user);
}

// User-event waits like a person between steps; on a busy machine a story can outlast 5 s.
describe('UpdateTaskDialog', { timeout: 20_000 }, () => {
  it('says Loading task details... while the task loads', () => {
    server.use(held(DETAIL, task()).handler);
    renderDialog();
    expect(screen.getByRole('dialog', { name: 'Update Task' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Loading task details...');
  });

  it('shows the job number and title, with the current status and priority chosen', async () => {
    answerTask();
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
    answerTask();
    renderDialog(PLUMBER);
    await screen.findByRole('textbox', { name: 'Notes' });
    expect(Array.from(select('Status').options).map((o) => o.textContent)).toEqual([
      'Active',
      'In Progress',
      'On Hold',
    ]);
  });

  it('asks for at least 5 characters of notes and sends nothing', async () => {
    answerTask();
    const { user } = renderDialog();
    await fillAndSubmit(user, 'abcd');
    expect(await screen.findByText('Update notes must be at least 5 characters')).toBeTruthy();
    expect(notes().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(notes());
    expect(writes()).toEqual([]);
  });

  it('sends the change, then the update comment, says Task updated! with the title, and closes', async () => {
    answerTask();
    const { user, onClose } = renderDialog();
    await fillAndSubmit(user, '  Parts arrived, starting the repair  ');
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(writes()).toEqual([
      'PATCH /api/work-orders/42 {"status":"in-progress","priority":"urgent"}',
      'POST /api/work-orders/42/comments {"content":"Parts arrived, starting the repair","type":"update","notifyAdmin":false}',
    ]);
    expect(toastTexts()).toEqual(['Task updated!: Leaking water heater (updated)']);
  });

  it('says Failed to update task and sends no comment when the change fails', async () => {
    answerTask();
    server.use(fail(PATCH, 500, 'Internal server error'));
    const { user, onClose } = renderDialog();
    await fillAndSubmit(user);
    await waitFor(() =>
      expect(toastTexts()).toEqual([
        'Failed to update task: There was an error updating the task. Please try again.',
      ]),
    );
    expect(writes()).toHaveLength(1);
    expect(writes()[0]).toMatch(/^PATCH /);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('keeps the dialog and the notes when the comment fails after the change', async () => {
    answerTask();
    server.use(fail(COMMENTS, 500, 'Internal server error'));
    const { user, onClose } = renderDialog();
    await fillAndSubmit(user);
    await waitFor(() => expect(toastTexts().join(' | ')).toMatch(/^Failed to add update comment: /));
    expect(toastTexts()).toEqual([
      'Failed to add update comment: Server error. Please try again later. The status and priority were saved.',
    ]);
    expect(writes()).toHaveLength(2);
    expect(onClose).not.toHaveBeenCalled();
    expect(notes().value).toBe('Parts arrived, starting the repair');
    expect(screen.getByRole('button', { name: 'Update Task' })).toBeTruthy();
  });

  it('lets a technician note on completed work without reopening it', async () => {
    answerTask();
    server.use(answer(DETAIL, task({ status: 'completed' })));
    const { user, onClose } = renderDialog(PLUMBER);
    await screen.findByRole('textbox', { name: 'Notes' });
    expect(select('Status').disabled).toBe(true);
    expect(screen.getByText('Only office, admin and management can reopen work.')).toBeTruthy();
    await user.type(notes(), 'Customer called, all good');
    await submit(user);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(writes()[0]).toBe('PATCH /api/work-orders/42 {"status":"completed","priority":"normal"}');
  });

  it('says when the task cannot be loaded', async () => {
    server.use(fail(DETAIL, 404, 'Work order not found'));
    renderDialog();
    expect(await screen.findByText('Could not load this task.', {}, { timeout: 4000 })).toBeTruthy();
    expect(screen.getByText('404: Work order not found')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
