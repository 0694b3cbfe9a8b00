import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { localDay } from '../../../../shared/domain/paused-job.ts';
import {
  employeesLoaded,
  field,
  fillRequired,
  renderDialog,
  setUpCreatePausedJobTests,
  stubServer,
  submit,
  toastTexts,
  type,
} from './create-paused-job-test-kit.tsx';

setUpCreatePausedJobTests();

const choose = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });

describe('Create Paused Job submit (SPEC 3 payload, SPEC 7 POST /api/paused-jobs, SPEC 8 toasts)', () => {
  it('sends the paused job with SPEC 5 defaults and what was typed, toasts success and closes', async () => {
    const server = stubServer();
    const onClose = renderDialog();
    await employeesLoaded();
    fillRequired();
    type('Customer Phone', '555-0100');
    type('Original Apt Date', '2026-11-02');
    type('Return Apt Date', '2026-12-01');
    choose('Pre-Auth Status', 'Submitted');
    type('Pre-Auth Amount', '1,234.5');
    choose('Authorization Status', 'Partial');
    type('OPC Amount', '$250');
    choose('RWP Form Status', 'w/ Part');
    type('Part 1 Title', 'Flush valve');
    type('Part 1 Ordered', '2026-11-03');
    fireEvent.click(screen.getByRole('button', { name: 'Add part' }));
    type('Part 2 Title', 'Gasket kit');
    choose('Assign Tech', '3');
    choose('Office Employee', '2');
    fireEvent.click(screen.getByLabelText('Assigned Employees'));
    fireEvent.click(screen.getByRole('checkbox', { name: /Morgan Lee/ }));
    type('Waiting For', ' Flush valve from supplier ');
    type('Notes', 'Gate code 1234');
    submit();
    expect(await screen.findByRole('button', { name: 'Creating...' })).toBeTruthy();
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(server.createBodies()).toEqual([
      {
        jobNumber: '48213',
        jobLastName: 'Smith',
        customerPhone: '555-0100',
        city: 'Springfield',
        location: 'TBD',
        title: 'Smith - 48213',
        description: 'Paused job for Smith\nWaiting for: Flush valve from supplier',
        status: 'on-hold',
        priority: 'medium',
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
    const server = stubServer();
    const onClose = renderDialog();
    fillRequired();
    type('Location', '12 Elm St');
    type('Description', 'Toilet runs constantly');
    submit();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [body] = server.createBodies();
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
    stubServer({ create: { status: 500, body: { message: 'boom' } } });
    const onClose = renderDialog();
    fillRequired();
    submit();
    await waitFor(() => expect(toastTexts()).toEqual(['Error: Failed to create paused job']));
    expect(screen.getByRole('alert').textContent).toBe('Server error. Please try again later.');
    expect(onClose).not.toHaveBeenCalled();
    expect(field('Customer Last Name').value).toBe('Smith');
    expect(screen.getByRole('button', { name: 'Create Paused Job' })).toBeTruthy();
  });

  it('on a 400 shows each field error under its field and focuses the first', async () => {
    stubServer({
      create: {
        status: 400,
        body: {
          message: 'Assigned tech must be an active plumber',
          errors: [
            { field: 'city', message: 'City must be at most 100 characters' },
            { field: 'assignedTo', message: 'Assigned tech must be an active plumber' },
          ],
        },
      },
    });
    const onClose = renderDialog();
    fillRequired();
    submit();
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
