import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { answer, sentQueries } from '#tooling/test-client/api-handlers.ts';
import { PLUMBER, workOrder } from '#tooling/test-client/fixtures.ts';
import {
  MOBILE_LIST,
  renderMinimal,
  setUpMobilePageTests,
  shownLinks,
  signedInAs,
} from '#tooling/test-client/mobile-pages.tsx';
import { server } from '#tooling/test-client/msw-server.ts';

const LONG = '0123456789'.repeat(15);
const person = (id: number, name: string) => ({
  id,
  name,
  photo: null,
  colorTheme: 'blue',
  employeeType: 'plumber',
});
const TEAM = [person(11, 'Ana Lopez'), person(12, 'Ben Ward'), person(13, 'Cy Hale'), person(14, 'Dee Park')];
const inThreeDays = () => new Date(Date.now() + 3 * 24 * 3_600_000 + 3_600_000).toISOString();

const JOBS = [
  workOrder(1, {
    title: 'Burst pipe in basement',
    description: LONG,
    priority: 'urgent',
    status: 'in-progress',
    assignedEmployees: TEAM,
    dueDate: inThreeDays(),
  }),
  workOrder(2, { title: 'Replace water heater', status: 'on-hold' }),
];

setUpMobilePageTests();
// The technicians' page: a plumber is signed in.
beforeEach(() => server.use(signedInAs(PLUMBER), answer(MOBILE_LIST, JOBS)));

const jobLink = (workOrderNumber: string) =>
  screen.getByRole('link', { name: new RegExp(`#${workOrderNumber}`) });

describe('/minimal-mobile-tasks', () => {
  it('asks for every job that is not completed, in the lightweight form, and counts them', async () => {
    renderMinimal();
    expect(screen.getByRole('heading', { level: 1, name: 'All jobs' })).toBeTruthy();
    expect(await screen.findByText('2 jobs')).toBeTruthy();
    const query = sentQueries(MOBILE_LIST)[0];
    expect(query?.lightweight).toBe('true');
    expect(query?.status).toBe('open,in-progress,on-hold');
    expect(shownLinks()).toEqual(['/work-orders/1', '/work-orders/2']);
  });

  it('shows a card per job: number, title, status, URGENT, due date, 100 characters, 3 assignees', async () => {
    renderMinimal();
    await screen.findByText('2 jobs');
    const card = within(jobLink('48001'));
    expect(card.getByRole('heading', { name: 'Burst pipe in basement' })).toBeTruthy();
    expect(card.getByText('In Progress')).toBeTruthy();
    expect(card.getByText('URGENT')).toBeTruthy();
    expect(card.getByText('Due in 3 days')).toBeTruthy();
    expect(card.getByText(`${'0123456789'.repeat(10)}...`)).toBeTruthy();
    expect(card.getAllByRole('img').map((avatar) => avatar.getAttribute('aria-label'))).toEqual([
      'Ana Lopez',
      'Ben Ward',
      'Cy Hale',
      'and 1 more: Dee Park',
    ]);
    const other = within(jobLink('48002'));
    expect(other.getByText('On Hold')).toBeTruthy();
    expect(other.queryByText('URGENT')).toBeNull();
  });

  it('switches to the list: 60 characters, 2 assignees, the choice kept in the URL and on the device', async () => {
    const { location, user } = renderMinimal();
    await screen.findByText('2 jobs');
    await user.click(screen.getByRole('button', { name: 'List' }));
    expect(screen.getByRole('button', { name: 'List' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Cards' }).getAttribute('aria-pressed')).toBe('false');
    const row = within(jobLink('48001'));
    expect(row.getByText(`${'0123456789'.repeat(6)}...`)).toBeTruthy();
    expect(row.queryByText(`${'0123456789'.repeat(10)}...`)).toBeNull();
    expect(row.getAllByRole('img').map((avatar) => avatar.getAttribute('aria-label'))).toEqual([
      'Ana Lopez',
      'Ben Ward',
      'and 2 more: Cy Hale, Dee Park',
    ]);
    expect(location()).toBe('/minimal-mobile-tasks?view=list');
    expect(localStorage.getItem('minimal-mobile-view-mode')).toBe('list');
  });

  it('opens in the view the URL names, else the one last chosen on this device', async () => {
    localStorage.setItem('minimal-mobile-view-mode', 'list');
    renderMinimal('/minimal-mobile-tasks?view=cards');
    await screen.findByText('2 jobs');
    expect(screen.getByRole('button', { name: 'Cards' }).getAttribute('aria-pressed')).toBe('true');
    expect(within(jobLink('48001')).getByText(`${'0123456789'.repeat(10)}...`)).toBeTruthy();
  });

  it('goes to /work-orders/{id} when a job is tapped', async () => {
    const { location, user } = renderMinimal();
    await screen.findByText('2 jobs');
    await user.click(jobLink('48002'));
    expect(await screen.findByRole('heading', { name: 'Work order page 2' })).toBeTruthy();
    expect(location()).toBe('/work-orders/2');
  });
});
