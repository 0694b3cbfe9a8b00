import { act, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '#client/lib/query-keys.ts';
import { answer, fail, held } from '#tooling/test-client/api-handlers.ts';
import {
  openDetailDialog,
  pausedOrder,
  sampleOrder,
  setUpDetailDialogTests,
} from '#tooling/test-client/detail-dialog.tsx';
import { comment as commentBy, employee } from '#tooling/test-client/fixtures.ts';
import {
  HAND_BACKS,
  handBackServer,
  imageBytes,
  NOT_FINISHED_HAND_BACK,
  SIGNED_HAND_BACK,
} from '#tooling/test-client/hand-back-office-handlers.ts';
import { server } from '#tooling/test-client/msw-server.ts';

const comment = (id: number, content: string) =>
  commentBy(id, {
    workOrderId: 5,
    content,
    createdAt: `2026-03-0${id}T15:00:00.000Z`,
    author: { id: 2, name: 'Dana Ortiz', photo: null },
  });

const JOB = pausedOrder({
  customerName: 'Maria Alvarez',
  customerPhone: '555-0100',
  city: 'Springfield',
  assignedTo: 7,
  preAuthStatus: 'Submitted',
  preAuthAmount: 1250,
  opcAmount: 89.5,
  rwpFormStatus: 'Printed',
  partTitle1: 'Anode rod',
  partOrdered1: '2020-01-02',
  partETA1: '2020-01-10',
  partTitle2: 'Thermostat',
  partETA2: '2099-01-10',
  partTitle3: 'Drain valve',
  partReceived3: '2020-01-09',
  notes: 'Gate code 4412',
  holdInsights: {
    daysOnHold: 3,
    overdueParts: [1],
    readyToReturn: false,
    waitingOn: [],
    waitingFor: 'Anode rod',
  },
  // Newest first, as the server sends them: the sheet keeps the newest 5.
  comments: [6, 5, 4, 3, 2, 1].map((n) => comment(n, `Note number ${n}`)),
});

const EMPLOYEES = [employee(7, 'Sam Rivera', 'plumber')];

setUpDetailDialogTests();

describe('Print Details (a one-page job sheet)', () => {
  it('puts the job sheet in the page, prints, and takes it away after printing', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    server.use(answer('GET /api/employees', EMPLOYEES));
    const { queryClient, user } = await openDetailDialog(JOB);
    const printButton = await screen.findByRole('button', { name: 'Print Details' });
    // The staff list loads with the dialog, so the technician's name is there by the time of printing.
    await waitFor(() => expect(queryClient.getQueryData(queryKeys.employees.all)).toEqual(EMPLOYEES));
    expect(screen.queryByTestId('print-sheet')).toBeNull();

    await user.click(printButton);
    // The sheet's code is fetched on the press (ADR 008), then the print dialog opens.
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    const sheet = screen.getByTestId('print-sheet');
    // Beside the app, not inside the dialog: the print stylesheet shows <body>'s sheet alone.
    expect(sheet.parentElement).toBe(document.body);
    expect(sheet.hasAttribute('data-print-sheet')).toBe(true);
    expect(sheet.className).toContain('hidden');

    expect(within(sheet).getByRole('heading', { name: 'Paused Job' })).toBeTruthy();
    expect(within(sheet).getByText('Alvarez - 48213')).toBeTruthy();
    expect(within(sheet).getByText(/Job # 48213 · Printed/)).toBeTruthy();
    const rows = within(sheet)
      .getAllByRole('row')
      .map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent));
    expect(rows).toEqual([
      ['Part', 'Title', 'Ordered', 'ETA', 'Received', 'Status'],
      ['1', 'Anode rod', 'Jan 2, 2020', 'Jan 10, 2020', '—', 'Overdue'],
      ['2', 'Thermostat', '—', 'Jan 10, 2099', '—', 'On order'],
      ['3', 'Drain valve', '—', '—', 'Jan 9, 2020', 'Received'],
    ]);
    for (const text of [
      'Maria Alvarez',
      '555-0100',
      'Springfield',
      'Sam Rivera',
      '3 days on hold',
      'Anode rod',
    ]) {
      expect(within(sheet).getAllByText(text).length).toBeGreaterThan(0);
    }
    for (const text of ['$1,250.00', '$89.50', 'Submitted', 'Printed', 'Gate code 4412']) {
      expect(within(sheet).getByText(text)).toBeTruthy();
    }
    const comments = within(sheet)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(comments).toHaveLength(5);
    // Author, time (in the runtime's zone), text; the oldest of the six is left out.
    expect(comments[0]).toMatch(/^Dana Ortiz, Mar \d, 2026, \d+:\d\d [AP]M: Note number 6$/);
    expect(comments.at(-1)).toMatch(/: Note number 2$/);

    act(() => {
      window.dispatchEvent(new Event('afterprint'));
    });
    expect(screen.queryByTestId('print-sheet')).toBeNull();
  });
});

describe('Print Details: the hand-back on the sheet', { timeout: 20_000 }, () => {
  beforeEach(() => {
    URL.createObjectURL = vi.fn(() => 'blob:hand-back-image');
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  const rowsOf = (table: HTMLElement) =>
    within(table)
      .getAllByRole('row')
      .map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent));

  it('prints the newest hand-back whole, once its signature and photos are in', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    const images = held('GET /api/attachments/:id/file', () => new HttpResponse(new Blob(['png'])));
    server.use(...handBackServer([SIGNED_HAND_BACK, NOT_FINISHED_HAND_BACK]).handlers, imageBytes());
    const { user } = await openDetailDialog(JOB);
    // The company's zone is known once the dialog's hand-back shows its times in it.
    await screen.findByText('1 h 40 min, 8:05–9:45 AM');
    server.use(images.handler);
    await user.click(screen.getByRole('button', { name: 'Print Details' }));

    const part = await screen.findByTestId('print-hand-back');
    expect(part.closest('[data-print-sheet]')?.parentElement).toBe(document.body);
    // The print dialog waits for the signature and the photos.
    expect(print).not.toHaveBeenCalled();
    images.release();
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));

    expect(within(part).getByRole('heading', { name: 'Hand-back' })).toBeTruthy();
    const fields = Object.fromEntries(
      Array.from(part.querySelectorAll('dl > div'), (row) => [
        row.querySelector('dt')?.textContent,
        row.querySelector('dd')?.textContent,
      ]),
    );
    expect(fields).toEqual({
      Outcome: 'Done',
      Status: 'Awaiting review',
      'Time on site': '1 h 40 min, 8:05–9:45 AM',
      'Sign-off': 'Signed by J. Chatterjee',
      'Signed at': 'Mar 2, 2026, 9:44 AM',
      'SHA-256': SIGNED_HAND_BACK.contentSha256,
    });
    expect(within(part).getByRole('img', { name: 'Signature of J. Chatterjee' })).toBeTruthy();
    expect(within(part).getByRole('img', { name: 'Before photo: tank-before.jpg' })).toBeTruthy();
    expect(within(part).getByRole('img', { name: 'After photo: tank-after.jpg' })).toBeTruthy();
    expect(rowsOf(within(part).getByRole('table'))).toEqual([
      ['Description', 'Quantity', 'Part no.'],
      ['Anode rod', '1', 'AR-44'],
      ['PEX pipe (m)', '2.5', '—'],
    ]);
    expect(within(part).getByText(/Replaced the anode rod/)).toBeTruthy();
  });

  it('prints a hand-back not finished with why and who was not there', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    server.use(...handBackServer([NOT_FINISHED_HAND_BACK]).handlers, imageBytes());
    const { user } = await openDetailDialog(JOB);
    await screen.findByText(/^35 min, 8:05–8:40 AM/);
    await user.click(screen.getByRole('button', { name: 'Print Details' }));
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    const part = screen.getByTestId('print-hand-back');
    expect(part.textContent).toContain(
      'Not finished: Thermostat must be ordered. A return visit is needed. Waiting for part: Thermostat TX-200',
    );
    expect(part.textContent).toContain('Customer not present: Tenant at work, key left with the neighbour');
    expect(part.textContent).toContain('Time changed by the technician: Forgot to press Arrived');
    expect(part.textContent).toContain('No parts used');
    expect(within(part).queryByRole('img')).toBeNull();
  });

  it('says on the sheet when the hand-back could not be read, and prints the rest', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    server.use(fail(HAND_BACKS, 500, 'boom'));
    const { user } = await openDetailDialog(JOB);
    await user.click(await screen.findByRole('button', { name: 'Print Details' }));
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1), { timeout: 5000 });
    const sheet = screen.getByTestId('print-sheet');
    expect(within(sheet).getByText('The hand-back could not be loaded for printing.')).toBeTruthy();
    expect(within(sheet).queryByTestId('print-hand-back')).toBeNull();
  });

  it('is offered for a job not on hold once it has a hand-back, as a Job Sheet', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    const { unmount } = await openDetailDialog(sampleOrder({ status: 'in-progress' }));
    await screen.findByText('No hand-back yet. It appears here once the technician finishes a visit.');
    expect(screen.queryByRole('button', { name: 'Print Details' })).toBeNull();
    unmount();

    server.use(...handBackServer([SIGNED_HAND_BACK]).handlers, imageBytes());
    const { user } = await openDetailDialog(sampleOrder({ status: 'in-progress' }));
    await user.click(await screen.findByRole('button', { name: 'Print Details' }));
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    const sheet = screen.getByTestId('print-sheet');
    expect(within(sheet).getByRole('heading', { level: 1 }).textContent).toBe('Job Sheet');
    expect(within(sheet).getByTestId('print-sha256').textContent).toBe(SIGNED_HAND_BACK.contentSha256);
  });
});
