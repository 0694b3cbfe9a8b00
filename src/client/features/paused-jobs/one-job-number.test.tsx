import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  answerPausedJobs,
  itemOf,
  pausedJob,
  renderPausedJobs,
} from '#tooling/test-client/paused-jobs-screen.tsx';
import { setUpListScreenTests } from '#tooling/test-client/tasks-screen.tsx';
import { pausedJobsCsv } from './paused-jobs-csv.ts';

setUpListScreenTests(vi.fn());

/**
 * An older paused job whose drawn number could not become its typed Job Number (another job has
 * that number): the one number people see is still its work order's #, on the card and in the
 * CSV as in the heading and on the printed sheet (work-order-detail's one-job-number test).
 */
const NUMBER = 'P1795743540000-7';
const fields = { workOrderId: NUMBER, jobNumber: '44006', jobLastName: 'Reyes', title: 'Reyes - 44006' };

describe('one number per paused job (ADR 055)', () => {
  it('the card and the CSV show the work order #', async () => {
    answerPausedJobs([pausedJob(70, fields)]);
    renderPausedJobs(vi.fn());
    await screen.findByRole('button', { name: `Reyes - ${NUMBER}` });
    const card = itemOf(70) as HTMLElement;
    expect(within(card).getByText(`#${NUMBER}`)).toBeTruthy();
    expect(card.textContent).not.toContain('44006');

    const [, row] = pausedJobsCsv([pausedJob(70, fields)], []).split('\r\n');
    expect(row?.split(',').slice(0, 3)).toEqual([NUMBER, 'Reyes', `Reyes - ${NUMBER}`]);
  });
});
