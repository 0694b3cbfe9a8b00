import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertWorkOrder, signedIn } from '#tooling/test-server/fixtures.ts';
import { listeningWithSecondProcess } from '#tooling/test-server/second-handle.ts';
import { createTestApp, type TestApp } from '#tooling/test-server/test-app.ts';
import { employees, sessions } from '../db/schema.ts';
import { hashSessionToken } from '../services/session-tokens.ts';

// Issue 39: each server process takes the sessions it confirmed lately on trust for reads
// (services/session-memory.ts). Over real HTTP, with a second process (its own database handle,
// memory and feed) on the same database, on both engines.
let t: TestApp;
let closeOther: () => Promise<void>;
let otherUrl: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ otherUrl, close: closeOther } = await listeningWithSecondProcess(t));
});
afterAll(async () => {
  await closeOther();
  await t.close();
});

const readThroughOther = async (path: string, headers: Record<string, string>) =>
  (await fetch(`${otherUrl}${path}`, { headers })).status;

/** Until the other process answers `status`: it hears announcements within milliseconds. */
const expectSoon = (path: string, headers: Record<string, string>, status: number) =>
  expect.poll(() => readThroughOther(path, headers), { timeout: 1500, interval: 25 }).toBe(status);

/** Written past every app and with the triggers off: no process hears of it. */
async function endSessionUnannounced(token: string) {
  await t.database.db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.delete(sessions).where(eq(sessions.tokenHash, hashSessionToken(token)));
  });
}

describe('sessions remembered for reads', () => {
  it('takes a confirmed session on trust for reads, and always looks it up for writes', async () => {
    const { token, headers } = await signedIn(t, 'office');
    const list = '/api/work-orders?limit=5';
    expect(await readThroughOther(list, headers)).toBe(200);

    // Ended past every announcement: only the memory still holds it, and only reads use it.
    await endSessionUnannounced(token);
    expect(await readThroughOther(list, headers)).toBe(200);
    const order = await insertWorkOrder(t.database, { title: 'Write after the session ended' });
    const write = await fetch(`${otherUrl}/api/work-orders/${order.id}`, {
      method: 'PATCH',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'Should not be written' }),
    });
    expect(write.status).toBe(401);
  });

  it('forgets a session signed out through another process', async () => {
    const { headers } = await signedIn(t, 'office');
    const list = '/api/work-orders?limit=5';
    expect(await readThroughOther(list, headers)).toBe(200);
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers });
    expect(out.statusCode).toBe(200);
    await expectSoon(list, headers, 401);
  });

  it("forgets a session whose employee's role changed through another process", async () => {
    const { employee, headers } = await signedIn(t, 'admin');
    const activity = '/api/activity?limit=5';
    expect(await readThroughOther(activity, headers)).toBe(200);
    await t.database.db
      .update(employees)
      .set({ employeeType: 'office' })
      .where(eq(employees.id, employee.id));
    await expectSoon(activity, headers, 403);
  });

  it('forgets a session whose employee was given a temporary password', async () => {
    const { employee, headers } = await signedIn(t, 'office');
    const list = '/api/work-orders?limit=5';
    expect(await readThroughOther(list, headers)).toBe(200);
    await t.database.db
      .update(employees)
      .set({ mustChangePassword: true })
      .where(eq(employees.id, employee.id));
    await expectSoon(list, headers, 403);
  });
});
