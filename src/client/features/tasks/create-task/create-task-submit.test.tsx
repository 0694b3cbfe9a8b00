import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  chooseFile,
  fillRequired,
  renderDialog,
  setUpCreateTaskTests,
  stubServer,
  submit,
  toasts,
  type,
} from './create-task-test-kit.tsx';

setUpCreateTaskTests();

describe('Create Task submit (SPEC 7 POST /api/work-orders, SPEC 8 toasts)', () => {
  it('sends the task without blank fields, with the tech and the chosen employees, then closes', async () => {
    const server = stubServer();
    const onClose = renderDialog();
    fillRequired();
    await waitFor(() =>
      expect((screen.getByLabelText('Assigned Tech') as HTMLSelectElement).options).toHaveLength(4),
    );
    fireEvent.change(screen.getByLabelText('Assigned Tech'), { target: { value: '3' } });
    fireEvent.click(screen.getByLabelText('Assigned Employees'));
    fireEvent.click(screen.getByRole('checkbox', { name: /Priya Natarajan/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /Carlos Mendez/ }));
    submit();
    expect(await screen.findByRole('button', { name: 'Creating...' })).toBeTruthy();
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(server.createBodies()).toEqual([
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
    expect(server.uploads()).toEqual([]);
    expect(toasts()).toBe('Task created successfully: #48213 Leaking water heater');
  });

  it('sends the chosen priority, status, type, date and texts', async () => {
    const server = stubServer();
    const onClose = renderDialog();
    fillRequired();
    fireEvent.change(screen.getByLabelText('Priority'), { target: { value: 'urgent' } });
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'in-progress' } });
    fireEvent.change(screen.getByLabelText('Type'), { target: { value: 'need-pics' } });
    type('Last Appointment Date', '2024-03-05');
    type('Notes', 'Gate code 1234');
    type('Link to Dispatch', 'https://dispatch.example/48213');
    submit();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(server.createBodies()[0]).toEqual({
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
    const server = stubServer();
    const onClose = renderDialog();
    fillRequired();
    chooseFile(new File(['png bytes'], 'photo.png', { type: 'image/png' }));
    expect(screen.getByText('photo.png')).toBeTruthy();
    submit();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const uploads = server.uploads();
    expect(uploads).toHaveLength(1);
    const upload = uploads[0] as FormData;
    expect(upload).toBeInstanceOf(FormData);
    expect(upload.get('workOrderId')).toBe('901');
    expect((upload.get('file') as File).name).toBe('photo.png');
    expect(toasts()).toBe('Task created successfully: #48213 Leaking water heater');
  });

  it('keeps the task when the upload fails and says so', async () => {
    stubServer({ upload: { status: 415, body: { message: 'This file type is not allowed.' } } });
    const onClose = renderDialog();
    fillRequired();
    chooseFile(new File(['%PDF'], 'quote.pdf', { type: 'application/pdf' }));
    submit();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(toasts()).toBe(
      'Error uploading file: 415: This file type is not allowed. | Task created successfully: #48213 Leaking water heater',
    );
  });

  it('says Failed to create task with the error, shows field errors and stays open', async () => {
    const server = stubServer({
      create: {
        status: 400,
        body: {
          message: 'Unknown or inactive employee: 3',
          errors: [{ field: 'assignedEmployees', message: 'Unknown or inactive employee: 3' }],
        },
      },
    });
    const onClose = renderDialog();
    fillRequired();
    submit();
    await waitFor(() => expect(toasts()).toBe('Failed to create task: Unknown or inactive employee: 3'));
    expect(screen.getAllByText('Unknown or inactive employee: 3').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Create Task' })).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    expect(server.uploads()).toEqual([]);
  });

  it('reports a duplicate job # with its status code and uploads nothing', async () => {
    const server = stubServer({
      create: { status: 409, body: { message: 'This job # is already used by an open work order' } },
    });
    const onClose = renderDialog();
    fillRequired();
    chooseFile(new File(['png'], 'photo.png', { type: 'image/png' }));
    submit();
    await waitFor(() =>
      expect(toasts()).toBe('Failed to create task: 409: This job # is already used by an open work order'),
    );
    expect(server.uploads()).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();
  });
});
