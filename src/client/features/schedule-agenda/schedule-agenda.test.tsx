import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dayBounds } from '#shared/domain/company-time.ts';
import { sentQueries } from '#tooling/test-client/api-handlers.ts';
import { PLUMBER, PLUMBER_2 } from '#tooling/test-client/fixtures.ts';
import { renderMobilePage, setUpMobilePageTests } from '#tooling/test-client/mobile-pages.tsx';
import { server } from '#tooling/test-client/msw-server.ts';
import { COMPANY_ZONE, changingVisits, companyDay, visit } from '#tooling/test-client/visit-day-handlers.ts';
import { ScheduleAgenda } from './schedule-agenda.tsx';

setUpMobilePageTests();

const DANA = [{ id: PLUMBER_2.id, name: PLUMBER_2.name, role: 'lead' as const }];

function serve() {
  const served = changingVisits([
    visit(2, { at: '13:00', customerName: 'Ruth Ames', status: 'on-site' }),
    visit(1, { at: '08:00', customerName: 'Omar Diaz' }),
    visit(3, {
      at: '10:00',
      technicians: [...DANA, { id: PLUMBER.id, name: PLUMBER.name, role: 'helper' }],
    }),
    visit(4, { day: 1, technicians: DANA, customerName: 'Lee Park' }),
  ]);
  server.use(served.list);
}

const renderAgenda = () => renderMobilePage('/schedule', <ScheduleAgenda />);
const section = (name: string) => within(screen.getByRole('region', { name }));
const rows = (name: string) =>
  section(name)
    .queryAllByTestId('agenda-visit')
    .map((row) => row.textContent);

describe('the schedule agenda on a phone', () => {
  it("shows each technician's visits that day in time order: window, job #, customer, status", async () => {
    serve();
    renderAgenda();
    await screen.findByRole('region', { name: PLUMBER.name });
    await waitFor(() => expect(rows(PLUMBER.name)).toHaveLength(3));
    expect(rows(PLUMBER.name)).toEqual([
      '8–10 AMScheduled#48101Omar Diaz',
      '10 AM–12 PMScheduled#48103Customer 3(helper)',
      '1–3 PMOn site#48102Ruth Ames',
    ]);
    expect(rows(PLUMBER_2.name)).toEqual(['10 AM–12 PMScheduled#48103Customer 3']);
    // The whole company's day, no technician filter.
    const { start, end } = dayBounds(companyDay(), COMPANY_ZONE);
    expect(sentQueries('GET /api/visits').at(-1)).toEqual({
      from: start.toISOString(),
      to: end.toISOString(),
    });
  });

  it('moves a day at a time, says No visits for a free technician, and goes back to today', async () => {
    serve();
    const { user } = renderAgenda();
    await waitFor(() => expect(rows(PLUMBER.name)).toHaveLength(3));
    expect(screen.queryByRole('button', { name: 'Today' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Next day' }));
    await waitFor(() => expect(rows(PLUMBER_2.name)).toEqual(['9–11 AMScheduled#48104Lee Park']));
    expect(section(PLUMBER.name).getByText('No visits')).toBeTruthy();
    const { start } = dayBounds(companyDay(1), COMPANY_ZONE);
    expect(sentQueries('GET /api/visits').at(-1)?.from).toBe(start.toISOString());
    await user.click(screen.getByRole('button', { name: 'Today' }));
    await waitFor(() => expect(rows(PLUMBER.name)).toHaveLength(3));
    await user.click(screen.getByRole('button', { name: 'Previous day' }));
    await waitFor(() => expect(section(PLUMBER_2.name).getByText('No visits')).toBeTruthy());
  });

  it('a tap on a visit opens its work order', async () => {
    serve();
    const { user } = renderAgenda();
    await waitFor(() => expect(rows(PLUMBER.name)).toHaveLength(3));
    const first = section(PLUMBER.name).getAllByTestId('agenda-visit')[0] as HTMLElement;
    expect(first.getAttribute('href')).toBe('/work-orders/101');
    await user.click(first);
    expect(await screen.findByText('Work order page 101')).toBeTruthy();
  });
});
