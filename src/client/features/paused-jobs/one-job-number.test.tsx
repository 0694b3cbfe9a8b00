import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { pausedOrder } from '#client/testing/detail-dialog.tsx';
import {
  answerPausedJobs,
  itemOf,
  pausedJob,
  renderPausedJobs,
} from '#client/testing/paused-jobs-screen.tsx';
import { setUpListScreenTests } from '#client/testing/tasks-screen.tsx';
import { PausedJobPrintSheet } from '../work-order-detail/components/paused-job-print-sheet.tsx';
import { WorkOrderBadges } from '../work-order-detail/components/work-order-badges.tsx';
import { pausedJobsCsv } from './paused-jobs-csv.ts';

setUpListScreenTests(vi.fn());

/**
 * An older paused job whose drawn number could not become its typed Job Number (another open job
 * has that number): the one number people see is still its work order's #, on every surface.
 */
const NUMBER = 'P1795743540000-7';
const fields = { workOrderId: NUMBER, jobNumber: '44006', jobLastName: 'Reyes', title: 'Reyes - 44006' };

describe('one number per paused job (ADR 055)', () => {
  it('the card, the heading, the printed sheet and the CSV show the work order #', async () => {
    answerPausedJobs([pausedJob(70, fields)]);
    renderPausedJobs(vi.fn());
    const title = await screen.findByRole('button', { name: `Reyes - ${NUMBER}` });
    expect(title).toBeTruthy();
    const card = itemOf(70) as HTMLElement;
    expect(within(card).getByText(`#${NUMBER}`)).toBeTruthy();
    expect(card.textContent).not.toContain('44006');

    const heading = render(<WorkOrderBadges workOrder={pausedOrder(fields)} />);
    expect(heading.container.textContent).toContain(`#${NUMBER}`);
    expect(heading.container.textContent).not.toContain('44006');

    const sheet = render(
      <PausedJobPrintSheet order={pausedOrder(fields)} nameOf={() => null} printedAt={new Date()} />,
    );
    const header = sheet.container.querySelector('header')?.textContent ?? '';
    expect(header).toContain(`Reyes - ${NUMBER}`);
    expect(header).toContain(`Job # ${NUMBER}`);
    expect(header).not.toContain('44006');

    const [, row] = pausedJobsCsv([pausedJob(70, fields)], []).split('\r\n');
    expect(row?.split(',').slice(0, 3)).toEqual([NUMBER, 'Reyes', `Reyes - ${NUMBER}`]);
  });
});
