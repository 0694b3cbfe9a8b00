import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  PLUMBER,
  PLUMBER_2,
  renderMinimal,
  setUpMinimalTests,
  shownLinks,
  stubServer,
  workOrder,
} from '../test-support.tsx';

setUpMinimalTests();

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

const filtersButton = () => screen.getByRole('button', { name: /^Filters/ });
const select = (name: string) => screen.getByRole('combobox', { name }) as HTMLSelectElement;
/** Job ids in the order shown (the technician's order: urgent first, then the newest). */
const ids = () => shownLinks().map((href) => Number(href?.split('/').at(-1)));

async function renderWithPanel(path?: string) {
  const view = renderMinimal(path);
  await screen.findByText(/4 jobs$/);
  fireEvent.click(filtersButton());
  return view;
}

describe('/minimal-mobile-tasks filters', () => {
  it("'Filters' opens and closes the panel it controls", async () => {
    stubServer({ list: JOBS });
    renderMinimal();
    await screen.findByText('4 jobs');
    const button = filtersButton();
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('combobox', { name: 'Status' })).toBeNull();
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const panel = document.getElementById(String(button.getAttribute('aria-controls')));
    expect(panel?.contains(select('Status'))).toBe(true);
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('combobox', { name: 'Status' })).toBeNull();
  });

  it('offers Active, In Progress and On Hold; Urgent and Normal; and every type', async () => {
    stubServer({ list: JOBS });
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
    const server = stubServer({ list: JOBS });
    const { location } = await renderWithPanel();
    fireEvent.change(select('Status'), { target: { value: 'open' } });
    expect(ids()).toEqual([1, 4]);
    expect(screen.getByText('2 of 4 jobs')).toBeTruthy();
    fireEvent.change(select('Status'), { target: { value: 'all' } });
    fireEvent.change(select('Priority'), { target: { value: 'normal' } });
    expect(ids()).toEqual([4, 3, 2]);
    fireEvent.change(select('Type'), { target: { value: 'need-pics' } });
    expect(ids()).toEqual([3]);
    expect(screen.getByText('1 of 4 jobs')).toBeTruthy();
    expect(location()).toBe('/minimal-mobile-tasks?priority=normal&type=need-pics');
    expect(filtersButton().textContent).toContain('2 active');
    // The loaded list is filtered: no new request per filter.
    expect(server.listRequests).toHaveLength(1);
  });

  it("'My jobs' shows the jobs the signed-in technician is assigned to or on the team of", async () => {
    stubServer({ me: PLUMBER, list: JOBS });
    const { location } = await renderWithPanel();
    const mine = screen.getByRole('button', { name: 'My jobs' });
    expect(mine.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(mine);
    expect(mine.getAttribute('aria-pressed')).toBe('true');
    expect(ids()).toEqual([1, 3]);
    expect(location()).toBe('/minimal-mobile-tasks?mine=1');
    fireEvent.click(mine);
    expect(ids()).toEqual([1, 4, 3, 2]);
  });

  it('comes back with the filters of the URL (Back from a job), and Clear All Filters drops them', async () => {
    stubServer({ list: JOBS });
    const { location } = renderMinimal('/minimal-mobile-tasks?status=open&mine=1&view=list');
    expect(await screen.findByText('1 of 4 jobs')).toBeTruthy();
    expect(ids()).toEqual([1]);
    fireEvent.click(filtersButton());
    expect(select('Status').value).toBe('open');
    fireEvent.click(screen.getByRole('button', { name: 'Clear All Filters' }));
    expect(ids()).toEqual([1, 4, 3, 2]);
    expect(screen.getByText('4 jobs')).toBeTruthy();
    // The view is not a filter: it stays.
    expect(location()).toBe('/minimal-mobile-tasks?view=list');
    expect(screen.queryByRole('button', { name: 'Clear All Filters' })).toBeNull();
  });

  it("says 'No tasks match your filters', with 'Clear All Filters' to see every job again", async () => {
    stubServer({ me: PLUMBER_2, list: JOBS });
    renderMinimal('/minimal-mobile-tasks?mine=1&priority=urgent');
    expect(await screen.findByText('No tasks match your filters')).toBeTruthy();
    expect(screen.getByText('0 of 4 jobs')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear All Filters' }));
    expect(ids()).toEqual([1, 4, 3, 2]);
    expect(screen.queryByText('No tasks match your filters')).toBeNull();
  });
});
