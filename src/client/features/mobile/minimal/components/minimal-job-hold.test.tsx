import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { answer } from '#tooling/test-client/api-handlers.ts';
import { PLUMBER, workOrder } from '#tooling/test-client/fixtures.ts';
import {
  MOBILE_LIST,
  renderMinimal,
  setUpMobilePageTests,
  signedInAs,
} from '#tooling/test-client/mobile-pages.tsx';
import { server } from '#tooling/test-client/msw-server.ts';

const inFiveHours = () => new Date(Date.now() + 5 * 3_600_000 + 600_000).toISOString();

// Issue 23: a task with job # 45465 put on hold 6 days ago, still carrying a due date in 5 hours.
const HELD = workOrder(7, {
  workOrderId: '45465',
  jobNumber: null,
  jobLastName: null,
  customerName: 'Michael Jankowski',
  title: 'Replace water heater',
  status: 'on-hold',
  dueDate: inFiveHours(),
  pausedAt: new Date(Date.now() - 6 * 24 * 3_600_000).toISOString(),
  holdInsights: { daysOnHold: 6, overdueParts: [], readyToReturn: false, waitingOn: [], waitingFor: null },
});
const OPEN = workOrder(8, {
  workOrderId: '45466',
  title: 'Leaking tap',
  status: 'open',
  dueDate: inFiveHours(),
});

setUpMobilePageTests();
beforeEach(() => server.use(signedInAs(PLUMBER), answer(MOBILE_LIST, [HELD, OPEN])));

const card = (number: string) => within(screen.getByRole('link', { name: new RegExp(`#${number}`) }));

describe('/minimal-mobile-tasks: one truth per job on hold (issue 23)', () => {
  it('shows an on-hold job by its number and its days on hold, not due-date urgency', async () => {
    renderMinimal();
    await screen.findByText('2 jobs');
    const held = card('45465');
    expect(held.getByRole('heading', { name: 'Michael Jankowski - 45465' })).toBeTruthy();
    expect(held.getByText('On hold · 6 days')).toBeTruthy();
    expect(held.queryByText(/Due in|Overdue/)).toBeNull();
    // Work that is not on hold keeps its urgency.
    expect(card('45466').getByText('Due in 5 hours')).toBeTruthy();
  });
});
