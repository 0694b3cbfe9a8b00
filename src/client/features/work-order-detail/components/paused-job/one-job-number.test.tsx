import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pausedOrder } from '#tooling/test-client/detail-dialog.tsx';
import { WorkOrderBadges } from '../window/work-order-badges.tsx';
import { PausedJobPrintSheet } from './paused-job-print-sheet.tsx';

/** As on the paused-jobs card and CSV (paused-jobs' one-job-number test): one number per job. */
const NUMBER = 'P1795743540000-7';
const fields = { workOrderId: NUMBER, jobNumber: '44006', jobLastName: 'Reyes', title: 'Reyes - 44006' };

describe('one number per paused job (ADR 055)', () => {
  it('the job window heading and the printed sheet show the work order #', () => {
    const heading = render(<WorkOrderBadges workOrder={pausedOrder(fields)} />);
    expect(heading.container.textContent).toContain(`#${NUMBER}`);
    expect(heading.container.textContent).not.toContain('44006');

    const sheet = render(
      <PausedJobPrintSheet
        order={pausedOrder(fields)}
        nameOf={() => null}
        printedAt={new Date()}
        handBack={null}
        onDone={() => {}}
      />,
    );
    const header = sheet.container.querySelector('header')?.textContent ?? '';
    expect(header).toContain(`Reyes - ${NUMBER}`);
    expect(header).toContain(`Job # ${NUMBER}`);
    expect(header).not.toContain('44006');
  });
});
