import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { sent } from '#tooling/test-client/api-handlers.ts';
import { OFFICE, PLUMBER, PLUMBER_2, workOrder } from '#tooling/test-client/fixtures.ts';
import {
  MOBILE_LIST,
  mobileListOf,
  renderMinimal,
  setUpMobilePageTests,
  shownLinks,
  signedInAs,
} from '#tooling/test-client/mobile-pages.tsx';
import { server } from '#tooling/test-client/msw-server.ts';

const JOBS = [
  workOrder(1, { status: 'open', priority: 'urgent', type: 'need-pics', assignedTo: PLUMBER.id }),
  workOrder(2, { status: 'in-progress', priority: 'normal', type: 'follow-up' }),
  workOrder(3, {
    status: 'on-hold',
    priority: 'normal',
    type: 'need-pics',
    assignedEmployees: [
      { id: PLUMBER.id, name: PLUMBER.name, photo: null, colorTheme: 'blue', employeeType: 'plumber' },
    ],
  }),
  workOrder(4, { status: 'open', priority: 'normal', type: 'task', assignedTo: PLUMBER_2.id }),
];

setUpMobilePageTests();
// The technicians' page: a plumber is signed in unless a test says otherwise; the filters are
// tried on everyone's jobs (?show=all), where there are more to filter.
beforeEach(() => server.use(signedInAs(PLUMBER), mobileListOf(JOBS)));
const ALL = '/minimal-mobile-tasks?show=all';

const filtersButton = () => screen.getByRole('button', { name: /^Filters/ });
const select = (name: string) => screen.getByRole('combobox', { name }) as HTMLSelectElement;
/** Job ids in the order shown (the technician's order: in progress, open, on hold; urgent first). */
const ids = () => shownLinks().map((href) => Number(href?.split('/').at(-1)));

async function renderWithPanel(path = ALL) {
  const view = renderMinimal(path);
  await screen.findByText(/4 jobs$/);
  await view.user.click(filtersButton());
  return view;
}

describe('/minimal-mobile-tasks filters', () => {
  it("'Filters' opens and closes the panel it controls", async () => {
    const { user } = renderMinimal(ALL);
    await screen.findByText('4 jobs');
    const button = filtersButton();
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('combobox', { name: 'Status' })).toBeNull();
    await user.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const panel = document.getElementById(String(button.getAttribute('aria-controls')));
    expect(panel?.contains(select('Status'))).toBe(true);
    await user.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('combobox', { name: 'Status' })).toBeNull();
  });

  it('offers Active, In Progress and On Hold; Urgent and Normal; and every type', async () => {
    await renderWithPanel();
    const texts = (name: string) => Array.from(select(name).options).map((option) => option.text);
    expect(texts('Status')).toEqual(['All', 'Active', 'In Progress', 'On Hold']);
    expect(texts('Priority')).toEqual(['All', 'Urgent', 'Normal']);
    expect(texts('Type')).toEqual([
      'All',
      'Plumbing Question',
      'Follow Up',
      'Contact HO',
      'Need Pictures',
      'Estimate Question',
      'Task',
    ]);
  });

  it('filters by status, priority and type in the browser, counts "N of M" and keeps them in the URL', async () => {
    const { location, user } = await renderWithPanel();
    await user.selectOptions(select('Status'), 'open');
    expect(ids()).toEqual([1, 4]);
    expect(screen.getByText('2 of 4 jobs')).toBeTruthy();
    await user.selectOptions(select('Status'), 'all');
    await user.selectOptions(select('Priority'), 'normal');
    expect(ids()).toEqual([2, 4, 3]);
    await user.selectOptions(select('Type'), 'need-pics');
    expect(ids()).toEqual([3]);
    expect(screen.getByText('1 of 4 jobs')).toBeTruthy();
    expect(location()).toBe('/minimal-mobile-tasks?show=all&priority=normal&type=need-pics');
    expect(filtersButton().textContent).toContain('2 active');
    // The loaded list is filtered: no new request per filter.
    expect(sent(MOBILE_LIST)).toHaveLength(1);
  });

  it("the header's Mine | All switch, not the panel, chooses whose jobs: the server filters Mine", async () => {
    const { location, user } = renderMinimal();
    expect(await screen.findByText('2 jobs')).toBeTruthy();
    expect(ids()).toEqual([1, 3]);
    expect(sent(MOBILE_LIST).at(-1)?.url.searchParams.get('assignee')).toBe(String(PLUMBER.id));
    const mine = screen.getByRole('button', { name: 'Mine' });
    const all = screen.getByRole('button', { name: 'All' });
    expect(mine.getAttribute('aria-pressed')).toBe('true');
    expect(all.getAttribute('aria-pressed')).toBe('false');
    await user.click(filtersButton());
    expect(screen.queryByRole('button', { name: 'My jobs' })).toBeNull();

    await user.click(all);
    expect(await screen.findByText('4 jobs')).toBeTruthy();
    expect(all.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('heading', { level: 1, name: 'All jobs' })).toBeTruthy();
    expect(location()).toBe('/minimal-mobile-tasks?show=all');
    expect(sent(MOBILE_LIST).at(-1)?.url.searchParams.has('assignee')).toBe(false);
    expect(ids()).toEqual([2, 1, 4, 3]);
  });

  it('opens office staff on all jobs; Mine is there for the jobs they are on', async () => {
    server.use(signedInAs(OFFICE));
    const { location, user } = renderMinimal();
    expect(await screen.findByText('4 jobs')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'All jobs' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Mine' }));
    expect(await screen.findByText('No jobs of yours are open')).toBeTruthy();
    expect(location()).toBe('/minimal-mobile-tasks?show=mine');
  });

  it('comes back with the filters of the URL (Back from a job), and Clear All Filters drops them', async () => {
    // mine=1 is the old 'My jobs' filter: it still means Mine.
    const { location, user } = renderMinimal('/minimal-mobile-tasks?status=open&mine=1&view=list');
    expect(await screen.findByText('1 of 2 jobs')).toBeTruthy();
    expect(ids()).toEqual([1]);
    await user.click(filtersButton());
    expect(select('Status').value).toBe('open');
    await user.click(screen.getByRole('button', { name: 'Clear All Filters' }));
    expect(ids()).toEqual([1, 3]);
    expect(screen.getByText('2 jobs')).toBeTruthy();
    // The view and whose jobs are not filters: they stay.
    expect(location()).toBe('/minimal-mobile-tasks?mine=1&view=list');
    expect(screen.queryByRole('button', { name: 'Clear All Filters' })).toBeNull();
  });

  it("says 'No tasks match your filters', with 'Clear All Filters' to see every job again", async () => {
    server.use(signedInAs(PLUMBER_2));
    const { user } = renderMinimal('/minimal-mobile-tasks?priority=urgent');
    expect(await screen.findByText('No tasks match your filters')).toBeTruthy();
    expect(screen.getByText('0 of 1 job')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Clear All Filters' }));
    expect(ids()).toEqual([4]);
    expect(screen.queryByText('No tasks match your filters')).toBeNull();
  });

  it('reads overdue first, then the soonest due; Sort and the Due quick filter stay in the URL', async () => {
    const hoursFromNow = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();
    server.use(
      mobileListOf([
        workOrder(1, { status: 'in-progress', dueDate: hoursFromNow(72), createdAt: hoursFromNow(-1) }),
        workOrder(2, { status: 'open', dueDate: hoursFromNow(-5), createdAt: hoursFromNow(-50) }),
        workOrder(3, { status: 'open', dueDate: null, priority: 'urgent', createdAt: hoursFromNow(-2) }),
        workOrder(4, { status: 'open', dueDate: hoursFromNow(1), createdAt: hoursFromNow(-30) }),
      ]),
    );
    const { location, user } = renderMinimal(ALL);
    await screen.findByText('4 jobs');
    expect(select('Sort').value).toBe('due');
    expect(ids()).toEqual([2, 4, 1, 3]);
    await user.selectOptions(select('Sort'), 'priority');
    expect(ids()).toEqual([3, 2, 4, 1]);
    await user.selectOptions(select('Sort'), 'newest');
    expect(ids()).toEqual([1, 3, 4, 2]);
    await user.click(filtersButton());
    await user.selectOptions(select('Due'), 'overdue');
    expect(ids()).toEqual([2]);
    expect(location()).toBe('/minimal-mobile-tasks?show=all&sort=newest&due=overdue');
    expect(sent(MOBILE_LIST)).toHaveLength(1);
  });
});
