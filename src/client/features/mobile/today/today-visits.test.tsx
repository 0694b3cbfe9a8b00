import { act, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { HandBackOpener, type HandBackSheetProps } from '#client/components/hand-back/hand-back-opener.tsx';
import { queueWrite } from '#client/lib/outbox/outbox-store.ts';
import { dayBounds } from '#shared/domain/company-time.ts';
import type { Visit } from '#shared/schemas/visit.ts';
import { sent, sentQueries, unreachable } from '#tooling/test-client/api-handlers.ts';
import { PLUMBER, PLUMBER_2, toastTexts } from '#tooling/test-client/fixtures.ts';
import {
  renderMinimal,
  renderMobilePage,
  setUpMobilePageTests,
  signedInAs,
} from '#tooling/test-client/mobile-pages.tsx';
import { server } from '#tooling/test-client/msw-server.ts';
import { memoryCacheStorage } from '#tooling/test-client/service-worker-cache-storage.ts';
import { COMPANY_ZONE, changingVisits, companyDay, visit } from '#tooling/test-client/visit-day-handlers.ts';
import { TodayVisits } from './today-visits.tsx';

setUpMobilePageTests();

const VISITS = '/api/visits';
const SET_STATUS = 'POST /api/visits/:id/status';

function serve(visits: Visit[]) {
  const served = changingVisits(visits);
  server.use(signedInAs(PLUMBER), served.list, served.setStatus);
  return served;
}

/** The hand-back sheet is the app's to plug in: here a stand-in that says which visit it was opened for. */
const HandBackStandIn = ({ visit: opened }: HandBackSheetProps) => (
  <p role="dialog">Hand-back of #{opened.jobNumber}</p>
);
const renderDay = () =>
  renderMobilePage(
    '/minimal-mobile-tasks',
    <HandBackOpener sheet={HandBackStandIn}>
      <TodayVisits />
    </HandBackOpener>,
  );
const cards = () => screen.queryAllByTestId('visit-card');
const card = (jobNumber: string) => {
  const found = cards().find((item) => within(item).queryByText(`#${jobNumber}`));
  if (!found) throw new Error(`No visit card for #${jobNumber}`);
  return within(found);
};
const shownJobs = () => cards().map((item) => item.querySelector('.font-mono')?.textContent);
const buttonsOf = (jobNumber: string) =>
  card(jobNumber)
    .queryAllByRole('button')
    .map((button) => button.textContent);
const statusOf = (jobNumber: string) => card(jobNumber).getByTestId('visit-status').textContent;
const noHandBack = http.get('/api/visits/:id/hand-back', () =>
  HttpResponse.json({ message: 'This visit has no hand-back.' }, { status: 404 }),
);
const posts = () =>
  sent(SET_STATUS).map((request) => ({ id: Number(request.params.id), body: request.body }));

describe("the technician's day on the phone", () => {
  it("shows the signed-in technician's visits today, in time order, with window, job, customer, call and map links", async () => {
    serve([
      visit(3, { at: '13:00' }),
      visit(1, { at: '08:00', note: 'Gate code 4411' }),
      visit(2, { at: '10:30' }),
      visit(4, { day: 1 }),
      visit(5, { technicians: [{ id: PLUMBER_2.id, name: PLUMBER_2.name, role: 'lead' }] }),
    ]);
    renderDay();
    await waitFor(() => expect(shownJobs()).toEqual(['#48101', '#48102', '#48103']));
    expect(screen.getByRole('heading', { level: 2 }).textContent).toMatch(/^Today/);

    // The company's day, asked for this technician only.
    const { start, end } = dayBounds(companyDay(), COMPANY_ZONE);
    expect(sentQueries(`GET ${VISITS}`).at(-1)).toEqual({
      from: start.toISOString(),
      to: end.toISOString(),
      technicianId: String(PLUMBER.id),
    });

    const first = card('48101');
    expect(first.getByText('Arrive 8–10 AM')).toBeTruthy();
    expect(first.getByRole('link', { name: /Water heater 1/ }).getAttribute('href')).toBe('/work-orders/101');
    expect(first.getByText('Customer 1')).toBeTruthy();
    expect(first.getByText('Gate code 4411')).toBeTruthy();
    expect(first.getByRole('link', { name: /Call/ }).getAttribute('href')).toBe('tel:3125550100');
    expect(first.getByRole('link', { name: '1 Elm St, Springfield' }).getAttribute('href')).toBe(
      'https://www.google.com/maps/search/?api=1&query=1%20Elm%20St%2C%20Springfield',
    );
    expect(statusOf('48101')).toBe('Scheduled');
    expect(card('48102').getByText('Arrive 10:30 AM–12:30 PM')).toBeTruthy();
  });

  it('Tomorrow is one tap away, and an empty day says so', async () => {
    serve([visit(4, { day: 1, at: '07:00' })]);
    const { user } = renderDay();
    expect(await screen.findByText('No visits today')).toBeTruthy();
    const tomorrow = screen.getByRole('button', { name: 'Tomorrow' });
    expect(tomorrow.getAttribute('aria-pressed')).toBe('false');
    await user.click(tomorrow);
    expect(tomorrow.getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(shownJobs()).toEqual(['#48104']));
    expect(screen.getByRole('heading', { level: 2 }).textContent).toMatch(/^Tomorrow/);
    await user.click(screen.getByRole('button', { name: 'Today' }));
    expect(await screen.findByText('No visits today')).toBeTruthy();
  });

  it('offers only the next steps a visit may take', async () => {
    serve([
      visit(1, { at: '08:00' }),
      visit(2, { at: '09:00', status: 'on-the-way' }),
      visit(3, { at: '10:00', status: 'on-site' }),
      visit(4, { at: '11:00', status: 'done' }),
      visit(5, { at: '12:00', status: 'not-finished' }),
      visit(6, { at: '13:00', status: 'cancelled' }),
    ]);
    // Visit 4 was set to done with the Done button: it has no hand-back yet.
    server.use(noHandBack);
    renderDay();
    await waitFor(() => expect(cards()).toHaveLength(6));
    expect(buttonsOf('48101')).toEqual(['On my way', 'Arrived']);
    expect(buttonsOf('48102')).toEqual(['Finish job', 'Arrived']);
    expect(buttonsOf('48103')).toEqual(['Finish job', 'Done', "Couldn't finish"]);
    await waitFor(() => expect(buttonsOf('48104')).toEqual(['Finish job']));
    expect(buttonsOf('48105')).toEqual([]);
    expect(buttonsOf('48106')).toEqual([]);
  });

  it('a tap POSTs the status with the version seen and an Idempotency-Key, then shows the next steps', async () => {
    serve([visit(1, { version: 3 })]);
    const { user } = renderDay();
    await user.click(await screen.findByRole('button', { name: 'On my way: #48101 Water heater 1' }));
    await waitFor(() => expect(statusOf('48101')).toBe('On the way'));
    expect(posts()).toEqual([{ id: 1, body: { status: 'on-the-way', version: 3 } }]);
    expect(sent(SET_STATUS)[0]?.headers.get('idempotency-key')).toBeTruthy();
    await waitFor(() => expect(buttonsOf('48101')).toEqual(['Finish job', 'Arrived']));
    expect(toastTexts()).toContain('Visit set to On the way');
  });

  it('offline, taps wait on the phone with the status they will give, and are sent once each, in order, when the connection is back', async () => {
    const served = serve([visit(1)]);
    const { user } = renderDay();
    await screen.findByRole('button', { name: /^On my way/ });
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      await user.click(screen.getByRole('button', { name: /^On my way/ }));
      await waitFor(() => expect(statusOf('48101')).toBe('On the way'));
      expect(card('48101').getByTestId('waiting-marker').textContent).toBe('Waiting to send · On the way');
      await waitFor(() => expect(buttonsOf('48101')).toEqual(['Finish job', 'Arrived']));
      await user.click(card('48101').getByRole('button', { name: /^Arrived/ }));
      await waitFor(() => expect(statusOf('48101')).toBe('On site'));
      expect(card('48101').getByTestId('waiting-marker').textContent).toBe('Waiting to send · On site');
      expect(toastTexts()).toContain(
        'Saved on this phone: No connection: it will be sent when the connection is back.',
      );
      expect(posts()).toEqual([]);
    } finally {
      onLine.mockRestore();
    }
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(card('48101').queryByTestId('waiting-marker')).toBeNull());
    // The second tap carries the version the first one's answer gave the visit.
    expect(posts()).toEqual([
      { id: 1, body: { status: 'on-the-way', version: 1 } },
      { id: 1, body: { status: 'on-site', version: 2 } },
    ]);
    const keys = sent(SET_STATUS).map((request) => request.headers.get('idempotency-key'));
    expect(new Set(keys).size).toBe(2);
    expect(served.now()[0]?.status).toBe('on-site');
    await waitFor(() => expect(statusOf('48101')).toBe('On site'));
    expect(buttonsOf('48101')).toEqual(['Finish job', 'Done', "Couldn't finish"]);
  });

  it('a waiting tap the office overtook is refused with its reason, and the card shows the server again', async () => {
    const served = serve([visit(1)]);
    const { user } = renderDay();
    await screen.findByRole('button', { name: /^On my way/ });
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      await user.click(screen.getByRole('button', { name: /^On my way/ }));
      await waitFor(() => expect(card('48101').queryByTestId('waiting-marker')).toBeTruthy());
    } finally {
      onLine.mockRestore();
    }
    const before = served.now()[0] as Visit;
    served.set([{ ...before, status: 'cancelled', version: 2 }]);
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() =>
      expect(toastTexts()).toContain(
        'Not sent: Someone else set The visit to #48101 Water heater 1 to Cancelled meanwhile. Your change to On the way was not sent.',
      ),
    );
    await waitFor(() => expect(statusOf('48101')).toBe('Cancelled'));
    expect(served.now()[0]?.status).toBe('cancelled');
  });

  it("Couldn't finish asks why, and sends the reason", async () => {
    serve([visit(1, { status: 'on-site' })]);
    const { user } = renderDay();
    await user.click(await screen.findByRole('button', { name: /^Couldn't finish/ }));
    const dialog = await screen.findByRole('dialog', { name: "Couldn't finish" });
    await user.click(within(dialog).getByRole('button', { name: "Couldn't finish" }));
    expect(within(dialog).getByText('Say why the work could not be finished.')).toBeTruthy();
    expect(posts()).toEqual([]);
    await user.type(within(dialog).getByRole('textbox', { name: /What stopped the work/ }), 'Part on order');
    await user.click(within(dialog).getByRole('button', { name: "Couldn't finish" }));
    await waitFor(() =>
      expect(posts()).toEqual([
        { id: 1, body: { status: 'not-finished', reason: 'Part on order', version: 1 } },
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(statusOf('48101')).toBe('Not finished'));
  });

  it('Finish job opens the hand-back of that visit; a done visit already handed back offers none', async () => {
    serve([visit(1, { at: '08:00', status: 'on-site' }), visit(2, { at: '10:00', status: 'done' })]);
    const asked: string[] = [];
    server.use(
      http.get('/api/visits/:id/hand-back', ({ params }) => {
        asked.push(String(params.id));
        return HttpResponse.json({ id: 1, visitId: 2 });
      }),
    );
    const { user } = renderDay();
    await user.click(await screen.findByRole('button', { name: 'Finish job: #48101 Water heater 1' }));
    expect((await screen.findByRole('dialog')).textContent).toBe('Hand-back of #48101');
    // Asked for the done visit only, whose answer says it is handed back already.
    await waitFor(() => expect(asked).toEqual(['2']));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(buttonsOf('48102')).toEqual([]);
  });

  it('a hand-back waiting on the phone marks its visit with the status it will give, and offers no second one', async () => {
    serve([visit(1, { status: 'on-site' })]);
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      renderDay();
      await screen.findByRole('button', { name: /^Finish job/ });
      await queueWrite({
        kind: 'hand-back',
        employeeId: PLUMBER.id,
        workOrderId: 101,
        visitId: 1,
        jobLabel: '#48101 Water heater 1',
        handBack: {
          workDone: 'Replaced the valve',
          parts: [],
          arrivedAt: '2026-11-28T14:00:00.000Z',
          leftAt: '2026-11-28T15:00:00.000Z',
          signOff: { kind: 'customer-not-present', reason: 'Away' },
          outcome: { kind: 'done' },
          signedAt: '2026-11-28T15:00:00.000Z',
        },
        photos: [],
        signature: null,
      });
      await waitFor(() =>
        expect(card('48101').getByTestId('waiting-marker').textContent).toBe('Waiting to send · Done'),
      );
      expect(statusOf('48101')).toBe('Done');
      expect(buttonsOf('48101')).toEqual([]);
    } finally {
      onLine.mockRestore();
    }
  });

  it('opens again without a connection, from the copy kept on the phone (the day and the company zone)', async () => {
    vi.stubGlobal('caches', memoryCacheStorage({ origin: window.location.origin }));
    serve([visit(2, { at: '11:00' }), visit(1, { at: '08:00' })]);
    const first = renderDay();
    await waitFor(() => expect(shownJobs()).toEqual(['#48101', '#48102']));
    // The copies are written after the answer is shown: give them a moment.
    await new Promise((resolve) => setTimeout(resolve, 50));
    first.unmount();

    server.use(unreachable('GET /api/visits'), unreachable('GET /api/company-settings'));
    renderDay();
    await waitFor(() => expect(shownJobs()).toEqual(['#48101', '#48102']));
    expect(card('48101').getByText('Arrive 8–10 AM')).toBeTruthy();
  });

  it('opens the page a technician lands on, above their jobs', async () => {
    serve([visit(1)]);
    renderMinimal();
    const day = await screen.findByRole('list', { name: "Today's visits" });
    const jobsHeading = await screen.findByRole('heading', { level: 1 });
    // The day comes first in the page.
    expect(day.compareDocumentPosition(jobsHeading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(day).getByText('#48101')).toBeTruthy();
  });
});
