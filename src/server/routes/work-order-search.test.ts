import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WorkOrderListItem } from '#shared/schemas/work-order.ts';
import { insertWorkOrder, signedIn } from '#tooling/test-server/fixtures.ts';
import { createTestApp, insertEmployee, type TestApp } from '#tooling/test-server/test-app.ts';
import { comments, questions } from '../db/schema.ts';

// Work-order search on full-text search (ADR 035): what it finds, in what order, and that every
// write shows in the very next search.
let t: TestApp;
let office: Record<string, string>;
let admin: Record<string, string>;
let techId: number;
const ids: Record<string, number> = {};

const day = 24 * 3600 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * day);

beforeAll(async () => {
  t = await createTestApp();
  office = (await signedIn(t, 'office', { name: 'Olive Office' })).headers;
  admin = (await signedIn(t, 'admin', { name: 'Ada Admin' })).headers;
  const tech = await insertEmployee(t.database, { employeeType: 'plumber', name: 'Quentin Marbleworth' });
  techId = tech.id;
  const db = t.database;
  const order = async (
    name: string,
    fields: Parameters<typeof insertWorkOrder>[1],
    assignees: number[] = [],
  ) => {
    ids[name] = (await insertWorkOrder(db, fields, assignees)).id;
  };
  // 'gorseberry': in two titles (tier one) and in two comments only (tier two), each pair's dates
  // the other way round from the ids, so the order is the dates', not the insertion's.
  await order('titleNewer', { title: 'Gorseberry drain rebuild', createdAt: daysAgo(2) });
  await order('titleOlder', { title: 'Replace gorseberry valve', createdAt: daysAgo(6) });
  await order('commentNewer', { title: 'Routine visit', createdAt: daysAgo(1) });
  await order('commentOlder', { title: 'Second visit', createdAt: daysAgo(5) });
  await order('both', { title: 'Gorseberry tap', createdAt: daysAgo(4) });
  await order('question', { title: 'Cartridge question', createdAt: daysAgo(3) });
  await order('assigned', { title: 'Assigned work', createdAt: daysAgo(3) }, [tech.id]);
  await order('jobNumber', { workOrderId: '745465', title: 'Numbered work', createdAt: daysAgo(3) });
  await order('unicode', { title: 'Müller Straße boiler', createdAt: daysAgo(3) });
  await order('deleted', { title: 'Gorseberry leak', createdAt: daysAgo(1), deletedAt: new Date() });
  await order('doneFirst', {
    title: 'Finished A',
    status: 'completed',
    createdAt: daysAgo(9),
    completedAt: daysAgo(1),
  });
  await order('doneLast', {
    title: 'Finished B',
    status: 'completed',
    createdAt: daysAgo(8),
    completedAt: daysAgo(7),
  });
  await order('doneTitle', {
    title: 'Quillback inspection',
    status: 'completed',
    createdAt: daysAgo(7),
    completedAt: daysAgo(8),
  });
  const note = (workOrderId: number | undefined, content: string) => ({
    workOrderId: workOrderId as number,
    authorId: tech.id,
    content,
  });
  await db.db
    .insert(comments)
    .values([
      note(ids.commentNewer, 'Found a gorseberry fitting behind the panel'),
      note(ids.commentOlder, 'The gorseberry coupling was loose'),
      note(ids.both, 'Gorseberry tap replaced'),
      note(ids.doneFirst, 'Quillback valve swapped'),
      note(ids.doneLast, 'Quillback seal checked'),
    ]);
  await db.db.insert(questions).values({
    workOrderId: ids.question as number,
    question: 'Which brand?',
    answer: 'Zanderfold cartridge',
  });
});
afterAll(async () => {
  await t.close();
});

async function search(params: string, headers = office) {
  const response = await t.app.inject({ method: 'GET', url: `/api/work-orders?${params}`, headers });
  expect(response.statusCode, response.body).toBe(200);
  const rows = response.json() as WorkOrderListItem[];
  return { ids: rows.map((row) => row.id), total: Number(response.headers['x-total-count']) };
}
const found = async (text: string, extra = '') =>
  (await search(`search=${encodeURIComponent(text)}${extra}`)).ids;

describe('GET /api/work-orders?search= finds', () => {
  it('a word of the title, of a comment, of an answer, of an assignee name, and a job number inside', async () => {
    expect(await found('drain rebuild')).toEqual([ids.titleNewer]);
    expect(await found('coupling')).toEqual([ids.commentOlder]);
    expect(await found('zanderfold')).toEqual([ids.question]);
    expect(await found('Marbleworth')).toEqual([ids.assigned]);
    expect(await found('4546')).toEqual([ids.jobNumber]);
    expect(await found('745465')).toEqual([ids.jobNumber]);
  });

  it('what is being typed: every word a prefix, in any case, letters of any script', async () => {
    expect(await found('zanderf')).toEqual([ids.question]);
    expect(await found('MARBLE')).toEqual([ids.assigned]);
    expect(await found('müller')).toEqual([ids.unicode]);
    expect(await found('MÜLLER straße')).toEqual([ids.unicode]);
  });

  it('only orders with every word, wherever each is', async () => {
    expect(await found('gorseberry valve')).toEqual([ids.titleOlder]);
    expect(await found('gorseberry loose')).toEqual([ids.commentOlder]);
    // One word in the title, the other in a comment.
    expect(await found('tap replaced')).toEqual([ids.both]);
    expect(await found('gorseberry zanderfold')).toEqual([]);
  });

  it('nothing for a search without letters or digits, and never a deleted order', async () => {
    expect(await search('search=%23&limit=10')).toEqual({ ids: [], total: 0 });
    expect(await search('search=---&limit=10')).toEqual({ ids: [], total: 0 });
    expect(await found('leak')).not.toContain(ids.deleted);
  });
});

describe('the order of a search', () => {
  const relevance = () => [ids.titleNewer, ids.both, ids.titleOlder, ids.commentNewer, ids.commentOlder];

  it('is relevance then recency: own text first, then comments and questions, each newest first', async () => {
    expect(await search('search=gorseberry')).toEqual({ ids: relevance(), total: 5 });
    expect(await search('search=gorseberry&limit=50')).toEqual({ ids: relevance(), total: 5 });
  });

  it('pages across the tiers with every order once, whatever the page size', async () => {
    for (const size of [1, 2, 3, 4]) {
      const pages: number[] = [];
      for (let offset = 0; offset < 7; offset += size) {
        const page = await search(`search=gorseberry&limit=${size}&offset=${offset}`);
        expect(page.total).toBe(5);
        pages.push(...page.ids);
      }
      expect(pages, `pages of ${size}`).toEqual(relevance());
    }
  });

  it('of completed work is the newest completed first in each tier (the completed-tasks search)', async () => {
    expect(await found('quillback', '&status=completed')).toEqual([
      ids.doneTitle,
      ids.doneFirst,
      ids.doneLast,
    ]);
    expect(await found('quillback', '&status=completed&limit=2&offset=1')).toEqual([
      ids.doneFirst,
      ids.doneLast,
    ]);
  });

  it("is the list's own when a sort is sent", async () => {
    const byCreation = [ids.commentNewer, ids.titleNewer, ids.both, ids.commentOlder, ids.titleOlder];
    expect(await found('gorseberry', '&sort=-createdAt&limit=50')).toEqual(byCreation);
    expect(await found('gorseberry', '&sort=createdAt&limit=50')).toEqual([...byCreation].reverse());
    expect(await found('quillback', '&status=completed&sort=-completedAt')).toEqual([
      ids.doneFirst,
      ids.doneLast,
      ids.doneTitle,
    ]);
    const page = await search('search=gorseberry&sort=workOrderId&limit=2&offset=1');
    expect(page.total).toBe(5);
  });
});

describe('a search after a write', () => {
  it('finds a new comment, a new answer and a changed title in the very next request', async () => {
    const target = await insertWorkOrder(t.database, { title: 'Plain job' });
    expect(await found('wobblestone')).toEqual([]);
    const comment = await t.app.inject({
      method: 'POST',
      url: `/api/work-orders/${target.id}/comments`,
      headers: office,
      payload: { content: 'Wobblestone flange on order', type: 'note' },
    });
    expect(comment.statusCode).toBe(201);
    expect(await found('wobblestone')).toEqual([target.id]);

    const asked = await t.app.inject({
      method: 'POST',
      url: `/api/work-orders/${target.id}/questions`,
      headers: office,
      payload: { question: 'Which size?' },
    });
    expect(await found('threequarter')).toEqual([]);
    const answered = await t.app.inject({
      method: 'PATCH',
      url: `/api/work-orders/${target.id}/questions/${asked.json().id}`,
      headers: office,
      payload: { answer: 'Threequarter inch' },
    });
    expect(answered.statusCode).toBe(200);
    expect(await found('threequarter')).toEqual([target.id]);

    const renamed = await t.app.inject({
      method: 'PATCH',
      url: `/api/work-orders/${target.id}`,
      headers: office,
      payload: { title: 'Sump pump swap' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await found('sump')).toEqual([target.id]);
    expect(await found('plain job')).toEqual([]);
  });

  it('forgets a deleted comment, a removed assignee and an old employee name', async () => {
    const tech = await insertEmployee(t.database, { employeeType: 'plumber', name: 'Ferdinand Klopstock' });
    const target = await insertWorkOrder(t.database, { title: 'Kept job' }, [tech.id]);
    const [comment] = await t.database.db
      .insert(comments)
      .values({ workOrderId: target.id, authorId: tech.id, content: 'Zirconic residue in the trap' })
      .returning();
    expect(await found('zirconic')).toEqual([target.id]);
    await t.database.db.delete(comments).where(eq(comments.id, comment?.id as number));
    expect(await found('zirconic')).toEqual([]);

    expect(await found('klopstock')).toEqual([target.id]);
    const rename = await t.app.inject({
      method: 'PATCH',
      url: `/api/employees/${tech.id}`,
      headers: admin,
      payload: { name: 'Ferdinand Brightwater' },
    });
    expect(rename.statusCode, rename.body).toBe(200);
    expect(await found('klopstock')).toEqual([]);
    expect(await found('brightwater')).toEqual([target.id]);

    const unassign = await t.app.inject({
      method: 'POST',
      url: `/api/work-orders/${target.id}/unassign`,
      headers: office,
      payload: { employeeId: tech.id },
    });
    expect(unassign.statusCode, unassign.body).toBe(200);
    expect(await found('brightwater')).toEqual([]);
  });

  it('leaves a deleted order out and finds it again once restored', async () => {
    const target = await insertWorkOrder(t.database, { title: 'Pelicanfold repair' });
    expect(await found('pelicanfold')).toEqual([target.id]);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/work-orders/${target.id}`,
      headers: admin,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await search('search=pelicanfold&limit=10')).toEqual({ ids: [], total: 0 });
    const restored = await t.app.inject({
      method: 'POST',
      url: `/api/deleted-work-orders/${target.id}/restore`,
      headers: admin,
    });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(await search('search=pelicanfold&limit=10')).toEqual({ ids: [target.id], total: 1 });
  });
});

describe('hostile search text', () => {
  const texts = [
    "'",
    '"',
    "''",
    "o'brien",
    '&|!():*\\',
    '\\',
    'gorseberry\\',
    "gorseberry':*",
    'gorseberry:*A',
    '!gorseberry',
    'a & b | !c',
    '(gorseberry',
    '%_',
    '*',
    '<->',
    '!@#$%^&*()'.repeat(20),
    'Ñandú 東京 🚿 ٣٤٥ ＡＢＣ',
    'e\u0301',
    '\u0301',
    'x'.repeat(200),
    Array.from({ length: 100 }, (_, n) => String.fromCharCode(97 + (n % 26))).join(' '),
    '4546%',
  ];

  it('never fails, in any order or list', async () => {
    for (const text of texts) {
      for (const extra of [
        '',
        '&limit=20',
        '&status=completed&limit=20',
        '&sort=-createdAt&limit=20',
        '&sort=dueDate',
      ]) {
        const response = await t.app.inject({
          method: 'GET',
          url: `/api/work-orders?search=${encodeURIComponent(text)}${extra}`,
          headers: office,
        });
        expect(response.statusCode, `${text} ${extra}: ${response.body}`).toBe(200);
      }
      const paused = await t.app.inject({
        method: 'GET',
        url: `/api/work-orders/on-hold?search=${encodeURIComponent(text)}&limit=5`,
        headers: office,
      });
      expect(paused.statusCode, text).toBe(200);
    }
  });

  it('is a word like any other once its punctuation is set aside', async () => {
    expect(await found("gorseberry':*")).toEqual(await found('gorseberry'));
    expect(await found('(zanderfold)')).toEqual([ids.question]);
    expect(await found('4546%')).toEqual([]);
  });

  it('is refused only where the list query refuses it', async () => {
    const tooLong = await t.app.inject({
      method: 'GET',
      url: `/api/work-orders?search=${'x'.repeat(201)}`,
      headers: office,
    });
    expect(tooLong.statusCode).toBe(400);
  });
});

describe('the total of a search page', () => {
  it('counts every match, and a write through the API counts again', async () => {
    const before = await search('search=gorseberry&limit=1');
    expect(before.total).toBe(5);
    const target = await insertWorkOrder(t.database, { title: 'Another job' });
    const comment = await t.app.inject({
      method: 'POST',
      url: `/api/work-orders/${target.id}/comments`,
      headers: office,
      payload: { content: 'More gorseberry trouble', type: 'note' },
    });
    expect(comment.statusCode).toBe(201);
    expect(await search('search=gorseberry&limit=1')).toEqual({ ids: [ids.titleNewer], total: 6 });
    expect(techId).toBeGreaterThan(0);
  });
});
