import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type PausedJobListItem, WorkOrderListItemSchema } from '#shared/schemas/work-order.ts';
import { answer, sent, sentBodies, sentQueries } from '#tooling/test-client/api-handlers.ts';
import { toastTexts, workOrder } from '#tooling/test-client/fixtures.ts';
import { server } from '#tooling/test-client/msw-server.ts';
import { CREATE_PAUSED_JOB, STAFF } from '#tooling/test-client/paused-jobs-create-dialog.tsx';
import { renderInPortal } from '#tooling/test-client/render.tsx';
import CreatePausedJobDialog from './create-paused-job-dialog.tsx';

const LIST = 'GET /api/work-orders';
const DETAIL = 'GET /api/work-orders/:id';
const PATCH = 'PATCH /api/work-orders/:id';

/** A job as the search list answers it (the card shape: no part slots) and as its detail does. */
const listRow = (job: PausedJobListItem) => WorkOrderListItemSchema.parse(job);
const detailOf = ({ commentCount: _count, latestComment: _latest, ...job }: PausedJobListItem) => ({
  ...job,
  comments: [],
  questions: [],
  attachmentCount: 0,
});

const OPEN_JOB = workOrder(12, {
  workOrderId: '45465',
  title: 'Water heater replacement',
  customerName: 'Michael Jankowski',
  city: 'Springfield',
  status: 'in-progress',
  priority: 'urgent',
});

function renderFinder() {
  server.use(answer('GET /api/employees', STAFF));
  let onClose = 0;
  const view = renderInPortal(<CreatePausedJobDialog onClose={() => onClose++} />);
  return { ...view, closed: () => onClose };
}

const search = () => screen.getByRole('searchbox', { name: 'Find an open job' });

// Typing key by key takes a while on a busy machine.
describe("'+ Paused Job' finds the open job first (issue 23)", { timeout: 20_000 }, () => {
  it('searches open, not-on-hold work on the server, a few at a time, and lists what it finds', async () => {
    server.use(answer(LIST, [OPEN_JOB]));
    const { user } = renderFinder();
    expect(screen.getByRole('dialog', { name: 'Put a Job on Hold' })).toBeTruthy();
    await user.type(search(), 'J');
    await new Promise((resolve) => setTimeout(resolve, 400));
    // One letter finds too much to be useful: nothing is asked.
    expect(sent(LIST)).toEqual([]);
    await user.type(search(), 'ankowski');
    const found = await screen.findByRole('list', { name: 'Open jobs found' });
    const choice = within(found).getByRole('button', { name: /#45465 Water heater replacement/ });
    expect(choice.textContent).toContain('Michael Jankowski, Springfield · In Progress · Urgent');
    // Asked once typing rested, not once per key.
    expect(sentQueries(LIST)).toEqual([
      {
        search: 'Jankowski',
        status: 'open,in-progress',
        lightweight: 'true',
        sort: '-updatedAt',
        limit: '8',
      },
    ]);
  });

  it('puts the chosen job on hold with one PATCH: status, pre-auth and one part; nothing is created', async () => {
    server.use(
      answer(LIST, [listRow(OPEN_JOB)]),
      answer(DETAIL, detailOf(OPEN_JOB)),
      answer(PATCH, { ...OPEN_JOB, status: 'on-hold' }),
    );
    const { user, closed } = renderFinder();
    await user.type(search(), '45465');
    await user.click(await screen.findByRole('button', { name: /#45465 Water heater replacement/ }));
    const dialog = screen.getByRole('dialog', { name: 'Put #45465 on Hold' });
    expect(dialog.textContent).toContain('Priority: Urgent');
    await within(dialog).findByLabelText('Part 1 Title');
    await user.selectOptions(within(dialog).getByLabelText('Pre-Auth Status'), 'Submitted');
    await user.type(within(dialog).getByLabelText('Part 1 Title'), 'Anode rod');
    await user.type(within(dialog).getByLabelText('Part 1 Ordered'), '2026-06-01');
    await user.type(within(dialog).getByLabelText('Part 1 ETA'), '2026-06-10');
    await user.click(within(dialog).getByRole('button', { name: 'Put on Hold' }));
    await waitFor(() => expect(closed()).toBe(1));
    expect(sent(PATCH).map((request) => request.url.pathname)).toEqual(['/api/work-orders/12']);
    expect(sentBodies(PATCH)).toEqual([
      {
        status: 'on-hold',
        preAuthStatus: 'Submitted',
        partTitle1: 'Anode rod',
        partOrdered1: '2026-06-01',
        partETA1: '2026-06-10',
      },
    ]);
    expect(sent(CREATE_PAUSED_JOB)).toEqual([]);
    expect(toastTexts()).toEqual(['Job put on hold: #45465 Water heater replacement is now in Paused Jobs.']);
  });

  it("uses the job's first free part slot (from its detail: a list row has none), and sends no part when none is given", async () => {
    const held = workOrder(12, { ...OPEN_JOB, partTitle1: 'Old valve', partReceived1: '2026-01-02' });
    server.use(
      answer(LIST, [listRow(held)]),
      answer(DETAIL, detailOf(held)),
      answer(PATCH, { ...held, status: 'on-hold' }),
    );
    const { user, closed } = renderFinder();
    await user.type(search(), 'Jankowski');
    await user.click(await screen.findByRole('button', { name: /#45465/ }));
    expect(await screen.findByLabelText('Part 2 Title')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Put on Hold' }));
    await waitFor(() => expect(closed()).toBe(1));
    expect(sentBodies(PATCH)).toEqual([{ status: 'on-hold', preAuthStatus: 'N/A' }]);
  });

  it('asks what the job waits for: authorization, the permit and other words join the one PATCH, and the description stays', async () => {
    const job = workOrder(12, { ...OPEN_JOB, description: 'Tank leaks at the base' });
    server.use(
      answer(LIST, [listRow(job)]),
      answer(DETAIL, detailOf(job)),
      answer(PATCH, { ...job, status: 'on-hold' }),
    );
    const { user, closed } = renderFinder();
    await user.type(search(), '45465');
    await user.click(await screen.findByRole('button', { name: /#45465/ }));
    const dialog = screen.getByRole('dialog', { name: 'Put #45465 on Hold' });
    const question = await within(dialog).findByRole('group', { name: 'What is the job waiting for?' });
    await user.click(within(question).getByRole('checkbox', { name: 'Authorization' }));
    await user.click(within(question).getByRole('checkbox', { name: 'Permit (RWP form)' }));
    await user.type(
      within(question).getByRole('textbox', { name: 'Anything else it is waiting for' }),
      'homeowner call-back',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Put on Hold' }));
    await waitFor(() => expect(closed()).toBe(1));
    expect(sentBodies(PATCH)).toEqual([
      {
        status: 'on-hold',
        preAuthStatus: 'N/A',
        authorizationStatus: 'Pending',
        rwpFormStatus: 'Pending',
        description: 'Tank leaks at the base\nWaiting for: homeowner call-back',
      },
    ]);
  });

  it('says when nothing matches, and goes on to the Create New Paused Job form', async () => {
    server.use(answer(LIST, []));
    const { user } = renderFinder();
    await user.type(search(), 'Nobody');
    expect(await screen.findByText('No open job matches "Nobody".')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Create a new paused job' }));
    expect(screen.getByRole('dialog', { name: 'Create New Paused Job' })).toBeTruthy();
    expect(await screen.findByRole('textbox', { name: 'Job Number' }, { timeout: 10_000 })).toBeTruthy();
  });

  it('Back to search returns to the results without sending anything', async () => {
    server.use(answer(LIST, [OPEN_JOB]));
    const { user } = renderFinder();
    await user.type(search(), 'Jankowski');
    await user.click(await screen.findByRole('button', { name: /#45465/ }));
    await user.click(screen.getByRole('button', { name: 'Back to search' }));
    expect(screen.getByRole('dialog', { name: 'Put a Job on Hold' })).toBeTruthy();
    expect(sent(PATCH)).toEqual([]);
  });
});
