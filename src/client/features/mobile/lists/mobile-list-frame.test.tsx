import { act, fireEvent, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { answer, fail, sent } from '#tooling/test-client/api-handlers.ts';
import { workOrder } from '#tooling/test-client/fixtures.ts';
import {
  findCount,
  MOBILE_LIST,
  renderMobilePage,
  setUpMobilePageTests,
} from '#tooling/test-client/mobile-pages.tsx';
import { server } from '#tooling/test-client/msw-server.ts';
import { MobileTasksPage } from './mobile-tasks-page.tsx';
import { SimpleMobileTasksPage } from './simple-mobile-tasks-page.tsx';
import { UltraMobileTasksPage } from './ultra-mobile-tasks-page.tsx';

setUpMobilePageTests();

const JOBS = [workOrder(1), workOrder(2, { title: 'Burst pipe in the basement' })];

const PAGES: [string, string, () => ReactNode][] = [
  ['/mobile-tasks', 'All job cards', () => <MobileTasksPage />],
  ['/simple-mobile-tasks', 'Update all jobs', () => <SimpleMobileTasksPage noteForm={() => null} />],
  ['/ultra-mobile-tasks', 'All jobs, one line each', () => <UltraMobileTasksPage />],
];

/** 500 Internal Server Error, reason phrase included. */
const serverError = () => fail(MOBILE_LIST, 500, 'boom');
const listReads = () => sent(MOBILE_LIST).length;

/**
 * A finger dragged down from the top of the page far enough to refresh. fireEvent: user-event has
 * no touch gestures.
 */
function pullToRefresh() {
  const surface = screen.getByRole('heading', { level: 1 });
  fireEvent.touchStart(surface, { touches: [{ clientY: 0 }] });
  fireEvent.touchMove(surface, { touches: [{ clientY: 200 }] });
  fireEvent.touchEnd(surface, { touches: [] });
}

describe.each(PAGES)('%s', (path, title, page) => {
  it('loads with placeholders, says why the list failed, and Retry asks again', async () => {
    server.use(serverError());
    const { user } = renderMobilePage(path, page());
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(screen.getByText('Loading tasks...')).toBeTruthy();

    const alert = await screen.findByRole('alert', {}, { timeout: 3000 });
    expect(within(alert).getByRole('heading', { name: 'Error Loading Tasks' })).toBeTruthy();
    expect(within(alert).getByText('HTTP 500: Internal Server Error')).toBeTruthy();
    const reads = listReads();
    expect(reads).toBe(2); // One retry before giving up

    server.use(answer(MOBILE_LIST, JOBS));
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await findCount(2);
    expect(listReads()).toBe(reads + 1);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('Burst pipe in the basement')).toBeTruthy();
  });
});

describe('What the three mobile lists share', () => {
  it('says Request failed: {status} when the answer has no reason phrase', async () => {
    // A bare Response: MSW's own answers always carry the status's reason phrase.
    server.use(
      answer(MOBILE_LIST, () => Response.json({ message: 'down' }, { status: 503, statusText: '' })),
    );
    renderMobilePage('/mobile-tasks', <MobileTasksPage />);
    const alert = await screen.findByRole('alert', {}, { timeout: 3000 });
    expect(within(alert).getByText('Request failed: 503')).toBeTruthy();
  });

  it('says No authentication token found when nobody is signed in', async () => {
    server.use(answer(MOBILE_LIST, JOBS));
    renderMobilePage('/ultra-mobile-tasks', <UltraMobileTasksPage />, { signedIn: false });
    const alert = await screen.findByRole('alert', {}, { timeout: 3000 });
    expect(within(alert).getByText('No authentication token found')).toBeTruthy();
  });

  it('keeps the jobs when a later refresh fails, with a banner whose Retry recovers', async () => {
    server.use(answer(MOBILE_LIST, JOBS));
    const { user } = renderMobilePage('/mobile-tasks', <MobileTasksPage />);
    await findCount(2);

    server.use(serverError());
    const reads = listReads();
    pullToRefresh();
    const banner = await screen.findByRole('alert', {}, { timeout: 3000 });
    expect(listReads()).toBeGreaterThan(reads);
    expect(within(banner).getByText('HTTP 500: Internal Server Error')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Error Loading Tasks' })).toBeNull();
    expect(screen.getByText('Burst pipe in the basement')).toBeTruthy();
    expect(screen.getByText('2 jobs')).toBeTruthy();

    server.use(answer(MOBILE_LIST, [workOrder(1)]));
    await user.click(within(banner).getByRole('button', { name: 'Retry' }));
    await findCount(1);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText('Burst pipe in the basement')).toBeNull();
  });

  it('marks the jobs as the copy saved on the phone, with its age', async () => {
    const savedAt = new Date(Date.now() - 5 * 60_000).toISOString();
    server.use(answer(MOBILE_LIST, JOBS, { headers: { 'x-saved-at': savedAt } }));
    renderMobilePage('/ultra-mobile-tasks', <UltraMobileTasksPage />);
    await findCount(2);
    expect(screen.getByText(/jobs as of/).textContent).toBe('Offline · jobs as of 5 minutes ago');
  });

  it('shows No tasks found when there is no open work', async () => {
    const { queryClient } = renderMobilePage(
      '/simple-mobile-tasks',
      <SimpleMobileTasksPage noteForm={() => null} />,
    );
    expect(await screen.findByText('No tasks found')).toBeTruthy();
    expect(screen.getByText('0 jobs')).toBeTruthy();
    // Still nothing once a refresh comes back empty again.
    await act(() => queryClient.invalidateQueries());
    expect(screen.getByText('No tasks found')).toBeTruthy();
  });
});
