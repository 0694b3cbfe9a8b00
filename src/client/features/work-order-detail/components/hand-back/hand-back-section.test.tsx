import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { HandBack } from '#shared/schemas/hand-back.ts';
import { fail, held, sentBodies } from '#tooling/test-client/api-handlers.ts';
import { openDetailDialog, sampleOrder } from '#tooling/test-client/detail-dialog.tsx';
import {
  HAND_BACKS,
  handBackServer,
  imageBytes,
  NOT_FINISHED_HAND_BACK,
  SIGNED_HAND_BACK,
} from '#tooling/test-client/hand-back-office-handlers.ts';
import { handBackRegion, setUpHandBackSectionTests } from '#tooling/test-client/hand-back-section.tsx';
import { server } from '#tooling/test-client/msw-server.ts';

setUpHandBackSectionTests();

/** A field of the hand-back's list: its value by its label. */
function field(region: HTMLElement, label: string) {
  const term = within(region).getByText(label, { selector: 'dt' });
  return (term.nextElementSibling as HTMLElement).textContent;
}

describe('the Hand-back section of the job', { timeout: 20_000 }, () => {
  it('shows a signed hand-back whole: outcome, work, time on site, parts, photos, signature, SHA-256, status', async () => {
    server.use(...handBackServer([SIGNED_HAND_BACK]).handlers, imageBytes());
    await openDetailDialog(sampleOrder());
    const region = await handBackRegion();

    // Times in the company's zone (Chicago), once its settings are read.
    await waitFor(() =>
      expect(within(region).getByRole('heading', { level: 4 }).textContent).toBe(
        'Hand-back by Carlos Mendez, Mar 2, 2026, 9:46 AM',
      ),
    );
    expect(field(region, 'Status')).toBe('Awaiting review');
    expect(field(region, 'Outcome')).toBe('Done');
    expect(field(region, 'Time on site')).toBe('1 h 40 min, 8:05–9:45 AM');
    expect(field(region, 'SHA-256')).toBe(SIGNED_HAND_BACK.contentSha256);
    expect(within(region).getByText(/Replaced the anode rod and flushed the tank\./)).toBeTruthy();

    const rows = within(within(region).getByRole('table', { name: 'Parts used' }))
      .getAllByRole('row')
      .map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent));
    expect(rows).toEqual([
      ['Description', 'Quantity', 'Part no.'],
      ['Anode rod', '1', 'AR-44'],
      ['PEX pipe (m)', '2.5', '—'],
    ]);

    // Thumbnails through the attachments' own component, named by label and file.
    const before = within(region).getByRole('list', { name: 'Before' });
    expect(await within(before).findByRole('img', { name: 'Before photo: tank-before.jpg' })).toBeTruthy();
    const after = within(region).getByRole('list', { name: 'After' });
    expect(await within(after).findByRole('img', { name: 'After photo: tank-after.jpg' })).toBeTruthy();
    const signature = await within(region).findByRole('img', { name: 'Signature of J. Chatterjee' });
    expect(signature.getAttribute('width')).toBe('600');
    expect(within(region).getByText('Signed by J. Chatterjee')).toBeTruthy();
  });

  it('shows a hand-back not finished: why, the return, the part waited for, who was not there', async () => {
    server.use(...handBackServer([NOT_FINISHED_HAND_BACK]).handlers);
    await openDetailDialog(sampleOrder());
    const region = await handBackRegion();
    await within(region).findByText(/^35 min, 8:05–8:40 AM/);
    const outcome = within(region).getByText('Outcome', { selector: 'dt' }).nextElementSibling as HTMLElement;
    expect(Array.from(outcome.querySelectorAll('span'), (line) => line.textContent)).toEqual([
      'Not finished: Thermostat must be ordered',
      'A return visit is needed',
      'Waiting for part: Thermostat TX-200',
    ]);
    expect(field(region, 'Time on site')).toBe(
      '35 min, 8:05–8:40 AMTime changed by the technician: Forgot to press Arrived',
    );
    expect(
      within(region).getByText('Customer not present: Tenant at work, key left with the neighbour'),
    ).toBeTruthy();
    expect(within(region).getByText('No parts used')).toBeTruthy();
    expect(within(region).getByText('No photos')).toBeTruthy();
    expect(within(region).queryByRole('img')).toBeNull();
    // Not done: it can be reviewed, but the task is not completed with it.
    expect(within(region).getByRole('button', { name: 'Mark reviewed' })).toBeTruthy();
    expect(within(region).queryByRole('checkbox', { name: 'Complete the task too' })).toBeNull();
  });

  it('shows the current hand-back first, and a reopened one under Earlier hand-backs', async () => {
    const reopened: HandBack = {
      ...NOT_FINISHED_HAND_BACK,
      id: 40,
      status: 'reopened',
      reviewedAt: '2026-03-01T17:00:00.000Z',
      reviewedBy: { id: 3, name: 'Priya Natarajan' },
      reopenedAt: '2026-03-01T18:00:00.000Z',
      reopenedBy: { id: 1, name: 'Morgan Lee' },
      reopenReason: 'Photos of another job',
      createdAt: '2026-03-01T15:00:00.000Z',
    };
    server.use(...handBackServer([SIGNED_HAND_BACK, reopened]).handlers, imageBytes());
    await openDetailDialog(sampleOrder());
    const region = await handBackRegion();
    const [current, earlier] = within(region).getAllByRole('article');
    expect(within(region).getByRole('heading', { name: 'Earlier hand-backs' })).toBeTruthy();
    expect(within(current as HTMLElement).getByTestId('hand-back-status').textContent).toBe(
      'Awaiting review',
    );
    await waitFor(() =>
      expect(within(earlier as HTMLElement).getByTestId('hand-back-status').textContent).toBe(
        'Reopened by Morgan Lee at Mar 1, 2026, 12:00 PM: Photos of another job',
      ),
    );
  });

  it('says it is loading, then that there is none yet', async () => {
    const list = held(HAND_BACKS, { handBacks: [] });
    server.use(list.handler);
    await openDetailDialog(sampleOrder());
    const region = await screen.findByRole('region', { name: 'Hand-back' });
    expect(within(region).getByRole('status').textContent).toBe('Loading the hand-back...');
    list.release();
    expect(
      await within(region).findByText(
        'No hand-back yet. It appears here once the technician finishes a visit.',
      ),
    ).toBeTruthy();
  });

  it('says a failed read in the server words and reads again on request', async () => {
    server.use(fail(HAND_BACKS, 500, 'boom'));
    const { user } = await openDetailDialog(sampleOrder());
    const region = await screen.findByRole('region', { name: 'Hand-back' });
    // One retry first (the query client's), then the failure is said.
    const alert = await within(region).findByRole('alert', {}, { timeout: 5000 });
    expect(alert.textContent).toBe('Could not load the hand-back. Server error. Please try again later.');
    server.use(...handBackServer([SIGNED_HAND_BACK]).handlers, imageBytes());
    await user.click(within(region).getByRole('button', { name: 'Load the hand-back again' }));
    await waitFor(() => expect(within(region).getByRole('article')).toBeTruthy());
    expect(sentBodies(HAND_BACKS)).toHaveLength(3);
  });
});
