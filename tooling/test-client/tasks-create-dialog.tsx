import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, vi } from 'vitest';
import CreateTaskDialog from '#client/features/tasks/create-task/create-task-dialog.tsx';
import { answer, sentBodies } from './api-handlers.ts';
import { employee, NoopResizeObserver, workOrder } from './fixtures.ts';
import { server } from './msw-server.ts';
import { renderInPortal } from './render.tsx';

/** What the Create New Task dialog's tests need beyond the shared core. */

export const CREATE_TASK = 'POST /api/work-orders';
export const UPLOAD = 'POST /api/attachments';

/** The staff in the order the pickers list them; the inactive tech must not be offered. */
const STAFF = [
  employee(1, 'Carlos Mendez', 'plumber'),
  employee(2, 'Priya Natarajan', 'office'),
  employee(3, 'Dana Brooks', 'plumber'),
  { ...employee(4, 'Former Tech', 'plumber'), isActive: false },
];

export const CREATED = workOrder(901, { workOrderId: '48213', title: 'Leaking water heater' });

/** Every test starts with the staff above, a create that succeeds and an upload that succeeds. */
export function setUpCreateTaskTests() {
  beforeEach(() => {
    // jsdom has no ResizeObserver; Radix measures the photo's 'Send full size' checkbox with it.
    vi.stubGlobal('ResizeObserver', NoopResizeObserver);
    server.use(
      answer('GET /api/employees', STAFF),
      answer(CREATE_TASK, CREATED, { status: 201 }),
      answer(
        UPLOAD,
        {
          id: 5,
          workOrderId: 901,
          fileName: 'photo.png',
          fileType: 'image/png',
          fileSize: 9,
          filePath: '/api/attachments/5/download',
          uploadedAt: '2026-11-20T10:00:00.000Z',
          description: null,
          isImage: true,
          hasRenditions: true,
          uploadedBy: null,
        },
        { status: 201 },
      ),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });
}

export function renderDialog() {
  const onClose = vi.fn();
  return { ...renderInPortal(<CreateTaskDialog onClose={onClose} />), onClose };
}

/** A control by its label; required labels carry a visual '*' that is hidden from screen readers. */
export const field = (label: string) =>
  screen.getByLabelText((text) => text.replace(/\*$/, '') === label) as HTMLInputElement;

export async function fillRequired(user: UserEvent) {
  await user.type(field('Job #'), ' 48213 ');
  await user.type(field('Job Name'), 'Leaking water heater');
  await user.type(field('Description'), 'Customer reports water under the tank.');
}

export const submit = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Create Task' }));

export const createBodies = () => sentBodies(CREATE_TASK);
export const uploads = () => sentBodies(UPLOAD) as FormData[];
