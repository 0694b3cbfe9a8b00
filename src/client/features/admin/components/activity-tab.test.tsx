import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { formatDateTime } from '../../../../shared/domain/date-format.ts';
import {
  activityItem,
  renderAdmin,
  sentActivityReads,
  stubMissingBrowserApis,
} from '../../../testing/admin-panel.tsx';
import { answer, fail } from '../../../testing/api-handlers.ts';

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
  it('shows when, who, what, which order and the change; a deletion offers its last state', async () => {
    const { user } = renderAdmin('/admin?tab=activity', {
      handlers: [answer(ACTIVITY, [activityItem(1), deletion])],
    });
    const [, change, removal] = within(await log()).getAllByRole('row') as HTMLElement[];
    expect(within(change as HTMLElement).getByText(formatDateTime('2026-11-20T15:05:00.000Z'))).toBeTruthy();
    expect((change as HTMLElement).textContent).toContain('Carlos Mendez');
    expect((change as HTMLElement).textContent).toContain('Status changed');
    expect((change as HTMLElement).textContent).toContain('#48213');
    expect((change as HTMLElement).textContent).toContain('open→toin-progress');

    const removed = removal as HTMLElement;
    expect(removed.textContent).toContain('Deleted');
    expect(removed.textContent).toContain('Priya Natarajan');
    const summary = within(removed).getByText('Show last state');
    expect(summary.closest('details')?.open).toBe(false);
    await user.click(summary);
    expect(summary.closest('details')?.open).toBe(true);
    expect(within(removed).getByText('Title').nextElementSibling?.textContent).toBe('Leaking water heater');
    expect(within(removed).getByText('City')).toBeTruthy();
    expect(within(removed).queryByText('Notes')).toBeNull();
  });

  it('clips long values and stringifies objects', async () => {
    const long = `Customer says ${'very '.repeat(20)}urgent`;
    renderAdmin('/admin?tab=activity', {
      handlers: [
        answer(ACTIVITY, [
          activityItem(1, { field: 'notes', oldValue: null, newValue: long }),
          activityItem(2, {
            action: 'assigned',
            oldValue: null,
            newValue: { employeeId: 7, name: 'Carlos' },
          }),
        ]),
      ],
    });
    await log();
    expect(screen.getByText(`${long.slice(0, 40).trimEnd()}...`).getAttribute('title')).toBe(long);
    expect(screen.getByText('{"employeeId":7,"name":"Carlos"}')).toBeTruthy();
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
    expect(screen.getByText('#job-1')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('#job-51')).toBeTruthy();
    expect(screen.getByText('Page 2 of 3')).toBeTruthy();
    expect(sentActivityReads().at(-1)).toEqual({ limit: '50', offset: '50' });
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('#job-1')).toBeTruthy();
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
