import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from '#shared/domain/date-format.ts';
import {
  activityItem,
  renderAdmin,
  sentActivityReads,
  stubMissingBrowserApis,
} from '#tooling/test-client/admin-panel.tsx';
import { answer, fail } from '#tooling/test-client/api-handlers.ts';

const ACTIVITY = 'GET /api/activity';

beforeEach(stubMissingBrowserApis);

const deletion = activityItem(2, {
  action: 'deleted',
  field: null,
  oldValue: null,
  newValue: null,
  snapshot: { workOrderId: '48213', title: 'Leaking water heater', city: 'Springfield', notes: null },
  actor: { id: 3, name: 'Priya Natarajan' },
});

const log = () => screen.findByRole('table', { name: 'Activity log, newest first' });

describe('Activity Log tab', () => {
  it('reads each entry as a sentence: who did what to which job; a deletion offers its last state', async () => {
    const { user } = renderAdmin('/admin?tab=activity', {
      handlers: [
        answer(ACTIVITY, [
          activityItem(1),
          deletion,
          activityItem(3, {
            action: 'comment_added',
            field: null,
            oldValue: null,
            newValue: { commentId: 177, type: 'note' },
          }),
          activityItem(4, { action: 'updated', field: 'partEta1', oldValue: null, newValue: '2026-12-03' }),
        ]),
      ],
    });
    const [, change, removal, note, eta] = within(await log()).getAllByRole('row') as HTMLElement[];
    expect(within(change as HTMLElement).getByText(formatDateTime('2026-11-20T15:05:00.000Z'))).toBeTruthy();
    expect(
      within(change as HTMLElement).getByText(
        'Carlos Mendez changed Status of job #48213 from Active to In Progress',
      ),
    ).toBeTruthy();
    expect(within(note as HTMLElement).getByText('Carlos Mendez added a note to job #48213')).toBeTruthy();
    expect(
      within(eta as HTMLElement).getByText(
        `Carlos Mendez set Part 1 ETA of job #48213 to ${formatDate('2026-12-03')}`,
      ),
    ).toBeTruthy();
    expect(within(await log()).queryByText(/[{}]|commentId|Part eta/)).toBeNull();

    const removed = removal as HTMLElement;
    expect(
      within(removed).getByText('Priya Natarajan deleted job #48213, “Leaking water heater”'),
    ).toBeTruthy();
    const summary = within(removed).getByText('Show last state');
    expect(summary.closest('details')?.open).toBe(false);
    await user.click(summary);
    expect(summary.closest('details')?.open).toBe(true);
    expect(within(removed).getByText('Title').nextElementSibling?.textContent).toBe('Leaking water heater');
    expect(within(removed).getByText('City')).toBeTruthy();
    expect(within(removed).queryByText('Notes')).toBeNull();
  });

  it('names people by the employee list and never shows an object as JSON', async () => {
    renderAdmin('/admin?tab=activity', {
      handlers: [
        answer(ACTIVITY, [
          activityItem(1, { action: 'updated', field: 'assignedTo', oldValue: null, newValue: 8 }),
          activityItem(2, {
            action: 'assigned',
            oldValue: null,
            newValue: { employeeId: 7, name: 'Carlos' },
          }),
        ]),
      ],
    });
    await log();
    expect(
      await screen.findByText('Carlos Mendez set Assigned Tech of job #48213 to Dana Brooks'),
    ).toBeTruthy();
    expect(screen.getByText('Carlos Mendez assigned Carlos to job #48213')).toBeTruthy();
    expect(screen.queryByText(/\{"employeeId"/)).toBeNull();
  });

  it('builds the query from the filters and Clear filters drops them', async () => {
    const page = renderAdmin('/admin?tab=activity');
    expect(await screen.findByText('No activity matches these filters')).toBeTruthy();
    expect(sentActivityReads()).toEqual([{ limit: '50', offset: '0' }]);

    const employee = screen.getByLabelText('Employee') as HTMLSelectElement;
    await waitFor(() => expect(employee.options.length).toBeGreaterThan(1));
    await page.user.selectOptions(employee, '7');
    await page.user.type(screen.getByRole('searchbox', { name: 'Work order #' }), '48213');
    await page.user.type(screen.getByLabelText('From'), '2026-11-01');
    await page.user.type(screen.getByLabelText('To'), '2026-11-30');
    await waitFor(() =>
      expect(sentActivityReads().at(-1)).toEqual({
        employeeId: '7',
        workOrder: '48213',
        from: '2026-11-01',
        to: '2026-11-30',
        limit: '50',
        offset: '0',
      }),
    );
    expect(page.search()).toContain('actor=7');

    await page.user.click(screen.getByRole('button', { name: 'Clear filters' }));
    // The unfiltered first page is still fresh in the cache, so it is shown without a new request.
    await waitFor(() => expect(page.search()).toBe('?tab=activity'));
    expect(employee.value).toBe('');
    expect((screen.getByRole('searchbox', { name: 'Work order #' }) as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('From') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('To') as HTMLInputElement).value).toBe('');
    expect((screen.getByRole('button', { name: 'Clear filters' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('pages 50 at a time: Next asks for offset 50', async () => {
    const { user } = renderAdmin('/admin?tab=activity', {
      handlers: [
        answer(
          ACTIVITY,
          ({ url }) => {
            const offset = Number(url.searchParams.get('offset'));
            return [activityItem(offset + 1, { entityLabel: `job-${offset + 1}` })];
          },
          { total: 120 },
        ),
      ],
    });
    await log();
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText(/of job #job-1 from/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText(/of job #job-51 from/)).toBeTruthy();
    expect(screen.getByText('Page 2 of 3')).toBeTruthy();
    expect(sentActivityReads().at(-1)).toEqual({ limit: '50', offset: '50' });
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText(/of job #job-1 from/)).toBeTruthy();
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
  });

  it('refuses a From after To without asking the server', async () => {
    renderAdmin('/admin?tab=activity&from=2026-11-30&to=2026-11-01');
    expect((await screen.findByRole('alert')).textContent).toBe("'From' must be on or before 'To'.");
    expect(sentActivityReads()).toEqual([]);
  });

  it('says why the log is missing, with Retry', async () => {
    renderAdmin('/admin?tab=activity', { handlers: [fail(ACTIVITY, 403, 'Forbidden')] });
    const alert = await screen.findByRole('alert', {}, { timeout: 4000 });
    expect(alert.textContent).toContain('403: Forbidden');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
