import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, failure } from '#tooling/test-client/api-handlers.ts';
import { server } from '#tooling/test-client/msw-server.ts';
import {
  CREATE_TASK,
  createBodies,
  field,
  fillRequired,
  renderDialog,
  setUpCreateTaskTests,
  submit,
} from '#tooling/test-client/tasks-create-dialog.tsx';

setUpCreateTaskTests();

// Typing a whole form key by key takes a while on a busy machine.
describe('Create Task: the customer and the due date (issue 23)', { timeout: 30_000 }, () => {
  it('sends the customer fields and the due day as the end of that day, UTC', async () => {
    const { user, onClose } = renderDialog();
    await fillRequired(user);
    await user.type(field('Customer Name'), 'Jane Smith');
    await user.type(field('Customer Phone'), '(555) 201-3344');
    await user.type(field('Customer Email'), 'jane@example.com');
    await user.type(field('Address'), '12 Elm St');
    await user.type(field('City'), 'Springfield');
    await user.type(field('Due Date'), '2026-12-04');
    await submit(user);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(createBodies()[0]).toMatchObject({
      customerName: 'Jane Smith',
      customerPhone: '(555) 201-3344',
      customerEmail: 'jane@example.com',
      location: '12 Elm St',
      city: 'Springfield',
      dueDate: '2026-12-04T23:59:59.000Z',
    });
  });

  it('refuses a bad phone and email under their fields, in the server’s words, and sends nothing', async () => {
    const { user, onClose } = renderDialog();
    await fillRequired(user);
    await user.type(field('Customer Phone'), '555-12');
    await user.type(field('Customer Email'), 'jane@');
    await submit(user);
    expect(await screen.findByText('Customer phone must have 7 to 15 digits')).toBeTruthy();
    expect(screen.getByText('Customer email must be an email address such as name@example.com')).toBeTruthy();
    expect(field('Customer Phone').getAttribute('aria-invalid')).toBe('true');
    expect(createBodies()).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('shows a field error the server gives under that field', async () => {
    server.use(
      answer(CREATE_TASK, () =>
        failure(400, 'Customer phone must have 7 to 15 digits', {
          errors: [{ field: 'customerPhone', message: 'Customer phone must have 7 to 15 digits' }],
        }),
      ),
    );
    const { user } = renderDialog();
    await fillRequired(user);
    await user.type(field('Customer Phone'), '555-201-3344');
    await submit(user);
    await waitFor(() => expect(field('Customer Phone').getAttribute('aria-invalid')).toBe('true'));
    expect(document.activeElement).toBe(field('Customer Phone'));
    const describedBy = field('Customer Phone').getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe('Customer phone must have 7 to 15 digits');
  });
});
