import { apiLogin, expect, test } from './fixtures.ts';

/**
 * What the server sends and how: headers, encodings, the history fallback. The server answers
 * every device alike (it reads no user agent), so these run in the desktop project only
 * (playwright.config.ts).
 */

// One bar of signal: the app's JavaScript travels compressed and is cached for good once fetched.
test('the client is served pre-compressed, hashed files cached for a year, pages revalidated', async ({
  request,
}) => {
  const page = await request.get('/tasks');
  expect(page.status()).toBe(200);
  expect(page.headers()['cache-control']).toBe('no-cache');
  const entry = (await page.text()).match(/src="(\/assets\/[^"]+\.js)"/)?.[1];
  expect(entry, 'index.html names its entry script').toBeTruthy();

  const brotli = await request.get(entry ?? '', { headers: { 'accept-encoding': 'br' } });
  expect(brotli.status()).toBe(200);
  expect(brotli.headers()['content-encoding']).toBe('br');
  expect(brotli.headers()['cache-control']).toBe('public, max-age=31536000, immutable');

  const gzip = await request.get(entry ?? '', { headers: { 'accept-encoding': 'gzip' } });
  expect(gzip.headers()['content-encoding']).toBe('gzip');

  const plain = await request.get(entry ?? '', { headers: { 'accept-encoding': 'identity' } });
  expect(plain.headers()['content-encoding']).toBeUndefined();
  // Whatever the encoding, the browser ends up with the same script.
  expect((await brotli.body()).equals(await plain.body())).toBe(true);
});

// ADR 013: the data travels compressed too, and the browser reads it as the same JSON.
test('API lists are sent compressed to a browser that accepts it', async ({ page }) => {
  const { token } = await apiLogin(page, 'office');
  const headers = { 'x-auth-token': token };
  const compressed = await page.request.get('/api/work-orders?status=open,in-progress', {
    headers: { ...headers, 'accept-encoding': 'br, gzip' },
  });
  expect(compressed.headers()['content-encoding']).toBe('br');
  const plain = await page.request.get('/api/work-orders?status=open,in-progress', {
    headers: { ...headers, 'accept-encoding': 'identity' },
  });
  expect(plain.headers()['content-encoding']).toBeUndefined();
  expect(await compressed.json()).toEqual(await plain.json());

  // The page itself fetches through the browser, which asks for and inflates compressed answers.
  const listAnswer = page.waitForResponse((response) => response.url().includes('/api/work-orders/on-hold'));
  await page.goto('/paused-jobs');
  const answer = await listAnswer;
  expect(['br', 'gzip']).toContain(answer.headers()['content-encoding']);
  await expect(page.getByTestId('work-order-card').first()).toBeVisible();
});

test('a deep link loads the app (history fallback); an unknown /api path answers 404 JSON', async ({
  page,
  request,
}) => {
  await page.goto('/paused-jobs/some/deep/link');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();

  const api = await request.get('/api/no-such-endpoint');
  expect(api.status()).toBe(404);
  expect(await api.json()).toMatchObject({ message: expect.stringMatching(/not found/i) });
});
