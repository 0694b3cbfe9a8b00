import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '#server/db/client.ts';
import type { Visit } from '#shared/schemas/visit.ts';
import type { WorkOrder } from '#shared/schemas/work-order.ts';
import { insertWorkOrder, signedIn } from '#tooling/test-server/fixtures.ts';
import { createTestApp, insertEmployee, type TestApp } from '#tooling/test-server/test-app.ts';
import { at, schedule, send } from '#tooling/test-server/visit-fixtures.ts';

/** ADR 064, Compatibility: the old date fields follow the visits, and a PATCH of the return date moves them. */
let t: TestApp;
let office: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  office = (await signedIn(t, 'office')).headers;
});
afterAll(async () => {
  await t.close();
});

const plumber = (name: string) => insertEmployee(t.database, { employeeType: 'plumber', name });
async function patchOrder(id: number, payload: object): Promise<WorkOrder> {
  const response = await send(t, office, 'PATCH', `/api/work-orders/${id}`, payload);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as WorkOrder;
}
async function visitsOf(workOrderId: number): Promise<Visit[]> {
  const response = await send(
    t,
    office,
    'GET',
    `/api/visits?from=2026-11-20T00:00:00Z&to=2026-12-31T00:00:00Z&workOrderId=${workOrderId}`,
  );
  return (response.json() as { visits: Visit[] }).visits;
}

describe('PATCH /api/work-orders/{id} with returnAppointmentDate', () => {
  it('creates a visit 08:00–10:00 led by the order’s technician, then moves it keeping its clock time', async () => {
    const carlos = await plumber('Carlos Mendez');
    const order = await insertWorkOrder(t.database, { status: 'on-hold', assignedTo: carlos.id });
    expect((await patchOrder(order.id, { returnAppointmentDate: '2026-12-01' })).returnAppointmentDate).toBe(
      '2026-12-01',
    );
    const [made] = await visitsOf(order.id);
    expect(made).toMatchObject({
      startsAt: at('2026-12-01', '08:00'),
      endsAt: at('2026-12-01', '10:00'),
      windowEnd: at('2026-12-01', '10:00'),
      technicians: [{ id: carlos.id, role: 'lead' }],
    });
    // The dispatcher moves it to 13:00; the date field then moves it to the 3rd at 13:00.
    await send(t, office, 'PATCH', `/api/visits/${made?.id}`, {
      version: 1,
      startsAt: at('2026-12-01', '13:00'),
    });
    const moved = await patchOrder(order.id, { returnAppointmentDate: '2026-12-03' });
    expect(moved.returnAppointmentDate).toBe('2026-12-03');
    expect((await visitsOf(order.id)).map((visit) => [visit.id, visit.startsAt, visit.status])).toEqual([
      [made?.id, at('2026-12-03', '13:00'), 'scheduled'],
    ]);
  });

  it('makes the visit without a technician when theirs is busy, and null cancels the visit to come', async () => {
    const ana = await plumber('Ana Ruiz');
    const other = await insertWorkOrder(t.database);
    await schedule(t, office, {
      workOrderId: other.id,
      leadId: ana.id,
      startsAt: at('2026-12-02', '09:00'),
      endsAt: at('2026-12-02', '11:00'),
    });
    const order = await insertWorkOrder(t.database, { assignedTo: ana.id });
    await patchOrder(order.id, { returnAppointmentDate: '2026-12-02' });
    const [made] = await visitsOf(order.id);
    expect(made?.technicians).toEqual([]);
    const cleared = await patchOrder(order.id, { returnAppointmentDate: null });
    expect(cleared.returnAppointmentDate).toBeNull();
    expect((await visitsOf(order.id)).map((visit) => visit.status)).toEqual(['cancelled']);
  });

  it('the fields on GET reflect the visits: first, latest begun and next to come', async () => {
    const ben = await plumber('Ben Okafor');
    const order = await insertWorkOrder(t.database);
    const first = await schedule(t, office, {
      workOrderId: order.id,
      leadId: ben.id,
      startsAt: at('2026-12-07', '08:00'),
      endsAt: at('2026-12-07', '09:00'),
    });
    await schedule(t, office, {
      workOrderId: order.id,
      leadId: ben.id,
      startsAt: at('2026-12-09', '08:00'),
      endsAt: at('2026-12-09', '09:00'),
    });
    for (const status of ['on-site', 'not-finished'] as const) {
      const response = await send(t, office, 'POST', `/api/visits/${first.id}/status`, {
        status,
        reason: 'Needs a part',
      });
      expect(response.statusCode, response.body).toBe(200);
    }
    const shown = (await send(t, office, 'GET', `/api/work-orders/${order.id}`)).json() as WorkOrder;
    expect([shown.originalAppointmentDate, shown.lastAppointmentDate, shown.returnAppointmentDate]).toEqual([
      '2026-12-07',
      '2026-12-07',
      '2026-12-09',
    ]);
  });
});

describe('DELETE /api/work-orders/{id}', () => {
  it('cancels the visits still to come, so the hidden job holds no technician’s time', async () => {
    const dee = await plumber('Dee Park');
    const slot = { leadId: dee.id, startsAt: at('2026-12-16', '08:00'), endsAt: at('2026-12-16', '10:00') };
    const doomed = await insertWorkOrder(t.database);
    const visit = await schedule(t, office, { workOrderId: doomed.id, ...slot });
    const deleted = await send(t, office, 'DELETE', `/api/work-orders/${doomed.id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    const other = await insertWorkOrder(t.database);
    await schedule(t, office, { workOrderId: other.id, ...slot });
    const [row] = await queryRows<{ status: string }>(
      t.database.db,
      sql`select status from visits where id = ${visit.id}`,
    );
    expect(row?.status).toBe('cancelled');
  });
});
