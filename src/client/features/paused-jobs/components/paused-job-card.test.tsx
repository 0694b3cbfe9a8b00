import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { VIEW_MODE_STORAGE_KEYS } from '#client/components/work-order-list/use-view-mode.ts';
import { readTaskHistory, recordTaskView } from '#client/lib/task-history.ts';
import { formatMonthDay, formatMonthDayTime } from '#shared/domain/date-format.ts';
import { holdInsightsOf } from '#shared/domain/paused-job.ts';
import { answer, fail, sent } from '#tooling/test-client/api-handlers.ts';
import { currentEmployee, PLUMBER, toastTexts } from '#tooling/test-client/fixtures.ts';
import { server } from '#tooling/test-client/msw-server.ts';
import {
  answerPausedJobs,
  DELETE_JOB,
  deletes,
  holdInsights,
  itemOf,
  pausedJob,
  renderPausedJobs,
} from '#tooling/test-client/paused-jobs-screen.tsx';
import { setUpListScreenTests } from '#tooling/test-client/tasks-screen.tsx';

const onOpenJob = vi.fn();
setUpListScreenTests(onOpenJob);

const person = (id: number, name: string) => ({
  id,
  name,
  photo: null,
  colorTheme: 'green',
  employeeType: 'plumber',
});
const COMMENT = {
  content: 'Supplier says the flush valve ships Monday, customer agreed to wait',
  createdAt: '2026-11-21T15:05:00.000Z',
  authorName: 'Carlos Mendez',
};

const team = pausedJob(9, {
  workOrderId: '48213',
  jobNumber: '48213',
  jobLastName: 'Smith',
  title: 'Smith - 48213',
  description: 'Toilet runs constantly; replacement flush valve ordered from the supplier.',
  priority: 'urgent',
  preAuthStatus: 'Submitted',
  opcAmount: 1250.5,
  assignedEmployees: ['Ann Lee', 'Bo Diaz', 'Cy Ford', 'Di Gray'].map((name, index) =>
    person(20 + index, name),
  ),
  holdInsights: holdInsights({ daysOnHold: 12, overdueParts: [1] }),
  latestComment: COMMENT,
});
const solo = pausedJob(10, {
  workOrderId: '48300',
  customerName: 'Okafor',
  assignedEmployees: [person(30, 'Ann Lee')],
  holdInsights: holdInsights({ daysOnHold: 1, readyToReturn: true }),
});

const card = (id: number) => within(itemOf(id) as HTMLElement);

// User-event waits like a person between steps; on a busy machine a story can outlast 5 s.
describe('A paused-job card', { timeout: 20_000 }, () => {
  it('issue 23: a task put on hold keeps its number in the title, and Pre-Auth reads as in the detail', async () => {
    const heldTask = pausedJob(11, {
      workOrderId: '45465',
      jobNumber: null,
      jobLastName: null,
      customerName: 'Michael Jankowski',
      title: 'Replace water heater',
      preAuthStatus: null,
    });
    answerPausedJobs([heldTask]);
    renderPausedJobs(onOpenJob);
    await screen.findByRole('button', { name: 'Michael Jankowski - 45465' });
    expect(itemOf(11)?.textContent).not.toContain('00000');
    expect(itemOf(11)?.textContent).toContain('Pre-Auth:N/A');
  });

  it('shows the job number, On Hold, URGENT, hold markers, display title, people, amounts and the comment', async () => {
    answerPausedJobs([team, solo]);
    renderPausedJobs(onOpenJob);
    await screen.findByRole('button', { name: 'Smith - 48213' });
    const view = card(9);
    expect(itemOf(9)?.getAttribute('aria-label')).toBe('Paused job #48213');
    expect(view.getByText('#48213')).toBeTruthy();
    expect(view.getByText('On Hold')).toBeTruthy();
    expect(view.getByText('URGENT')).toBeTruthy();
    expect(view.getByText('Part overdue')).toBeTruthy();
    expect(view.getByText('12 days on hold')).toBeTruthy();
    expect(view.getAllByRole('img').map((avatar) => avatar.getAttribute('aria-label'))).toEqual([
      'Ann Lee',
      'Bo Diaz',
      'Cy Ford',
      'and 1 more: Di Gray',
    ]);
    expect(view.getByText('4 assigned')).toBeTruthy();
    expect(itemOf(9)?.textContent).toContain('Pre-Auth:Submitted');
    expect(itemOf(9)?.textContent).toContain('OPC:$1,250.50');
    expect(view.getByText(/Supplier says/).textContent).toBe(
      '\u201cSupplier says the flush valve ships Monday, custom...\u201d',
    );
    expect(
      view.getByText(new RegExp(`Carlos Mendez · ${formatMonthDayTime(COMMENT.createdAt)}`)),
    ).toBeTruthy();
  });

  it('without values: N/A pre-auth, $0.00 OPC, the one assignee by name, no URGENT, and the work-order number in the title', async () => {
    answerPausedJobs([solo]);
    renderPausedJobs(onOpenJob);
    await screen.findByRole('button', { name: 'Okafor - 48300' });
    const view = card(10);
    expect(view.getByText('#48300')).toBeTruthy();
    expect(view.queryByText('URGENT')).toBeNull();
    expect(view.getByText('Ready to return')).toBeTruthy();
    expect(view.getByText('Ann Lee')).toBeTruthy();
    expect(itemOf(10)?.textContent).toContain('Pre-Auth:N/A');
    expect(itemOf(10)?.textContent).toContain('OPC:$0.00');
    expect(view.getByText('No comments yet')).toBeTruthy();
  });

  it('#49190: one hold line says what is still pending, in the ready rule, instead of Ready to return (ADR 056)', async () => {
    const fields = pausedJob(12, {
      workOrderId: '49190',
      jobLastName: 'Ito',
      description: 'Water heater leaks at the base\nWaiting for: city permit and gas inspection',
      partTitle1: 'Flue pipe',
      partETA1: '2026-12-01',
      partOrdered2: '2026-11-20',
      partTitle3: 'Gas valve',
      partReceived3: '2026-11-20',
      preAuthStatus: 'Pending',
      authorizationStatus: 'Approved',
      rwpFormStatus: 'Printed',
    });
    // The insights as the server derives them from these fields.
    const held = { ...fields, holdInsights: holdInsightsOf(fields, new Date()) };
    answerPausedJobs([held]);
    renderPausedJobs(onOpenJob);
    await screen.findByRole('button', { name: 'Ito - 49190' });
    const line =
      'Waiting for: Flue pipe (ETA 12/1) · part 2 · pre-authorization · permit form · city permit and gas inspection';
    expect(card(12).getByText(line)).toBeTruthy();
    // One line that may be cut short: the whole of it stays in its title.
    expect(card(12).getByTestId('waiting-for').getAttribute('title')).toBe(line);
    expect(card(12).getAllByText(/^Waiting for:/)).toHaveLength(1);
    expect(card(12).queryByText('Ready to return')).toBeNull();
    // The description shows once, without the line the hold line already says.
    expect(card(12).getByText('Water heater leaks at the base')).toBeTruthy();
  });

  it('a job with every part in and every approval back says only Ready to return', async () => {
    const fields = pausedJob(13, {
      workOrderId: '48302',
      jobLastName: 'Diaz',
      partTitle1: 'Flue pipe',
      partETA1: '2026-12-01',
      partReceived1: '2026-11-30',
      preAuthStatus: 'Approved',
      authorizationStatus: 'Approved',
      rwpFormStatus: 'Approved',
    });
    answerPausedJobs([{ ...fields, holdInsights: holdInsightsOf(fields, new Date()) }]);
    renderPausedJobs(onOpenJob);
    await screen.findByRole('button', { name: 'Diaz - 48302' });
    expect(card(13).getByText('Ready to return')).toBeTruthy();
    expect(card(13).queryByText(/Waiting for:/)).toBeNull();
  });

  it('opens the detail from its title, its body and View, not from Delete', async () => {
    answerPausedJobs([team]);
    const { user } = renderPausedJobs(onOpenJob);
    await user.click(await screen.findByRole('button', { name: 'Smith - 48213' }));
    expect(onOpenJob).toHaveBeenLastCalledWith(9);
    await user.click(card(9).getByText(/Toilet runs constantly/));
    await user.click(card(9).getByRole('button', { name: 'View paused job #48213' }));
    expect(onOpenJob).toHaveBeenCalledTimes(3);
    await user.click(await card(9).findByRole('button', { name: 'Delete paused job #48213' }));
    expect(onOpenJob).toHaveBeenCalledTimes(3);
  });

  it('in the List view shows the same facts with two avatars and the comment day only', async () => {
    localStorage.setItem(VIEW_MODE_STORAGE_KEYS.pausedJobs, 'list');
    answerPausedJobs([team]);
    renderPausedJobs(onOpenJob);
    await screen.findByRole('button', { name: 'Smith - 48213' });
    const view = card(9);
    expect(view.getAllByRole('img').map((avatar) => avatar.getAttribute('aria-label'))).toEqual([
      'Ann Lee',
      'Bo Diaz',
      'and 2 more: Cy Ford, Di Gray',
    ]);
    expect(view.getByText('4 assigned')).toBeTruthy();
    expect(view.getByText(`Carlos Mendez · ${formatMonthDay(COMMENT.createdAt)}:`)).toBeTruthy();
    expect(view.getByText('URGENT')).toBeTruthy();
    expect(view.getByText('Part overdue')).toBeTruthy();
  });
});

describe('Deleting a paused job', { timeout: 20_000 }, () => {
  it('is not offered to a technician', async () => {
    answerPausedJobs([team]);
    server.use(answer('GET /api/auth/me', currentEmployee(PLUMBER)));
    renderPausedJobs(onOpenJob);
    await screen.findByRole('button', { name: 'Smith - 48213' });
    // Let the signed-in employee's answer land before judging what is offered.
    await waitFor(() => expect(sent('GET /api/auth/me').length).toBeGreaterThan(0));
    await act(async () => {});
    expect(screen.getByRole('button', { name: 'View paused job #48213' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Delete/ })).toBeNull();
  });

  it('asks first, then sends DELETE, says so, drops the card and the job from Recent History', async () => {
    answerPausedJobs([team, solo]);
    recordTaskView(team);
    const { user } = renderPausedJobs(onOpenJob);
    await user.click(await screen.findByRole('button', { name: 'Delete paused job #48213' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(within(confirm).getByText('Are you sure you want to delete this paused job?')).toBeTruthy();
    expect(deletes()).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(toastTexts()).toContain(
        'Task Deleted: The paused job has been deleted. Admin and management can restore it.',
      ),
    );
    expect(deletes()).toEqual([9]);
    await waitFor(() => expect(itemOf(9)).toBeNull());
    expect(itemOf(10)).not.toBeNull();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await waitFor(() => expect(readTaskHistory().map((entry) => entry.id)).toEqual([]));
    await waitFor(() => expect(screen.getByText('1 showing of 1 total paused jobs')).toBeTruthy());
  });

  it('Cancel sends nothing', async () => {
    answerPausedJobs([team]);
    const { user } = renderPausedJobs(onOpenJob);
    await user.click(await screen.findByRole('button', { name: 'Delete paused job #48213' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    expect(deletes()).toEqual([]);
    expect(itemOf(9)).not.toBeNull();
  });

  it('on failure says so and keeps the card', async () => {
    answerPausedJobs([team]);
    server.use(fail(DELETE_JOB, 500, 'boom'));
    const { user } = renderPausedJobs(onOpenJob);
    await user.click(await screen.findByRole('button', { name: 'Delete paused job #48213' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(toastTexts()).toContain('Delete Failed: Could not delete the paused job. Please try again.'),
    );
    expect(deletes()).toEqual([9]);
    expect(itemOf(9)).not.toBeNull();
  });
});

describe('A paused job shows its customer', { timeout: 20_000 }, () => {
  it.each(['cards', 'list'])('in the %s view: name and city', async (view) => {
    localStorage.setItem(VIEW_MODE_STORAGE_KEYS.pausedJobs, view);
    answerPausedJobs([{ ...team, customerName: 'Jane Smith', city: 'Springfield' }]);
    renderPausedJobs(onOpenJob);
    await screen.findByRole('button', { name: 'Smith - 48213' });
    expect(card(9).getByTestId('customer-place').textContent).toBe('Customer: Jane Smith · Springfield');
  });
});
