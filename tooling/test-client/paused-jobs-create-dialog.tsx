import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { beforeEach, expect, vi } from 'vitest';
import CreatePausedJobDialog from '#client/features/paused-jobs/create-paused-job/create-paused-job-dialog.tsx';
import { HOLD_EXISTING_JOB_TEXTS } from '#shared/spec-texts/work-form-texts.ts';
import { PAUSED_JOB_LIST_TEXTS } from '#shared/spec-texts/work-list-texts.ts';
import { answer, sentBodies } from './api-handlers.ts';
import { employee, workOrder } from './fixtures.ts';
import { server } from './msw-server.ts';
import { renderInPortal } from './render.tsx';

/** What the Create New Paused Job dialog's tests need beyond the shared core. */

export const CREATE_PAUSED_JOB = 'POST /api/paused-jobs';

export const STAFF = [
  employee(1, 'Carlos Mendez', 'plumber'),
  employee(2, 'Priya Natarajan', 'office'),
  employee(3, 'Dana Brooks', 'plumber'),
  { ...employee(4, 'Former Tech', 'plumber'), isActive: false },
  employee(5, 'Alex Admin', 'admin'),
  employee(6, 'Morgan Lee', 'management'),
];

export const CREATED = workOrder(77, {
  workOrderId: 'P1767225600000',
  title: 'Smith - 48213',
  status: 'on-hold',
});

/** Every test starts with the staff above and a create that succeeds. */
export function setUpCreatePausedJobTests() {
  beforeEach(() => {
    server.use(answer('GET /api/employees', STAFF), answer(CREATE_PAUSED_JOB, CREATED, { status: 201 }));
  });
}

/**
 * The dialog at its Create New Paused Job form: it opens on finding an open job to put on hold
 * (issue 23), and these tests are about the form behind 'Create a new paused job'.
 */
export async function renderDialog() {
  const onClose = vi.fn();
  const view = renderInPortal(<CreatePausedJobDialog onClose={onClose} />);
  fireEvent.click(screen.getByRole('button', { name: HOLD_EXISTING_JOB_TEXTS.createNew }));
  // The form is its own chunk, loaded on demand.
  await screen.findByRole('textbox', { name: 'Job Number' }, { timeout: 10_000 });
  return { ...view, onClose };
}

/** A control by its label; required labels carry a visual '*' that is hidden from screen readers. */
export const field = (label: string) =>
  screen.getByLabelText((text) => text.replace(/\*$/, '') === label) as HTMLInputElement;

/** Replaces what a field holds with `value`, typed (an empty value only clears it). */
export async function type(user: UserEvent, label: string, value: string) {
  await user.clear(field(label));
  if (value) await user.type(field(label), value);
}

export const submit = (user: UserEvent) =>
  user.click(screen.getByRole('button', { name: PAUSED_JOB_LIST_TEXTS.create }));

export const optionTexts = (label: string) =>
  Array.from((field(label) as unknown as HTMLSelectElement).options).map((option) => option.textContent);

/** The employee list has arrived (the selects list more than 'None'); a busy machine may take seconds. */
export async function employeesLoaded() {
  await waitFor(() => expect(optionTexts('Assign Tech').length).toBeGreaterThan(1), { timeout: 5000 });
}

export async function fillRequired(user: UserEvent) {
  await type(user, 'Job Number', ' 48213 ');
  await type(user, 'Customer Last Name', 'Smith');
  await type(user, 'City', 'Springfield');
}

export const createBodies = () => sentBodies(CREATE_PAUSED_JOB);
