import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { localDay } from '#shared/domain/paused-job.ts';
import { answer, fail, failure, held } from '#tooling/test-client/api-handlers.ts';
import { toastTexts } from '#tooling/test-client/fixtures.ts';
import { server } from '#tooling/test-client/msw-server.ts';
import {
  CREATE_PAUSED_JOB,
  CREATED,
  createBodies,
  employeesLoaded,
  field,
  fillRequired,
  renderDialog,
  setUpCreatePausedJobTests,
  submit,
  type,
} from '#tooling/test-client/paused-jobs-create-dialog.tsx';

setUpCreatePausedJobTests();

const choose = (user: UserEvent, label: string, value: string) => user.selectOptions(field(label), value);

// Typing a whole form key by key takes a while on a busy machine.
describe('Create Paused Job submit (POST /api/paused-jobs, toasts)', {
  timeout: 40_000,
}, () => {
  it('sends the paused job with the defaults and what was typed, toasts success and closes', async () => {
    const create = held(CREATE_PAUSED_JOB, CREATED);
    server.use(create.handler);
    const { user, onClose } = await renderDialog();
    await employeesLoaded();
    await fillRequired(user);
    await type(user, 'Customer Phone', '555-0100');
    await type(user, 'Original Apt Date', '2026-11-02');
    await type(user, 'Return Apt Date', '2026-12-01');
    await choose(user, 'Pre-Auth Status', 'Submitted');
    await type(user, 'Pre-Auth Amount', '1,234.5');
    await choose(user, 'Authorization Status', 'Partial');
    await type(user, 'OPC Amount', '$250');
    await choose(user, 'RWP Form Status', 'w/ Part');
    await type(user, 'Part 1 Title', 'Flush valve');
    await type(user, 'Part 1 Ordered', '2026-11-03');
    await user.click(screen.getByRole('button', { name: 'Add part' }));
    await type(user, 'Part 2 Title', 'Gasket kit');
    await choose(user, 'Assign Tech', '3');
    await choose(user, 'Office Employee', '2');
    await user.click(screen.getByLabelText('Assigned Employees'));
    await user.click(screen.getByRole('checkbox', { name: /Morgan Lee/ }));
    await type(user, 'Waiting For', ' Flush valve from supplier ');
    await type(user, 'Notes', 'Gate code 1234');
    await submit(user);
    expect(await screen.findByRole('button', { name: 'Creating...' })).toBeTruthy();
    create.release();
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(createBodies()).toEqual([
      {
        jobNumber: '48213',
        jobLastName: 'Smith',
        customerPhone: '555-0100',
        city: 'Springfield',
        location: 'TBD',
        title: 'Smith - 48213',
        description: 'Paused job for Smith\nWaiting for: Flush valve from supplier',
        status: 'on-hold',
        priority: 'normal',
        assignedTo: 3,
        assignedOfficeEmployee: 2,
        assignedEmployees: [6],
        originalAppointmentDate: '2026-11-02',
        lastAppointmentDate: null,
        returnAppointmentDate: '2026-12-01',
        preAuthStatus: 'Submitted',
        preAuthAmount: 1234.5,
        authorizationStatus: 'Partial',
        opcAmount: 250,
        rwpFormStatus: 'w/ Part',
        notes: 'Gate code 1234',
        partTitle1: 'Flush valve',
        partOrdered1: '2026-11-03',
        partETA1: null,
        partReceived1: null,
        partTitle2: 'Gasket kit',
        partOrdered2: null,
        partETA2: null,
        partReceived2: null,
        partOrdered3: null,
        partETA3: null,
        partReceived3: null,
      },
    ]);
    expect(toastTexts()).toEqual(['Paused job created successfully: Smith - 48213']);
  });

  it('keeps a typed description and location, and sends no tech and today when left alone', async () => {
    const { user, onClose } = await renderDialog();
    await fillRequired(user);
    await type(user, 'Location', '12 Elm St');
    await type(user, 'Description', 'Toilet runs constantly');
    await submit(user);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [body] = createBodies();
    expect(body).toMatchObject({
      location: '12 Elm St',
      description: 'Toilet runs constantly',
      assignedTo: null,
      assignedOfficeEmployee: null,
      originalAppointmentDate: localDay(new Date()),
      preAuthStatus: 'N/A',
      authorizationStatus: 'N/A',
      rwpFormStatus: 'N/A',
      preAuthAmount: 0,
      opcAmount: 0,
    });
    expect(body).not.toHaveProperty('workOrderId');
  });

  it('on a 500 says Error / Failed to create paused job and keeps the form as filled', async () => {
    server.use(fail(CREATE_PAUSED_JOB, 500, 'boom'));
    const { user, onClose } = await renderDialog();
    await fillRequired(user);
    await submit(user);
    await waitFor(() => expect(toastTexts()).toEqual(['Error: Failed to create paused job']));
    expect(screen.getByRole('alert').textContent).toBe('Server error. Please try again later.');
    expect(onClose).not.toHaveBeenCalled();
    expect(field('Customer Last Name').value).toBe('Smith');
    expect(screen.getByRole('button', { name: 'Create Paused Job' })).toBeTruthy();
  });

  it('on a 400 shows each field error under its field and focuses the first', async () => {
    server.use(
      answer(CREATE_PAUSED_JOB, () =>
        failure(400, 'Assigned tech must be an active plumber', {
          errors: [
            { field: 'city', message: 'City must be at most 100 characters' },
            { field: 'assignedTo', message: 'Assigned tech must be an active plumber' },
          ],
        }),
      ),
    );
    const { user, onClose } = await renderDialog();
    await fillRequired(user);
    await submit(user);
    await waitFor(() => expect(toastTexts()).toEqual(['Error: Failed to create paused job']));
    const city = field('City');
    expect(document.getElementById(city.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'City must be at most 100 characters',
    );
    expect(document.activeElement).toBe(city);
    const tech = field('Assign Tech');
    expect(tech.getAttribute('aria-invalid')).toBe('true');
    expect(tech.parentElement?.parentElement?.textContent).toContain(
      'Assigned tech must be an active plumber',
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
  });
});
