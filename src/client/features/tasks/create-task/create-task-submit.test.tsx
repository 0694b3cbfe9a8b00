import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, fail, failure, held } from '#tooling/test-client/api-handlers.ts';
import { toastTexts } from '#tooling/test-client/fixtures.ts';
import { server } from '#tooling/test-client/msw-server.ts';
import {
  CREATE_TASK,
  CREATED,
  createBodies,
  field,
  fillRequired,
  renderDialog,
  setUpCreateTaskTests,
  submit,
  UPLOAD,
  uploads,
} from '#tooling/test-client/tasks-create-dialog.tsx';

setUpCreateTaskTests();

// Typing a whole form key by key takes a while on a busy machine.
describe('Create Task submit (POST /api/work-orders, toasts)', { timeout: 30_000 }, () => {
  it('sends the task without blank fields, with the tech and the chosen employees, then closes', async () => {
    const create = held(CREATE_TASK, CREATED);
    server.use(create.handler);
    const { user, onClose } = renderDialog();
    await fillRequired(user);
    await waitFor(
      () => expect((screen.getByLabelText('Assigned Tech') as HTMLSelectElement).options).toHaveLength(4),
      { timeout: 5000 },
    );
    await user.selectOptions(screen.getByLabelText('Assigned Tech'), '3');
    // The picker loads on demand; its disabled stand-in is replaced once its code is there.
    const picker = () => screen.getByLabelText('Assigned Employees') as HTMLButtonElement;
    await waitFor(() => expect(picker().disabled).toBe(false), { timeout: 5000 });
    await user.click(picker());
    await user.click(await screen.findByRole('checkbox', { name: /Priya Natarajan/ }));
    await user.click(screen.getByRole('checkbox', { name: /Carlos Mendez/ }));
    await submit(user);
    expect(await screen.findByRole('button', { name: 'Creating...' })).toBeTruthy();
    create.release();
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(createBodies()).toEqual([
      {
        workOrderId: '48213',
        title: 'Leaking water heater',
        description: 'Customer reports water under the tank.',
        type: 'task',
        priority: 'normal',
        status: 'open',
        assignedTech: 3,
        assignedEmployees: [2, 1],
      },
    ]);
    expect(uploads()).toEqual([]);
    expect(toastTexts()).toEqual(['Task created successfully: #48213 Leaking water heater']);
  });

  it('sends the chosen priority, status, type, date and texts', async () => {
    const { user, onClose } = renderDialog();
    await fillRequired(user);
    await user.selectOptions(screen.getByLabelText('Priority'), 'urgent');
    await user.selectOptions(screen.getByLabelText('Status'), 'in-progress');
    await user.selectOptions(screen.getByLabelText('Type'), 'need-pics');
    await user.type(field('Last Appointment Date'), '2024-03-05');
    await user.type(field('Notes'), 'Gate code 1234');
    await user.type(field('Link to Dispatch'), 'https://dispatch.example/48213');
    await submit(user);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(createBodies()[0]).toEqual({
      workOrderId: '48213',
      title: 'Leaking water heater',
      description: 'Customer reports water under the tank.',
      type: 'need-pics',
      priority: 'urgent',
      status: 'in-progress',
      lastAppointmentDate: '2024-03-05',
      notes: 'Gate code 1234',
      linkToDispatch: 'https://dispatch.example/48213',
    });
  });

  it('uploads the chosen file to the new task as multipart', async () => {
    const { user, onClose } = renderDialog();
    await fillRequired(user);
    await user.upload(field('Attachment'), new File(['png bytes'], 'photo.png', { type: 'image/png' }));
    expect(screen.getByText('photo.png')).toBeTruthy();
    await submit(user);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const sentUploads = uploads();
    expect(sentUploads).toHaveLength(1);
    const upload = sentUploads[0] as FormData;
    expect(upload).toBeInstanceOf(FormData);
    expect(upload.get('workOrderId')).toBe('901');
    expect((upload.get('file') as File).name).toBe('photo.png');
    expect(toastTexts()).toEqual(['Task created successfully: #48213 Leaking water heater']);
  });

  it('keeps the task when the upload fails and says so', async () => {
    server.use(fail(UPLOAD, 415, 'This file type is not allowed.'));
    const { user, onClose } = renderDialog();
    await fillRequired(user);
    await user.upload(field('Attachment'), new File(['%PDF'], 'quote.pdf', { type: 'application/pdf' }));
    await submit(user);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(toastTexts()).toEqual([
      'Error uploading file: 415: This file type is not allowed.',
      'Task created successfully: #48213 Leaking water heater',
    ]);
  });

  it('says Failed to create task with the error, shows field errors and stays open', async () => {
    server.use(
      answer(CREATE_TASK, () =>
        failure(400, 'Unknown or inactive employee: 3', {
          errors: [{ field: 'assignedEmployees', message: 'Unknown or inactive employee: 3' }],
        }),
      ),
    );
    const { user, onClose } = renderDialog();
    await fillRequired(user);
    await submit(user);
    await waitFor(() =>
      expect(toastTexts()).toEqual(['Failed to create task: Unknown or inactive employee: 3']),
    );
    expect(screen.getAllByText('Unknown or inactive employee: 3').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Create Task' })).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    expect(uploads()).toEqual([]);
  });

  it('reports a duplicate job # with its status code and uploads nothing', async () => {
    server.use(fail(CREATE_TASK, 409, 'This job # is already used by an open work order'));
    const { user, onClose } = renderDialog();
    await fillRequired(user);
    await user.upload(field('Attachment'), new File(['png'], 'photo.png', { type: 'image/png' }));
    await submit(user);
    await waitFor(() =>
      expect(toastTexts()).toEqual([
        'Failed to create task: 409: This job # is already used by an open work order',
      ]),
    );
    expect(uploads()).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();
  });
});
