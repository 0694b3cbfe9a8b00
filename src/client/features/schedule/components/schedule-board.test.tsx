import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { CompanySettings } from '#shared/schemas/company-settings.ts';
import { answer, fail, held, sent, sentBodies, sentRequests } from '#tooling/test-client/api-handlers.ts';
import { currentEmployee, PLUMBER, toastTexts } from '#tooling/test-client/fixtures.ts';
import { server } from '#tooling/test-client/msw-server.ts';
import { blockIn, laneOf, renderScheduleBoard } from '#tooling/test-client/schedule-board.tsx';
import { boardVisit, VISITS } from '#tooling/test-client/schedule-handlers.ts';
import { rememberedTimeZone } from '../remembered-time-zone.ts';

const SETTINGS: CompanySettings = {
  timeZone: 'America/Chicago',
  customerMessagesEnabled: false,
  messageScheduled: 'Hi {customer}, we visit on {date} between {window}.',
  messageWindowChanged: 'Hi {customer}, your visit moved to {date} between {window}.',
  messageOnTheWay: '{technician} is on the way.',
  version: 1,
  updatedAt: '2026-11-01T12:00:00.000Z',
};

describe('the schedule board (day view)', { timeout: 15_000 }, () => {
  it("draws a lane per technician with their visits against their capacity, and Eli's time off", async () => {
    renderScheduleBoard();
    const carlos = await laneOf('Carlos Mendez');
    expect(within(carlos).getByText('3 / 6 visits')).toBeTruthy();
    expect(within(await laneOf('Dana Brooks')).getByText('1 / 5 visits')).toBeTruthy();
    expect(within(await laneOf('Farah Haddad')).getByText('2 / 2 visits')).toBeTruthy();
    expect(within(await laneOf('Eli Park')).getByText('Time off: Dentist')).toBeTruthy();
    // 14:00 UTC is 8:00 in Chicago; the block shows job #, customer, window and status.
    const first = blockIn(carlos, '48101');
    expect(first.textContent).toContain('Customer 1');
    expect(first.textContent).toContain('8:00–10:00 · Scheduled');
    expect(blockIn(carlos, '48102').textContent).toContain('On the way');
    expect(screen.queryByRole('region', { name: 'Unassigned' })).toBeNull();
  });

  it('says a technician is not working on a day outside their work days, instead of a capacity', async () => {
    renderScheduleBoard(undefined, 'date=2026-12-05&view=day');
    expect(within(await laneOf('Carlos Mendez')).getByText('0 visits · not working')).toBeTruthy();
    expect(within(await laneOf('Dana Brooks')).queryByText(/ \/ 5 visits/)).toBeNull();
  });

  it('adds an Unassigned lane when a visit has no technician', async () => {
    server.use(
      answer('GET /api/visits', {
        visits: [...VISITS, boardVisit(8, '15:00', '16:00', { technicians: [] })],
      }),
    );
    renderScheduleBoard();
    expect(blockIn(await laneOf('Unassigned'), '48108')).toBeTruthy();
  });

  it('lists the tray with the held jobs ready to return first, their evidence, then the rest', async () => {
    renderScheduleBoard();
    const tray = await screen.findByRole('complementary', { name: 'Unscheduled' });
    await waitFor(() => expect(tray.textContent).toContain('3 to schedule'));
    const jobs = within(tray)
      .getAllByTestId('tray-item')
      .map((item) => item.querySelector('p')?.textContent);
    expect(jobs).toEqual(['#48213Task', '#48301UrgentTask', '#48302Task']);
    expect(within(tray).getByText('Part 2 received 11/26')).toBeTruthy();
    expect(within(tray).getByRole('region', { name: 'Ready to return' }).textContent).toContain(
      'Maria Lopez',
    );
  });

  it('opens the job when a visit is clicked', async () => {
    const onOpen = vi.fn();
    const { user } = renderScheduleBoard(onOpen);
    await user.click(within(blockIn(await laneOf('Dana Brooks'), '48104')).getByText('Ruth Alvarez'));
    expect(onOpen).toHaveBeenCalledWith(104);
  });

  it('keeps the day and view in the URL and steps a day at a time', async () => {
    const { user, location } = renderScheduleBoard();
    await laneOf('Carlos Mendez');
    await user.click(screen.getByRole('button', { name: 'Next day' }));
    expect(location()).toBe('/schedule?date=2026-12-02&view=day');
    await user.click(screen.getByRole('button', { name: 'Week' }));
    expect(location()).toBe('/schedule?date=2026-12-02&view=week');
  });
});

describe('loading and failing', { timeout: 15_000 }, () => {
  it('says it is loading, then offers a retry when the visits cannot be read', async () => {
    server.use(fail('GET /api/visits', 500, 'Database unavailable'));
    const { user } = renderScheduleBoard();
    expect(screen.getByRole('status', { name: 'Loading the schedule...' })).toBeTruthy();
    // After the query client's one retry.
    const retry = await screen.findByRole('button', { name: 'Retry' }, { timeout: 5000 });
    server.resetHandlers();
    await user.click(retry);
    expect(await laneOf('Carlos Mendez')).toBeTruthy();
  });

  it("remembers the company's zone on this device, so the next visit asks for the day sooner", async () => {
    expect(rememberedTimeZone()).toBeNull();
    renderScheduleBoard();
    await laneOf('Carlos Mendez');
    expect(rememberedTimeZone()).toBe('America/Chicago');
  });

  it("asks for the tray after the day's visits: the lanes' reads go first", async () => {
    // A browser whose clock names no zone waits for the settings before asking for the day.
    vi.stubEnv('TZ', 'XYZ-3');
    const settings = held('GET /api/company-settings', SETTINGS);
    server.use(settings.handler);
    renderScheduleBoard();
    await waitFor(() => expect(sent('GET /api/technician-schedules')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(sent('GET /api/schedule/tray')).toEqual([]);
    settings.release();
    await waitFor(() => expect(sent('GET /api/schedule/tray')).toHaveLength(1));
    const order = sentRequests.map((request) => request.url.pathname);
    expect(order.indexOf('/api/visits')).toBeLessThan(order.indexOf('/api/schedule/tray'));
    expect(await laneOf('Carlos Mendez')).toBeTruthy();
  });

  it('says so when there is no active technician and no visit', async () => {
    server.use(
      answer('GET /api/technician-schedules', { technicians: [] }),
      answer('GET /api/visits', { visits: [] }),
    );
    renderScheduleBoard();
    expect(await screen.findByText('No active technicians')).toBeTruthy();
  });
});

describe('the week view', { timeout: 15_000 }, () => {
  it('shows a row per technician and a cell per day from Monday to Sunday', async () => {
    renderScheduleBoard(undefined, 'date=2026-12-01&view=week');
    const table = await screen.findByRole('table');
    const heads = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(heads).toEqual([
      'Technician',
      'Mon 11/30',
      'Tue 12/1',
      'Wed 12/2',
      'Thu 12/3',
      'Fri 12/4',
      'Sat 12/5',
      'Sun 12/6',
    ]);
    const carlos = within(table).getByRole('row', { name: /Carlos Mendez/ });
    expect(within(carlos).getAllByRole('cell')[1]?.textContent).toContain('8:00–10:00 #48101 Customer 1');
  });
});

describe('a technician', { timeout: 15_000 }, () => {
  it('sees the board read-only: no dragging, no Move to…, no Schedule…', async () => {
    server.use(answer('GET /api/auth/me', currentEmployee(PLUMBER)));
    renderScheduleBoard();
    await laneOf('Carlos Mendez');
    await screen.findByText(/only dispatchers and management change it/);
    await screen.findAllByTestId('tray-item');
    expect(screen.queryByRole('button', { name: /Move to…/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Schedule…/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Drag job/ })).toBeNull();
  });
});

describe('the write answers', { timeout: 15_000 }, () => {
  it('shows a lost race and the visit as the other person left it', async () => {
    const theirs = boardVisit(4, '21:00', '22:00', {
      technicians: [{ id: 8, name: 'Dana Brooks', role: 'lead' }],
      customerName: 'Ruth Alvarez',
      version: 3,
    });
    // The server has their change: the 409 carries it, and every later read too.
    server.use(
      answer(
        'PATCH /api/visits/:id',
        { message: 'This visit was changed meanwhile.', visit: theirs } as never,
        {
          status: 409,
        },
      ),
      answer('GET /api/visits', () => ({
        visits: VISITS.map((visit) =>
          visit.id === 4 && sentBodies('PATCH /api/visits/:id').length > 0 ? theirs : visit,
        ),
      })),
    );
    const { user } = renderScheduleBoard();
    const dana = await laneOf('Dana Brooks');
    await user.click(within(blockIn(dana, '48104')).getByRole('button', { name: 'Move to… job 48104' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move job 48104' });
    await user.selectOptions(within(dialog).getByLabelText('Start'), '10:00');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(toastTexts()).toContain('Someone else changed this visit. It now shows their change.'),
    );
    await waitFor(() => expect(blockIn(dana, '48104').textContent).toContain('15:00–16:00'));
  });
});
