import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertWorkOrder, signedIn } from '#tooling/test-server/fixtures.ts';
import { createTestApp, type TestApp } from '#tooling/test-server/test-app.ts';

// The office finds a job by the customer's phone number, typed as the caller reads it out, whatever
// spelling the order was saved with.
let t: TestApp;
let headers: Record<string, string>;
let ids: Record<string, number>;

beforeAll(async () => {
  t = await createTestApp();
  headers = (await signedIn(t, 'office')).headers;
  const phones: [string, string, Parameters<typeof insertWorkOrder>[1]][] = [
    ['dashes', '555-466-8684', {}],
    ['spaces', '(555) 466 8684', { status: 'in-progress' }],
    ['country', '+1 555 466 8684', { status: 'on-hold' }],
    ['digits', '5554668684', { status: 'completed' }],
    ['local', '466-8684', {}],
    ['otherArea', '(556) 466-8684', {}],
    ['otherLine', '(555) 466-8685', {}],
    ['none', '', {}],
  ];
  ids = {};
  for (const [index, [name, customerPhone, fields]] of phones.entries()) {
    const row = await insertWorkOrder(t.database, {
      workOrderId: `7${index}01`,
      title: `Call back ${name}`,
      customerPhone: customerPhone || null,
      createdAt: new Date(Date.UTC(2026, 0, 1 + index)),
      ...fields,
    });
    ids[name] = row.id;
  }
  const job = await insertWorkOrder(t.database, { workOrderId: '45465', title: 'Water heater' });
  ids.job = job.id;
});
afterAll(async () => {
  await t.close();
});

async function search(text: string, params: Record<string, string> = {}, path = '/api/work-orders') {
  const url = `${path}?${new URLSearchParams({ search: text, ...params })}`;
  const response = await t.app.inject({ method: 'GET', url, headers });
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  const found = (response.json() as { id: number }[]).map((row) => row.id);
  expect(Number(response.headers['x-total-count']), url).toBe(found.length);
  return found.sort((a, b) => a - b);
}
const idsOf = (...names: string[]) => names.map((name) => ids[name] ?? 0).sort((a, b) => a - b);

describe('searching a customer phone number', () => {
  const sameNumber = ['dashes', 'spaces', 'country', 'digits', 'local'];

  it('finds the number stored in any spelling, typed in full with or without punctuation', async () => {
    for (const typed of [
      '(555) 466-8684',
      '5554668684',
      '555.466.8684',
      '+1 (555) 466-8684',
      '1-555-466-8684',
    ]) {
      expect(await search(typed), typed).toEqual(idsOf(...sameNumber));
    }
  });

  it('finds it by the local seven digits too, whatever the area code', async () => {
    for (const typed of ['466-8684', '4668684', '466 8684']) {
      expect(await search(typed), typed).toEqual(idsOf(...sameNumber, 'otherArea'));
    }
  });

  it('pages, sorts and filters like any search: limit, sort, status, Paused Jobs, completed', async () => {
    expect(await search('(555) 466-8684', { limit: '50' })).toEqual(idsOf(...sameNumber));
    expect(await search('(555) 466-8684', { sort: 'dueDate', limit: '50' })).toEqual(idsOf(...sameNumber));
    expect(await search('5554668684', { sort: 'priority' })).toEqual(idsOf(...sameNumber));
    expect(await search('5554668684', { status: 'open,in-progress', limit: '50' })).toEqual(
      idsOf('dashes', 'spaces', 'local'),
    );
    expect(await search('466-8684', { limit: '50' }, '/api/work-orders/on-hold')).toEqual(idsOf('country'));
    expect(await search('466-8684', { status: 'completed', limit: '50' })).toEqual(idsOf('digits'));
  });

  it('needs seven digits: a shorter number is not a phone search; job numbers still match inside', async () => {
    expect(await search('8684')).toEqual([]);
    expect(await search('466-868')).toEqual([]);
    expect(await search('4546')).toEqual(idsOf('job'));
    expect(await search('4546', { limit: '10' })).toEqual(idsOf('job'));
    // Words beside the number make it a word search, not a phone search.
    expect(await search('call 466-8684')).toEqual([]);
  });
});
