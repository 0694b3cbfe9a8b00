import type { Page } from '@playwright/test';
import { apiGet, apiLogin, apiSession, expect, test, watchForErrors } from './fixtures.ts';

/** Counts the live-update streams a tab opens. */
function streamsOpenedBy(page: Page): () => number {
  let opened = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/events')) opened += 1;
  });
  return () => opened;
}

// ADR 044: one tab holds the stream and passes each change to the others over a BroadcastChannel;
// when it closes, another tab takes the stream over. Forty open jobs must not mean forty streams.
test('a second tab gets live updates from the tab that holds the stream, and takes the stream over when that tab closes', async ({
  page,
}) => {
  const admin = await apiLogin(page, 'admin');
  const office = await apiSession(page.request, 'office');
  const asAdmin = { headers: { 'x-auth-token': admin.token } };
  expect((await page.request.post('/api/notifications/read-all', asAdmin)).ok()).toBe(true);
  const [order] = (await apiGet<{ id: number }[]>(page.request, office.token, '/api/work-orders?limit=1'))
    .body;
  const request = page.context().request;
  const noteForAdmins = async (content: string) => {
    const note = await request.post(`/api/work-orders/${order?.id}/comments`, {
      headers: { 'x-auth-token': office.token },
      data: { content, type: 'note', notifyAdmin: true },
    });
    expect(note.status()).toBe(201);
  };

  const firstStreams = streamsOpenedBy(page);
  const firstStream = page.waitForResponse((response) => response.url().endsWith('/api/events'));
  await page.goto('/dashboard');
  await firstStream;

  // The same browser, a second tab: it shares the session and listens to the first tab.
  const second = await page.context().newPage();
  const problems = watchForErrors(second);
  const secondStreams = streamsOpenedBy(second);
  await second.goto('/tasks');
  const bell = second.getByRole('banner').getByRole('link', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName('Notifications');

  await noteForAdmins('Customer asked about the invoice date.');
  // Well before the bell's 30-second poll: the first tab's stream told this one.
  await expect(bell).toHaveAccessibleName(/^Notifications, \d+ unread$/, { timeout: 5_000 });
  const unread = async () => Number((await bell.getAttribute('aria-label'))?.match(/(\d+) unread/)?.[1]);
  const before = await unread();
  expect(secondStreams()).toBe(0);
  expect(firstStreams()).toBe(1);

  // The tab holding the stream closes: the second takes the lock and opens its own.
  const takenOver = second.waitForResponse((response) => response.url().endsWith('/api/events'));
  await page.close();
  expect((await takenOver).headers()['content-type']).toContain('text/event-stream');
  await noteForAdmins('Customer will be home after 3 pm.');
  await expect.poll(unread, { timeout: 5_000 }).toBeGreaterThan(before);
  expect(secondStreams()).toBe(1);
  expect(problems).toEqual([]);
});
