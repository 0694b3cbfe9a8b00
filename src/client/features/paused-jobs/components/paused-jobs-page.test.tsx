import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { answer, fail, sent } from '#tooling/test-client/api-handlers.ts';
import { OFFICE, PLUMBER } from '#tooling/test-client/fixtures.ts';
import { server } from '#tooling/test-client/msw-server.ts';
import {
  holdInsights,
  PAUSED_LIST,
  pausedJob,
  renderPausedJobs,
} from '#tooling/test-client/paused-jobs-screen.tsx';
import { setUpListScreenTests } from '#tooling/test-client/tasks-screen.tsx';

const onOpenJob = vi.fn();
setUpListScreenTests(onOpenJob);

const JOBS = [
  pausedJob(1, {
    workOrderId: '48213',
    jobNumber: '48213',
    jobLastName: 'Smith',
    priority: 'urgent',
    assignedTo: PLUMBER.id,
    holdInsights: holdInsights({ overdueParts: [1] }),
  }),
  pausedJob(2, {
    workOrderId: '48214',
    jobNumber: '48214',
    jobLastName: 'Okafor',
    type: 'need-pics',
    city: 'Riverton',
    assignedOfficeEmployee: OFFICE.id,
    holdInsights: holdInsights({ readyToReturn: true }),
  }),
  pausedJob(3, {
    workOrderId: '48215',
    jobNumber: '48215',
    jobLastName: 'Nguyen',
    partTitle1: 'Flush valve',
  }),
];

const count = () => screen.getByText(/showing of/).textContent;
const shownIds = () =>
  Array.from(document.querySelectorAll('[data-testid="work-order-card"]')).map((item) =>
    Number(item.getAttribute('data-work-order-id')),
  );
const select = (name: string) => screen.getByRole('combobox', { name }) as HTMLSelectElement;
const search = () => screen.getByRole('searchbox', { name: 'Search paused jobs' });

/** The screen rendered and the server's first answer shown. */
async function renderLoaded(path?: string) {
  const view = renderPausedJobs(onOpenJob, path);
  await screen.findByText(/total paused jobs/);
  return view;
}

// User-event waits like a person between steps; on a busy machine a story can outlast 5 s.
describe('/paused-jobs', { timeout: 20_000 }, () => {
  it('shows placeholders and the loading words, then every paused job and the count', async () => {
    server.use(answer(PAUSED_LIST, JOBS));
    renderPausedJobs(onOpenJob);
    expect(screen.getAllByText('Loading your paused jobs...').length).toBeGreaterThan(0);
    expect(await screen.findByRole('heading', { name: 'Paused Jobs' })).toBeTruthy();
    await waitFor(() => expect(count()).toBe('3 showing of 3 total paused jobs'));
    expect(shownIds()).toEqual([1, 2, 3]);
    expect(screen.queryByText('Filtered')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Clear' })).toBeNull();
    expect(document.title).toBe('Paused Jobs - Employee Portal');
  });

  it('searches as you type, across job number, city and part titles, and keeps the search in the URL', async () => {
    server.use(answer(PAUSED_LIST, JOBS));
    const { user, location } = await renderLoaded();
    await user.type(search(), 'riverton');
    await waitFor(() => expect(count()).toBe('1 showing of 3 total paused jobs'));
    expect(shownIds()).toEqual([2]);
    expect(screen.getByText('Filtered')).toBeTruthy();
    await user.clear(search());
    await user.type(search(), 'FLUSH');
    await waitFor(() => expect(shownIds()).toEqual([3]));
    await user.clear(search());
    await user.type(search(), '48213');
    await waitFor(() => expect(shownIds()).toEqual([1]));
    await waitFor(() => expect(location()).toBe('/paused-jobs?search=48213'));
  });

  it('filters by priority, type, tech, office and the hold markers, from the URL too', async () => {
    server.use(answer(PAUSED_LIST, JOBS));
    const { user, location } = await renderLoaded('/paused-jobs?hold=ready-to-return');
    await waitFor(() => expect(shownIds()).toEqual([2]));
    expect(select('Hold').value).toBe('ready-to-return');

    await user.selectOptions(select('Hold'), 'part-overdue');
    await waitFor(() => expect(shownIds()).toEqual([1]));
    expect(location()).toBe('/paused-jobs?hold=part-overdue');

    await user.selectOptions(select('Hold'), 'all');
    await user.selectOptions(select('Priority'), 'normal');
    await waitFor(() => expect(shownIds()).toEqual([2, 3]));
    await user.selectOptions(select('Type'), 'need-pics');
    await waitFor(() => expect(shownIds()).toEqual([2]));
    expect(count()).toBe('1 showing of 3 total paused jobs');

    await user.selectOptions(select('Type'), 'all');
    await user.selectOptions(select('Priority'), 'all');
    await user.selectOptions(select('Tech'), String(PLUMBER.id));
    await waitFor(() => expect(shownIds()).toEqual([1]));
    await user.selectOptions(select('Tech'), 'all');
    await user.selectOptions(select('Office'), String(OFFICE.id));
    await waitFor(() => expect(shownIds()).toEqual([2]));
  });

  it('reads the longest on hold first, then by the Sort chosen; Due narrows, all kept in the URL', async () => {
    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
    server.use(
      answer(PAUSED_LIST, [
        pausedJob(1, { pausedAt: daysAgo(3), dueDate: daysAgo(-2), createdAt: daysAgo(3) }),
        pausedJob(2, { pausedAt: daysAgo(40), dueDate: null, createdAt: daysAgo(41) }),
        pausedJob(3, { pausedAt: daysAgo(34), dueDate: daysAgo(1), createdAt: daysAgo(35) }),
      ]),
    );
    const { user, location } = await renderLoaded();
    // The 40- and 34-day holds lead, not whatever order the answer came in.
    expect(shownIds()).toEqual([2, 3, 1]);
    expect(select('Sort').value).toBe('held');
    await user.selectOptions(select('Sort'), 'due');
    expect(shownIds()).toEqual([3, 1, 2]);
    await user.selectOptions(select('Sort'), 'newest');
    expect(shownIds()).toEqual([1, 3, 2]);
    await user.selectOptions(select('Due'), 'overdue');
    expect(shownIds()).toEqual([3]);
    expect(location()).toBe('/paused-jobs?sort=newest&due=overdue');
    expect(sent(PAUSED_LIST)).toHaveLength(1);
  });

  it('offers the specified type labels and every employee under Tech and Office', async () => {
    server.use(answer(PAUSED_LIST, JOBS));
    await renderLoaded();
    const labels = (name: string) => Array.from(select(name).options).map((option) => option.text);
    expect(labels('Type')).toEqual(['All', 'Question', 'Follow-up', 'Contact H/O', 'Need Pics', 'Estimate']);
    expect(labels('Priority')).toEqual(['All', 'Urgent', 'Normal']);
    expect(labels('Hold')).toEqual(['All', 'Ready to return', 'Part overdue']);
    await waitFor(() =>
      expect(labels('Tech')).toEqual(['All', 'Carlos Mendez', 'Dana Brooks', 'Priya Natarajan']),
    );
    expect(labels('Office')).toEqual(labels('Tech'));
  });

  it('reads unknown URL values as All', async () => {
    server.use(answer(PAUSED_LIST, JOBS));
    await renderLoaded('/paused-jobs?priority=someday&hold=never&tech=999');
    await waitFor(() => expect(count()).toBe('3 showing of 3 total paused jobs'));
    expect(select('Priority').value).toBe('all');
    expect(screen.queryByText('Filtered')).toBeNull();
  });

  it('Clear restores the whole list, the search box and the URL', async () => {
    server.use(answer(PAUSED_LIST, JOBS));
    const { user, location } = await renderLoaded('/paused-jobs?priority=urgent&type=need-pics');
    await screen.findByText('No paused jobs found');
    expect(screen.getByText('Try adjusting your filters')).toBeTruthy();
    await user.type(search(), 'smith');
    await user.click(screen.getAllByRole('button', { name: 'Clear' })[0] as HTMLElement);
    await waitFor(() => expect(count()).toBe('3 showing of 3 total paused jobs'));
    expect((search() as HTMLInputElement).value).toBe('');
    expect(location()).toBe('/paused-jobs');
    expect(screen.queryByText('Filtered')).toBeNull();
  });

  it('the empty filtered list offers Clear', async () => {
    server.use(answer(PAUSED_LIST, JOBS));
    const { user } = await renderLoaded('/paused-jobs?search=nobody');
    const empty = (await screen.findByText('Try adjusting your filters')).parentElement as HTMLElement;
    expect(within(empty).getByText('No paused jobs found')).toBeTruthy();
    await user.click(within(empty).getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(shownIds()).toEqual([1, 2, 3]));
  });

  it('with no paused jobs at all, invites creating one', async () => {
    server.use(answer(PAUSED_LIST, []));
    const { user } = await renderLoaded();
    expect(screen.getByText('No paused jobs found')).toBeTruthy();
    expect(screen.getByText('Create your first paused job to get started')).toBeTruthy();
    expect(count()).toBe('0 showing of 0 total paused jobs');
    expect((screen.getByRole('button', { name: 'Export CSV' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Create Paused Job' }));
    expect(screen.getByRole('dialog').textContent).toBe('Creating a paused job');
  });

  it('says why the list did not load and retries', async () => {
    server.use(fail(PAUSED_LIST, 500, 'boom'));
    const { user } = renderPausedJobs(onOpenJob);
    expect((await screen.findByRole('alert', {}, { timeout: 4000 })).textContent).toContain(
      'Server error. Please try again later.',
    );
    server.use(answer(PAUSED_LIST, JOBS));
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(shownIds()).toEqual([1, 2, 3]));
  });

  it('Export CSV downloads the jobs shown as paused-jobs-<today>.csv, and is off when none show', async () => {
    server.use(answer(PAUSED_LIST, JOBS));
    const { user } = await renderLoaded('/paused-jobs?priority=urgent');
    await waitFor(() => expect(shownIds()).toEqual([1]));
    const blobs: Blob[] = [];
    const clicked: HTMLAnchorElement[] = [];
    // jsdom has no object URLs and does not navigate: catch the blob and the link instead.
    URL.createObjectURL = (blob: Blob) => {
      blobs.push(blob);
      return 'blob:csv';
    };
    URL.revokeObjectURL = () => {};
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
    });
    try {
      await user.click(screen.getByRole('button', { name: 'Export CSV' }));
      await waitFor(() => expect(clicked).toHaveLength(1));
    } finally {
      click.mockRestore();
      Reflect.deleteProperty(URL, 'createObjectURL');
      Reflect.deleteProperty(URL, 'revokeObjectURL');
    }
    expect(clicked[0]?.download).toMatch(/^paused-jobs-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = (await readText(blobs[0]))
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/^48213,Smith,Smith - 48213,,Urgent,Task,2,/);

    await user.type(search(), 'nobody');
    await screen.findByText('Try adjusting your filters');
    expect((screen.getByRole('button', { name: 'Export CSV' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('pull-to-refresh reloads the paused jobs and the employees; window focus does not', async () => {
    server.use(answer(PAUSED_LIST, JOBS));
    const listReads = () => sent(PAUSED_LIST).length;
    const employeeReads = () => sent('GET /api/employees').length;
    await renderLoaded();
    await waitFor(() => expect(employeeReads()).toBe(1));
    // The window regaining focus is the browser's doing, not a user action user-event can make.
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    expect(listReads()).toBe(1);

    server.use(answer(PAUSED_LIST, JOBS.slice(0, 2)));
    const surface = screen.getByRole('heading', { name: 'Paused Jobs' });
    // A touch gesture: user-event has no touch events, so the pull is dispatched by hand.
    fireEvent.touchStart(surface, { touches: [{ clientY: 100 }] });
    fireEvent.touchMove(surface, { touches: [{ clientY: 300 }] });
    fireEvent.touchEnd(surface, { changedTouches: [{ clientY: 300 }] });
    await waitFor(() => expect(count()).toBe('2 showing of 2 total paused jobs'));
    expect(listReads()).toBe(2);
    expect(employeeReads()).toBe(2);
  });
});

/** jsdom's Blob has no text(). */
function readText(blob: Blob | undefined): Promise<string> {
  return new Promise((resolve, reject) => {
    if (!blob) return reject(new Error('nothing was downloaded'));
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}
