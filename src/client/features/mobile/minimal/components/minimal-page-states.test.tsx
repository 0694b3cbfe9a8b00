import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { reloadPage } from '../reload-page.ts';
import { renderMinimal, setUpMinimalTests, shownLinks, stubServer, workOrder } from '../test-support.tsx';

// jsdom cannot reload; the buttons' reload is what is checked.
vi.mock('../reload-page.ts', () => ({ reloadPage: vi.fn() }));

setUpMinimalTests();
beforeEach(() => vi.mocked(reloadPage).mockClear());

const SERVER_ERROR = { status: 500, body: { message: 'boom' } };
// One retry (SPEC 9) comes a second after the first failure.
const AFTER_RETRY = { timeout: 4000 };

/** A pull down from the top of the page, past the threshold, and release. */
function pullToRefresh() {
  const surface = screen.getByRole('heading', { level: 1 });
  fireEvent.touchStart(surface, { touches: [{ clientY: 100 }] });
  fireEvent.touchMove(surface, { touches: [{ clientY: 300 }] });
  fireEvent.touchEnd(surface, { touches: [] });
}

describe('/minimal-mobile-tasks states', () => {
  it("shows placeholders and 'Loading tasks...' until the jobs arrive", async () => {
    stubServer({ list: 'never' });
    renderMinimal();
    expect(await screen.findByText('Loading tasks...')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Minimal Mobile Tasks' })).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it("says 'No tasks found' when there is no open work at all", async () => {
    stubServer({ list: [] });
    renderMinimal();
    expect(await screen.findByText('No tasks found')).toBeTruthy();
    expect(screen.getByText('0 jobs')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Clear All Filters' })).toBeNull();
  });

  it("shows the error screen when nothing loaded; 'Login Again' and 'Force Refresh' both reload", async () => {
    stubServer({ list: SERVER_ERROR });
    renderMinimal();
    const alert = await screen.findByRole('alert', {}, AFTER_RETRY);
    expect(alert.textContent).toContain('Failed to fetch data - Server error: 500');
    expect(screen.getByRole('heading', { level: 1, name: 'Minimal Mobile Tasks' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Login Again' }));
    expect(reloadPage).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Force Refresh' }));
    expect(reloadPage).toHaveBeenCalledTimes(2);
  });

  it('keeps the jobs on screen when a refresh fails, with the reason and a Retry above them', async () => {
    const server = stubServer({ list: [workOrder(1), workOrder(2)] });
    renderMinimal();
    await screen.findByText('2 jobs');
    server.answer(SERVER_ERROR);
    pullToRefresh();
    const banner = await screen.findByRole('alert', {}, AFTER_RETRY);
    expect(banner.textContent).toContain('Failed to fetch data - Server error: 500');
    expect(shownLinks()).toEqual(['/work-orders/2', '/work-orders/1']);
    expect(screen.queryByRole('button', { name: 'Force Refresh' })).toBeNull();

    server.answer([workOrder(3)]);
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(shownLinks()).toEqual(['/work-orders/3']));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("says 'Updating...' while a refresh is on its way, the jobs staying on screen", async () => {
    const server = stubServer({ list: [workOrder(1)] });
    renderMinimal();
    await screen.findByText('1 job');
    expect(screen.queryByText('Updating...')).toBeNull();
    server.answer('never');
    pullToRefresh();
    expect(await screen.findByText('Updating...')).toBeTruthy();
    expect(shownLinks()).toEqual(['/work-orders/1']);
  });

  it('marks jobs served from the copy saved on the phone with their age', async () => {
    const savedAt = new Date(Date.now() - 5 * 60_000).toISOString();
    stubServer({ list: { status: 200, body: [workOrder(1)], headers: { 'x-saved-at': savedAt } } });
    renderMinimal();
    expect(await screen.findByText('Offline · jobs as of 5 minutes ago')).toBeTruthy();
    expect(shownLinks()).toEqual(['/work-orders/1']);
  });

  it('says nothing about a saved copy when the server answered', async () => {
    stubServer({ list: [workOrder(1)] });
    renderMinimal();
    await screen.findByText('1 job');
    expect(screen.queryByText(/jobs as of/)).toBeNull();
  });
});
