import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { answer, sent } from '../../../../testing/api-handlers.ts';
import { PLUMBER, PLUMBER_2, workOrder } from '../../../../testing/fixtures.ts';
import {
  MOBILE_LIST,
  renderMinimal,
  setUpMobilePageTests,
  shownLinks,
  signedInAs,
} from '../../../../testing/mobile-pages.tsx';
import { server } from '../../../../testing/msw-server.ts';

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
// The technicians' page: a plumber is signed in unless a test says otherwise.
beforeEach(() => server.use(signedInAs(PLUMBER), answer(MOBILE_LIST, JOBS)));

const filtersButton = () => screen.getByRole('button', { name: /^Filters/ });
const select = (name: string) => screen.getByRole('combobox', { name }) as HTMLSelectElement;
/** Job ids in the order shown (the technician's order: urgent first, then the newest). */
const ids = () => shownLinks().map((href) => Number(href?.split('/').at(-1)));

async function renderWithPanel(path?: string) {
  const view = renderMinimal(path);
  await screen.findByText(/4 jobs$/);
  await view.user.click(filtersButton());
  return view;
}

describe('/minimal-mobile-tasks filters', () => {
  it("'Filters' opens and closes the panel it controls", async () => {
    const { user } = renderMinimal();
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
    expect(ids()).toEqual([4, 3, 2]);
    await user.selectOptions(select('Type'), 'need-pics');
    expect(ids()).toEqual([3]);
    expect(screen.getByText('1 of 4 jobs')).toBeTruthy();
    expect(location()).toBe('/minimal-mobile-tasks?priority=normal&type=need-pics');
    expect(filtersButton().textContent).toContain('2 active');
    // The loaded list is filtered: no new request per filter.
    expect(sent(MOBILE_LIST)).toHaveLength(1);
  });

  it("'My jobs' shows the jobs the signed-in technician is assigned to or on the team of", async () => {
    server.use(signedInAs(PLUMBER));
    const { location, user } = await renderWithPanel();
    const mine = screen.getByRole('button', { name: 'My jobs' });
    expect(mine.getAttribute('aria-pressed')).toBe('false');
    await user.click(mine);
    expect(mine.getAttribute('aria-pressed')).toBe('true');
    expect(ids()).toEqual([1, 3]);
    expect(location()).toBe('/minimal-mobile-tasks?mine=1');
    await user.click(mine);
    expect(ids()).toEqual([1, 4, 3, 2]);
  });

  it('comes back with the filters of the URL (Back from a job), and Clear All Filters drops them', async () => {
    const { location, user } = renderMinimal('/minimal-mobile-tasks?status=open&mine=1&view=list');
    expect(await screen.findByText('1 of 4 jobs')).toBeTruthy();
    expect(ids()).toEqual([1]);
    await user.click(filtersButton());
    expect(select('Status').value).toBe('open');
    await user.click(screen.getByRole('button', { name: 'Clear All Filters' }));
    expect(ids()).toEqual([1, 4, 3, 2]);
    expect(screen.getByText('4 jobs')).toBeTruthy();
    // The view is not a filter: it stays.
    expect(location()).toBe('/minimal-mobile-tasks?view=list');
    expect(screen.queryByRole('button', { name: 'Clear All Filters' })).toBeNull();
  });

  it("says 'No tasks match your filters', with 'Clear All Filters' to see every job again", async () => {
    server.use(signedInAs(PLUMBER_2));
    const { user } = renderMinimal('/minimal-mobile-tasks?mine=1&priority=urgent');
    expect(await screen.findByText('No tasks match your filters')).toBeTruthy();
    expect(screen.getByText('0 of 4 jobs')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Clear All Filters' }));
    expect(ids()).toEqual([1, 4, 3, 2]);
    expect(screen.queryByText('No tasks match your filters')).toBeNull();
  });
});
