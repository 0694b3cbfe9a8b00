import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  holdInsights,
  OFFICE,
  PLUMBER,
  pausedJob,
  renderPausedJobs,
  setUpPausedJobsTests,
  stubServer,
} from '../test-support.tsx';

const onOpenJob = vi.fn();
setUpPausedJobsTests(onOpenJob);

const JOBS = [
  pausedJob(1, {
    jobNumber: '48213',
    jobLastName: 'Smith',
    priority: 'urgent',
    assignedTo: PLUMBER.id,
    holdInsights: holdInsights({ overdueParts: [1] }),
  }),
  pausedJob(2, {
    jobNumber: '48214',
    jobLastName: 'Okafor',
    type: 'need-pics',
    city: 'Riverton',
    assignedOfficeEmployee: OFFICE.id,
    holdInsights: holdInsights({ readyToReturn: true }),
  }),
  pausedJob(3, { jobNumber: '48215', jobLastName: 'Nguyen', partTitle1: 'Flush valve' }),
];

const count = () => screen.getByText(/showing of/).textContent;
const shownIds = () =>
  Array.from(document.querySelectorAll('[data-testid="work-order-card"]')).map((item) =>
    Number(item.getAttribute('data-work-order-id')),
  );
const select = (name: string) => screen.getByRole('combobox', { name }) as HTMLSelectElement;
const search = () => screen.getByRole('searchbox', { name: 'Search paused jobs' });

async function renderLoaded(path?: string) {
  const view = renderPausedJobs(onOpenJob, path);
  await screen.findByText(/total paused jobs/);
  return view;
}

describe('/paused-jobs', () => {
  it('shows placeholders and the loading words, then every paused job and the count', async () => {
    stubServer({ jobs: JOBS });
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
    stubServer({ jobs: JOBS });
    const { location } = await renderLoaded();
    fireEvent.change(search(), { target: { value: 'riverton' } });
    await waitFor(() => expect(count()).toBe('1 showing of 3 total paused jobs'));
    expect(shownIds()).toEqual([2]);
    expect(screen.getByText('Filtered')).toBeTruthy();
    fireEvent.change(search(), { target: { value: 'FLUSH' } });
    await waitFor(() => expect(shownIds()).toEqual([3]));
    fireEvent.change(search(), { target: { value: '48213' } });
    await waitFor(() => expect(shownIds()).toEqual([1]));
    await waitFor(() => expect(location()).toBe('/paused-jobs?search=48213'));
  });

  it('filters by priority, type, tech, office and the hold markers, from the URL too', async () => {
    stubServer({ jobs: JOBS });
    const { location } = await renderLoaded('/paused-jobs?hold=ready-to-return');
    await waitFor(() => expect(shownIds()).toEqual([2]));
    expect(select('Hold').value).toBe('ready-to-return');

    fireEvent.change(select('Hold'), { target: { value: 'part-overdue' } });
    await waitFor(() => expect(shownIds()).toEqual([1]));
    expect(location()).toBe('/paused-jobs?hold=part-overdue');

    fireEvent.change(select('Hold'), { target: { value: 'all' } });
    fireEvent.change(select('Priority'), { target: { value: 'normal' } });
    await waitFor(() => expect(shownIds()).toEqual([2, 3]));
    fireEvent.change(select('Type'), { target: { value: 'need-pics' } });
    await waitFor(() => expect(shownIds()).toEqual([2]));
    expect(count()).toBe('1 showing of 3 total paused jobs');

    fireEvent.change(select('Type'), { target: { value: 'all' } });
    fireEvent.change(select('Priority'), { target: { value: 'all' } });
    fireEvent.change(select('Tech'), { target: { value: String(PLUMBER.id) } });
    await waitFor(() => expect(shownIds()).toEqual([1]));
    fireEvent.change(select('Tech'), { target: { value: 'all' } });
    fireEvent.change(select('Office'), { target: { value: String(OFFICE.id) } });
    await waitFor(() => expect(shownIds()).toEqual([2]));
  });

  it('offers the SPEC type labels and every employee under Tech and Office', async () => {
    stubServer({ jobs: JOBS });
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
    stubServer({ jobs: JOBS });
    await renderLoaded('/paused-jobs?priority=someday&hold=never&tech=999');
    await waitFor(() => expect(count()).toBe('3 showing of 3 total paused jobs'));
    expect(select('Priority').value).toBe('all');
    expect(screen.queryByText('Filtered')).toBeNull();
  });

  it('Clear restores the whole list, the search box and the URL', async () => {
    stubServer({ jobs: JOBS });
    const { location } = await renderLoaded('/paused-jobs?priority=urgent&type=need-pics');
    await screen.findByText('No paused jobs found');
    expect(screen.getByText('Try adjusting your filters')).toBeTruthy();
    fireEvent.change(search(), { target: { value: 'smith' } });
    fireEvent.click(screen.getAllByRole('button', { name: 'Clear' })[0] as HTMLElement);
    await waitFor(() => expect(count()).toBe('3 showing of 3 total paused jobs'));
    expect((search() as HTMLInputElement).value).toBe('');
    expect(location()).toBe('/paused-jobs');
    expect(screen.queryByText('Filtered')).toBeNull();
  });

  it('the empty filtered list offers Clear', async () => {
    stubServer({ jobs: JOBS });
    await renderLoaded('/paused-jobs?search=nobody');
    const empty = (await screen.findByText('Try adjusting your filters')).parentElement as HTMLElement;
    expect(within(empty).getByText('No paused jobs found')).toBeTruthy();
    fireEvent.click(within(empty).getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(shownIds()).toEqual([1, 2, 3]));
  });

  it('with no paused jobs at all, invites creating one', async () => {
    stubServer({ jobs: [] });
    await renderLoaded();
    expect(screen.getByText('No paused jobs found')).toBeTruthy();
    expect(screen.getByText('Create your first paused job to get started')).toBeTruthy();
    expect(count()).toBe('0 showing of 0 total paused jobs');
    expect((screen.getByRole('button', { name: 'Export CSV' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Create Paused Job' }));
    expect(screen.getByRole('dialog').textContent).toBe('Creating a paused job');
  });

  it('says why the list did not load and retries', async () => {
    const server = stubServer({ jobs: { status: 500, body: { message: 'boom' } } });
    renderPausedJobs(onOpenJob);
    expect((await screen.findByRole('alert', {}, { timeout: 4000 })).textContent).toContain(
      'Server error. Please try again later.',
    );
    server.setJobs(JOBS);
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(shownIds()).toEqual([1, 2, 3]));
  });

  it('Export CSV downloads the jobs shown as paused-jobs-<today>.csv, and is off when none show', async () => {
    stubServer({ jobs: JOBS });
    await renderLoaded('/paused-jobs?priority=urgent');
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
      fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
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

    fireEvent.change(search(), { target: { value: 'nobody' } });
    await screen.findByText('Try adjusting your filters');
    expect((screen.getByRole('button', { name: 'Export CSV' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('pull-to-refresh reloads the paused jobs and the employees; window focus does not (SPEC 7)', async () => {
    const server = stubServer({ jobs: JOBS });
    await renderLoaded();
    await waitFor(() => expect(server.employeeReads()).toBe(1));
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    expect(server.listReads()).toBe(1);

    server.setJobs(JOBS.slice(0, 2));
    const surface = screen.getByRole('heading', { name: 'Paused Jobs' });
    fireEvent.touchStart(surface, { touches: [{ clientY: 100 }] });
    fireEvent.touchMove(surface, { touches: [{ clientY: 300 }] });
    fireEvent.touchEnd(surface, { changedTouches: [{ clientY: 300 }] });
    await waitFor(() => expect(count()).toBe('2 showing of 2 total paused jobs'));
    expect(server.listReads()).toBe(2);
    expect(server.employeeReads()).toBe(2);
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
