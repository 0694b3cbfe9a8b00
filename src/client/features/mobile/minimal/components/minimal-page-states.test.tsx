import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { answer, fail, held } from '#tooling/test-client/api-handlers.ts';
import { PLUMBER, workOrder } from '#tooling/test-client/fixtures.ts';
import {
  MOBILE_LIST,
  renderMinimal,
  setUpMobilePageTests,
  shownLinks,
  signedInAs,
} from '#tooling/test-client/mobile-pages.tsx';
import { server } from '#tooling/test-client/msw-server.ts';
import { pageReload } from '../reload-page.ts';

setUpMobilePageTests();
// jsdom cannot reload; the buttons' reload is what is checked.
let reloadPage: MockInstance<() => void>;
beforeEach(() => {
  reloadPage = vi.spyOn(pageReload, 'reload').mockImplementation(() => {});
  // The technicians' page: a plumber is signed in.
  server.use(signedInAs(PLUMBER));
});
afterEach(() => reloadPage.mockRestore());

const serverError = () => fail(MOBILE_LIST, 500, 'boom');
/** A list request whose answer never comes. */
const neverAnswered = () => held(MOBILE_LIST, []).handler;
// One retry comes a second after the first failure.
const AFTER_RETRY = { timeout: 4000 };

/**
 * A pull down from the top of the page, past the threshold, and release. fireEvent: user-event
 * has no touch gestures.
 */
function pullToRefresh() {
  const surface = screen.getByRole('heading', { level: 1 });
  fireEvent.touchStart(surface, { touches: [{ clientY: 100 }] });
  fireEvent.touchMove(surface, { touches: [{ clientY: 300 }] });
  fireEvent.touchEnd(surface, { touches: [] });
}

describe('/minimal-mobile-tasks states', () => {
  it("shows placeholders and 'Loading tasks...' until the jobs arrive", async () => {
    server.use(neverAnswered());
    renderMinimal();
    // The layout renders pages once the employee is known; here the page waits for them.
    expect(await screen.findByRole('heading', { level: 1, name: 'My jobs' })).toBeTruthy();
    expect(screen.getByText('Loading tasks...')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it("says the technician has no open jobs, offers all of them, and says 'No tasks found' when there are none", async () => {
    server.use(answer(MOBILE_LIST, []));
    const { user, location } = renderMinimal();
    expect(await screen.findByText('No jobs of yours are open')).toBeTruthy();
    expect(screen.getByText('0 jobs')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Show all jobs' }));
    expect(location()).toBe('/minimal-mobile-tasks?show=all');
    expect(await screen.findByText('No tasks found')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'All jobs' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Clear All Filters' })).toBeNull();
  });

  it("shows the error screen when nothing loaded; 'Login Again' and 'Force Refresh' both reload", async () => {
    server.use(serverError());
    const { user } = renderMinimal();
    const alert = await screen.findByRole('alert', {}, AFTER_RETRY);
    expect(alert.textContent).toContain('Failed to fetch data - Server error: 500');
    expect(screen.getByRole('heading', { level: 1, name: 'My jobs' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Login Again' }));
    expect(reloadPage).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Force Refresh' }));
    expect(reloadPage).toHaveBeenCalledTimes(2);
  });

  it('keeps the jobs on screen when a refresh fails, with the reason and a Retry above them', async () => {
    server.use(answer(MOBILE_LIST, [workOrder(1), workOrder(2)]));
    const { user } = renderMinimal();
    await screen.findByText('2 jobs');
    server.use(serverError());
    pullToRefresh();
    const banner = await screen.findByRole('alert', {}, AFTER_RETRY);
    expect(banner.textContent).toContain('Failed to fetch data - Server error: 500');
    expect(shownLinks()).toEqual(['/work-orders/2', '/work-orders/1']);
    expect(screen.queryByRole('button', { name: 'Force Refresh' })).toBeNull();

    server.use(answer(MOBILE_LIST, [workOrder(3)]));
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(shownLinks()).toEqual(['/work-orders/3']));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("says 'Updating...' while a refresh is on its way, the jobs staying on screen", async () => {
    server.use(answer(MOBILE_LIST, [workOrder(1)]));
    renderMinimal();
    await screen.findByText('1 job');
    expect(screen.queryByText('Updating...')).toBeNull();
    server.use(neverAnswered());
    pullToRefresh();
    expect(await screen.findByText('Updating...')).toBeTruthy();
    expect(shownLinks()).toEqual(['/work-orders/1']);
  });

  it('marks jobs served from the copy saved on the phone with their age', async () => {
    const savedAt = new Date(Date.now() - 5 * 60_000).toISOString();
    server.use(answer(MOBILE_LIST, [workOrder(1)], { headers: { 'x-saved-at': savedAt } }));
    renderMinimal();
    expect(await screen.findByText('Offline · jobs as of 5 minutes ago')).toBeTruthy();
    expect(shownLinks()).toEqual(['/work-orders/1']);
  });

  it('says nothing about a saved copy when the server answered', async () => {
    server.use(answer(MOBILE_LIST, [workOrder(1)]));
    renderMinimal();
    await screen.findByText('1 job');
    expect(screen.queryByText(/jobs as of/)).toBeNull();
  });
});
