import { insertWorkOrder } from '#tooling/test-server/fixtures.ts';
import { uploadAttachment } from './hostile-input-fixtures.ts';
import { asEmployee, type Builders, firstPage, keyed, onOrder } from './hostile-input-valid-request.ts';

/** Valid requests of hostile-input.test.ts: work orders and all under them, paused jobs, the dashboard. */
export const WORK_ORDER_REQUESTS: Builders = {
  'GET /api/work-orders': async (c) =>
    asEmployee(c, {
      query: {
        ...firstPage(),
        search: 'job',
        status: 'open,on-hold',
        priority: 'normal',
        type: 'task',
        assignee: String(c.plumberId),
        sort: '-createdAt',
        lightweight: 'false',
      },
    }),
  'GET /api/work-orders/on-hold': async (c) => asEmployee(c, { query: firstPage() }),
  'GET /api/work-orders-need-follow-up': async (c) => asEmployee(c, { query: firstPage() }),
  'GET /api/work-orders/{id}': async (c) => onOrder(c),
  'POST /api/work-orders': async (c) =>
    asEmployee(c, {
      body: {
        workOrderId: `H${c.fresh()}`,
        title: 'Leaking valve',
        description: 'Replace the valve under the sink',
        type: 'task',
        priority: 'normal',
        status: 'open',
        lastAppointmentDate: '2026-01-15',
        dueDate: '2026-12-01',
        assignedTech: c.plumberId,
        notes: 'Customer works nights',
      },
    }),
  'PATCH /api/work-orders/{id}': async (c) =>
    onOrder(c, {
      // If-Match: * holds for an order that exists, whatever its version now.
      headers: { ...keyed(c), 'if-match': '*' },
      body: { notes: 'Bring the long wrench' },
    }),
  'DELETE /api/work-orders/{id}': async (c, t) =>
    asEmployee(c, {
      path: { id: String((await insertWorkOrder(t.database, { workOrderId: `D${c.fresh()}` })).id) },
    }),
  'GET /api/deleted-work-orders': async (c) => asEmployee(c, { query: firstPage() }),
  'POST /api/deleted-work-orders/{id}/restore': async (c, t) => {
    const deleted = await insertWorkOrder(t.database, {
      workOrderId: `R${c.fresh()}`,
      deletedAt: new Date(),
    });
    return asEmployee(c, { path: { id: String(deleted.id) } });
  },
  'POST /api/paused-jobs': async (c) =>
    asEmployee(c, {
      body: {
        jobNumber: `PJ${c.fresh()}`,
        jobLastName: 'Garcia',
        originalAppointmentDate: '2026-11-02',
        city: 'Springfield',
        partTitle1: 'Cartridge',
        partOrdered1: '2026-11-03',
        preAuthAmount: '$120.00',
      },
    }),
  'GET /api/work-orders/{id}/activity': async (c) => onOrder(c, { query: firstPage() }),
  'GET /api/activity': async (c) =>
    asEmployee(c, {
      query: {
        ...firstPage(),
        employeeId: String(c.employeeId),
        workOrderId: String(c.orderId),
        workOrder: c.jobNumber,
        action: 'updated',
        entityType: 'work_order',
        from: '2026-01-01',
        to: '2026-12-31T23:59:59Z',
      },
    }),
  'GET /api/work-orders/{id}/assignments': async (c) => onOrder(c),
  'GET /api/work-orders/{id}/assigned-employees': async (c) => onOrder(c),
  'POST /api/work-orders/{id}/assign': async (c) => onOrder(c, { body: { employeeId: c.colleagueId } }),
  'POST /api/work-orders/{id}/unassign': async (c) => onOrder(c, { body: { employeeId: c.colleagueId } }),
  'GET /api/work-orders/{id}/attachments': async (c) => onOrder(c, { query: firstPage() }),
  'POST /api/attachments': async (c) =>
    asEmployee(c, {
      headers: keyed(c),
      multipart: true,
      body: { workOrderId: String(c.orderId), description: 'Photo of the leak' },
    }),
  'GET /api/attachments/{id}/file': async (c) =>
    asEmployee(c, { path: { id: String(c.attachmentId) }, query: { inline: '1' } }),
  'DELETE /api/attachments/{id}': async (c, t) =>
    asEmployee(c, { path: { id: String(await uploadAttachment(t.app, c.headers, c.orderId)) } }),
  'GET /api/work-orders/{id}/comments': async (c) => onOrder(c, { query: firstPage() }),
  'POST /api/work-orders/{id}/comments': async (c) =>
    onOrder(c, {
      headers: keyed(c),
      body: { content: 'Valve is on order', type: 'note', notifyAdmin: false },
    }),
  'GET /api/work-orders/{id}/questions': async (c) => onOrder(c),
  'POST /api/work-orders/{id}/questions': async (c) =>
    onOrder(c, { body: { question: 'Is the shut-off valve accessible?' } }),
  'PATCH /api/work-orders/{id}/questions/{questionId}': async (c) =>
    asEmployee(c, {
      path: { id: String(c.orderId), questionId: String(c.questionId) },
      body: { answer: 'Yes, under the sink' },
    }),
  'GET /api/dashboard/stats': async (c) => asEmployee(c, { query: { tz: 'America/Chicago' } }),
  'GET /api/dashboard/priority-work-orders': async (c) => asEmployee(c, { query: firstPage() }),
  'GET /api/dashboard/recent-work-orders': async (c) => asEmployee(c, { query: firstPage() }),
  'GET /api/dashboard/employee-stats': async (c) =>
    asEmployee(c, { query: { period: 'week', tz: 'America/Chicago' } }),
};
