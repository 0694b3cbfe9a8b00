import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import type { CurrentEmployee } from '../../../../shared/schemas/employee.ts';
import type { WorkOrderDetail } from '../../../../shared/schemas/work-order.ts';
import { useToast } from '../../../components/ui/use-toast.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { WorkOrderDetailDialog } from '../components/work-order-detail-dialog.tsx';

// Test helpers of this feature's component tests: a work order, a fake server, a render wrapper.

export const TEST_TOKEN = `spt1${'D'.repeat(43)}`;

export function sampleOrder(overrides: Partial<WorkOrderDetail> = {}): WorkOrderDetail {
  const nulls = Object.fromEntries(
    [
      'jobNumber',
      'jobLastName',
      'customerName',
      'customerPhone',
      'customerEmail',
      'notes',
      'dueDate',
      'location',
      'city',
      'office',
      'techAssigned',
      'externalJobNumber',
      'followUpReason',
      'assignedTo',
      'assignedOfficeEmployee',
      'lastViewed',
      'lastAppointmentDate',
      'originalAppointmentDate',
      'returnAppointmentDate',
      'linkToDispatch',
      'preAuthStatus',
      'preAuthAmount',
      'authorizationStatus',
      'opcAmount',
      'rwpFormStatus',
      'partTitle1',
      'partOrdered1',
      'partETA1',
      'partReceived1',
      'partTitle2',
      'partOrdered2',
      'partETA2',
      'partReceived2',
      'partTitle3',
      'partOrdered3',
      'partETA3',
      'partReceived3',
      'pausedAt',
      'completedAt',
      'createdBy',
      'holdInsights',
    ].map((key) => [key, null]),
  );
  return {
    ...nulls,
    id: 5,
    workOrderId: '48213',
    title: 'Leaking water heater',
    description: 'Water pooling under the tank',
    status: 'open',
    priority: 'normal',
    type: 'follow-up',
    createdAt: '2026-03-01T15:00:00.000Z',
    updatedAt: '2026-03-02T15:00:00.000Z',
    assignedEmployees: [],
    comments: [],
    questions: [],
    attachmentCount: 0,
    ...overrides,
  } as WorkOrderDetail;
}

export type Reply = { status?: number; body?: unknown };
type Handler = Reply | ((body: unknown) => Reply | Promise<Reply>);
export type Call = { method: string; url: string; body: unknown };

/**
 * A fake server keyed 'METHOD /path'. Lists the sections fetch on their own answer empty unless
 * a route says otherwise; anything else is a 404.
 */
export function stubApi(routes: Record<string, Handler>) {
  const calls: Call[] = [];
  const fetchSpy = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const url = String(input);
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body;
    calls.push({ method, url, body });
    const handler = routes[`${method} ${url}`];
    let reply: Reply;
    if (handler) reply = typeof handler === 'function' ? await handler(body) : handler;
    else if (method === 'GET' && (url === '/api/employees' || /\/(attachments|assignments)$/.test(url))) {
      reply = { body: [] };
    } else reply = { status: 404, body: { message: 'Work order not found' } };
    return new Response(JSON.stringify(reply.body ?? {}), { status: reply.status ?? 200 });
  });
  vi.stubGlobal('fetch', fetchSpy);
  return {
    calls,
    /** The calls other than the reads of a screen: what the user's actions sent. */
    writes: () => calls.filter((call) => call.method !== 'GET'),
    count: (method: string, url: string) => calls.filter((c) => c.method === method && c.url === url).length,
  };
}

/** The open toasts as 'Title: text', newest first. */
function ToastLog() {
  const { toasts } = useToast();
  return (
    <output data-testid="toasts">
      {toasts
        .filter((t) => t.open)
        .map((t) => `${t.title}: ${t.description}`)
        .join(' | ')}
    </output>
  );
}

export const toastText = () => document.querySelector('[data-testid="toasts"]')?.textContent ?? '';

export function signedInClient(employeeType: CurrentEmployee['employeeType'] = 'office'): QueryClient {
  localStorage.setItem('authToken', TEST_TOKEN);
  const queryClient = createQueryClient();
  queryClient.setQueryData(queryKeys.currentEmployee, {
    id: 1,
    name: 'Priya Natarajan',
    employeeType,
  } as CurrentEmployee);
  return queryClient;
}

export function renderWithClient(ui: ReactNode, queryClient = signedInClient()) {
  const result = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>{ui}</MemoryRouter>
      <ToastLog />
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}

/** A paused job (on hold) with the paused-job fields the management section edits. */
export function pausedOrder(overrides: Partial<WorkOrderDetail> = {}): WorkOrderDetail {
  return sampleOrder({
    status: 'on-hold',
    title: 'Alvarez - 48213',
    jobNumber: '48213',
    jobLastName: 'Alvarez',
    pausedAt: '2026-03-01T15:00:00.000Z',
    holdInsights: { daysOnHold: 3, overdueParts: [], readyToReturn: false, waitingFor: null },
    ...overrides,
  });
}

/** The task detail dialog for order 5, signed in as `employeeType`, over a fake server. */
export function openDetailDialog(
  order: WorkOrderDetail,
  routes: Record<string, Handler> = {},
  employeeType: CurrentEmployee['employeeType'] = 'office',
) {
  const api = stubApi({ 'GET /api/work-orders/5': { body: order }, ...routes });
  const onClose = vi.fn();
  const view = renderWithClient(
    <WorkOrderDetailDialog workOrderId={5} onClose={onClose} />,
    signedInClient(employeeType),
  );
  return { api, onClose, ...view };
}

/** jsdom has no ResizeObserver; some Radix parts measure themselves with one. */
export class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
