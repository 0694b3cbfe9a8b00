import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { queryKeys } from '#client/lib/query-keys.ts';
import { fail, held, sent } from '#tooling/test-client/api-handlers.ts';
import { PLUMBER, toastTexts, workOrder } from '#tooling/test-client/fixtures.ts';
import {
  changingJobs,
  findCount,
  MOBILE_LIST,
  PATCH_JOB,
  renderMobilePage,
  setUpMobilePageTests,
  signedInAs,
} from '#tooling/test-client/mobile-pages.tsx';
import { server } from '#tooling/test-client/msw-server.ts';
import { SimpleMobileTasksPage } from './simple-mobile-tasks-page.tsx';

setUpMobilePageTests();

const JOBS = [
  workOrder(1, { workOrderId: '48213', title: 'Leaking valve under sink' }),
  workOrder(2, { workOrderId: '48214', title: 'Water heater estimate', status: 'on-hold' }),
];

const noteForm = (workOrderId: number) => <p>Note form for job {workOrderId}</p>;

async function renderSimple() {
  const rendered = renderMobilePage('/simple-mobile-tasks', <SimpleMobileTasksPage noteForm={noteForm} />);
  await findCount(JOBS.length);
  return rendered;
}

const job = (number: string) => within(screen.getByRole('article', { name: `Task #${number}` }));
const statusButton = (number: string, name: string) =>
  within(job(number).getByRole('group', { name: `Status of task #${number}` })).getByRole('button', {
    name: new RegExp(`^${name}`),
  }) as HTMLButtonElement;
const pressed = (number: string) =>
  job(number)
    .getAllByRole('button', { pressed: true })
    .map((button) => button.textContent);

/** The jobs, with status changes that stick (a PATCH changes the list the next read gets). */
function serveJobs() {
  const jobs = changingJobs(JOBS);
  server.use(jobs.list, jobs.patch);
  return jobs;
}

const patches = () =>
  sent(PATCH_JOB).map((request) => ({ id: Number(request.params.id), body: request.body }));

describe('/simple-mobile-tasks', () => {
  it('shows each job with its number, title, current status and a link to open it', async () => {
    serveJobs();
    const { user } = await renderSimple();
    expect(job('48213').getByRole('heading', { name: 'Leaking valve under sink' })).toBeTruthy();
    expect(job('48213').getByText('#48213')).toBeTruthy();
    expect(pressed('48213')).toEqual(['Active']);
    expect(pressed('48214')).toEqual(['On Hold']);
    const open = job('48214').getByRole('link', { name: 'Open task #48214' });
    expect(open.getAttribute('href')).toBe('/work-orders/2');
    await user.click(open);
    expect(await screen.findByText('Work order page 2')).toBeTruthy();
  });

  it('one tap PATCHes the status; the tapped button saves while the others wait; then it says so', async () => {
    const jobs = serveJobs();
    const reply = held(PATCH_JOB, jobs.applyPatch);
    server.use(reply.handler);
    const { user } = await renderSimple();

    await user.click(statusButton('48213', 'In Progress'));
    await waitFor(() => expect(patches()).toEqual([{ id: 1, body: { status: 'in-progress' } }]));
    const tapped = statusButton('48213', 'In Progress');
    expect(tapped.getAttribute('aria-busy')).toBe('true');
    expect(tapped.textContent).toBe('In Progress, saving');
    expect(statusButton('48213', 'Active').disabled).toBe(true);
    expect(statusButton('48213', 'On Hold').disabled).toBe(true);
    // Another job is not held up.
    expect(statusButton('48214', 'Active').disabled).toBe(false);

    const reads = sent(MOBILE_LIST).length;
    await act(async () => reply.release());
    await waitFor(() => expect(toastTexts()).toContain('Updated successfully: Task has been updated'));
    await waitFor(() => expect(statusButton('48213', 'Active').disabled).toBe(false));
    expect(sent(MOBILE_LIST).length).toBeGreaterThan(reads);
    expect(pressed('48213')).toEqual(['In Progress']);
    expect(patches()).toHaveLength(1);
  });

  it('a failed change says Update failed and shows the saved status again', async () => {
    serveJobs();
    server.use(fail(PATCH_JOB, 500, 'boom'));
    const { user } = await renderSimple();
    await user.click(statusButton('48214', 'Active'));
    await waitFor(() => expect(toastTexts()).toContain('Update failed: Please try again'));
    // The failure toast is raised in onError, a moment before the mutation leaves its pending state.
    await waitFor(() => expect(pressed('48214')).toEqual(['On Hold']));
  });

  it('offline, a tap waits on the phone, shows at once as waiting, and is sent once when the connection is back', async () => {
    serveJobs();
    const { user } = await renderSimple();
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      await user.click(statusButton('48213', 'On Hold'));
      await waitFor(() =>
        expect(toastTexts()).toContain(
          'Saved on this phone: No connection: it will be sent when the connection is back.',
        ),
      );
      // TanStack Query raises the toast (the hook's onSuccess) before the mutation leaves its pending
      // state, and hands that change to React a task later: the button settles right after the toast.
      await waitFor(() => expect(pressed('48213')).toEqual(['On Hold']));
      expect(job('48213').getByTestId('waiting-marker').textContent).toBe('Waiting to send · On Hold');
      expect(sent(PATCH_JOB)).toHaveLength(0);
    } finally {
      onLine.mockRestore();
    }
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(job('48213').queryByTestId('waiting-marker')).toBeNull());
    expect(patches()).toEqual([{ id: 1, body: { status: 'on-hold' } }]);
    expect(sent(PATCH_JOB)[0]?.headers.get('idempotency-key')).toBeTruthy();
    expect(pressed('48213')).toEqual(['On Hold']);
  });

  it('tapping the current status sends nothing', async () => {
    serveJobs();
    const { user } = await renderSimple();
    await user.click(statusButton('48213', 'Active'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(patches()).toEqual([]);
  });

  it('offers Complete to office staff, after asking', async () => {
    serveJobs(); // signed in as the default portal's office employee
    const { user } = await renderSimple();
    await user.click(await job('48213').findByRole('button', { name: 'Complete task #48213' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Mark this task as completed?')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Complete' }));
    await waitFor(() => expect(toastTexts()).toContain('Task Completed'));
    expect(patches()).toEqual([{ id: 1, body: { status: 'completed' } }]);
  });

  it('hides Complete from a plumber', async () => {
    serveJobs();
    server.use(signedInAs(PLUMBER));
    const { queryClient } = await renderSimple();
    // Signed in as a plumber (not still loading, when no one would get the button either).
    await waitFor(() =>
      expect(queryClient.getQueryData<{ name: string }>(queryKeys.currentEmployee)?.name).toBe(PLUMBER.name),
    );
    expect(screen.queryByRole('button', { name: /Complete/ })).toBeNull();
    expect(statusButton('48213', 'On Hold')).toBeTruthy();
  });

  it('Add note shows the note form under that job, and hides it again', async () => {
    serveJobs();
    const { user } = await renderSimple();
    const toggle = job('48214').getByRole('button', { name: 'Add note' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByText(/Note form for job/)).toBeNull();

    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(job('48214').getByText('Note form for job 2')).toBeTruthy();
    expect(document.getElementById(String(toggle.getAttribute('aria-controls')))?.textContent).toBe(
      'Note form for job 2',
    );
    expect(job('48213').queryByText(/Note form/)).toBeNull();

    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByText(/Note form for job/)).toBeNull();
  });
});
