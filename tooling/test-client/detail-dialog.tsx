import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { preloadPausedJobManagement } from '#client/features/work-order-detail/components/paused-job/lazy-paused-job-management.tsx';
import { WorkOrderDetailDialog } from '#client/features/work-order-detail/components/window/work-order-detail-dialog.tsx';
import { currentEmployeeQuery } from '#client/lib/current-employee.ts';
import type { CurrentEmployee } from '#shared/schemas/employee.ts';
import type { WorkOrderDetail } from '#shared/schemas/work-order.ts';
import { DETAIL_TEXTS } from '#shared/spec-texts/work-texts.ts';
import { answer, type Resolver, sentRequests } from './api-handlers.ts';
import { currentEmployee, NoopResizeObserver, OFFICE, workOrder } from './fixtures.ts';
import { server } from './msw-server.ts';
import { renderInPortal } from './render.tsx';

/** The task detail dialog's tests: an order as GET /api/work-orders/{id} answers it, and the dialog. */

export const DETAIL = 'GET /api/work-orders/:id';
export const PATCH_ORDER = 'PATCH /api/work-orders/:id';

/** Order 5, #48213, 'Leaking water heater', a follow-up, with no comments, questions or files. */
export function sampleOrder(overrides: Partial<WorkOrderDetail> = {}): WorkOrderDetail {
  const {
    commentCount: _count,
    latestComment: _latest,
    ...order
  } = workOrder(5, {
    workOrderId: '48213',
    title: 'Leaking water heater',
    description: 'Water pooling under the tank',
    type: 'follow-up',
    createdAt: '2026-03-01T15:00:00.000Z',
    updatedAt: '2026-03-02T15:00:00.000Z',
  });
  return { ...order, comments: [], questions: [], attachmentCount: 0, ...overrides };
}

/** A paused job (on hold) with the paused-job fields the management section edits. */
export function pausedOrder(overrides: Partial<WorkOrderDetail> = {}): WorkOrderDetail {
  return sampleOrder({
    status: 'on-hold',
    title: 'Alvarez - 48213',
    jobNumber: '48213',
    jobLastName: 'Alvarez',
    pausedAt: '2026-03-01T15:00:00.000Z',
    holdInsights: { daysOnHold: 3, overdueParts: [], readyToReturn: false, waitingOn: [], waitingFor: null },
    ...overrides,
  });
}

/**
 * A server that remembers: each PATCH is applied to the order and answered with the whole order, as
 * the real one does, and later reads answer the changed order. `read` answers GET /api/work-orders/{id}.
 */
export function rememberingServer(order: WorkOrderDetail) {
  let current = order;
  const read: Resolver<typeof DETAIL> = () => current;
  const patch = answer(PATCH_ORDER, ({ body }) => {
    current = { ...current, ...(body as Partial<WorkOrderDetail>) };
    return current;
  });
  return { read, patch };
}

/** What the user's actions sent: every request but the reads, as method, path and JSON body. */
export const writes = () =>
  sentRequests
    .filter((request) => request.method !== 'GET')
    .map(({ method, url, body }) => ({ method, url: `${url.pathname}${url.search}`, body }));

type OpenOptions = { as?: CurrentEmployee['employeeType'] };

/**
 * The task detail dialog of `order` (or what the resolver answers for it), signed in as `as` (office
 * unless told); resolves once the signed-in employee is known.
 */
export async function openDetailDialog(
  order: WorkOrderDetail | Resolver<typeof DETAIL>,
  { as = OFFICE.employeeType }: OpenOptions = {},
) {
  server.use(
    answer(DETAIL, order),
    answer('GET /api/work-orders/:id/attachments', []),
    answer('GET /api/auth/me', currentEmployee({ ...OFFICE, employeeType: as })),
  );
  const onClose = vi.fn();
  // As after the browser's first idle moment: an on-hold job's section renders with the dialog.
  await preloadPausedJobManagement();
  const view = renderInPortal(<WorkOrderDetailDialog workOrderId={5} onClose={onClose} />);
  // The signed-in layout has asked who is signed in before any dialog opens.
  await act(() => view.queryClient.fetchQuery(currentEmployeeQuery()));
  return { ...view, onClose };
}

/** jsdom has no ResizeObserver, which Radix's dialog parts measure with. */
export function setUpDetailDialogTests() {
  beforeEach(() => {
    vi.stubGlobal('ResizeObserver', NoopResizeObserver);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });
}

/** Issue 23: 'Delete Task' is in the dialog's More menu, not in its footer. */
export async function chooseDeleteTask(user: { click: (element: Element) => Promise<void> }) {
  await user.click(await screen.findByRole('button', { name: /^More actions for task #/ }));
  await user.click(await screen.findByRole('menuitem', { name: DETAIL_TEXTS.deleteTask }));
}

/**
 * The footer's Close (ADR 060): the dialog's corner X has the same name, so it is found in the
 * footer.
 */
export function footerClose(): HTMLElement {
  const footer = screen.getByRole('dialog').querySelector<HTMLElement>('[data-slot="dialog-footer"]');
  if (!footer) throw new Error('The detail dialog has no footer');
  return within(footer).getByRole('button', { name: 'Close' });
}
