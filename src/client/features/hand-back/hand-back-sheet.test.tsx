import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import SignaturePad from 'signature_pad';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WaitingToSendBar } from '#client/components/outbox/waiting-to-send-bar.tsx';
import { queueWrite, updateWrite, writesOf } from '#client/lib/outbox/outbox-store.ts';
import { QUEUED_TOAST } from '#client/lib/outbox/outbox-texts.ts';
import { handBackDigest, sha256Hex } from '#shared/domain/hand-back-digest.ts';
import { VISIT_STATUS_LABELS } from '#shared/domain/visit-status.ts';
import type { Visit } from '#shared/schemas/visit.ts';
import { HAND_BACK_PHONE_TEXTS as TEXTS } from '#shared/spec-texts/hand-back-phone-texts.ts';
import { PLUMBER, toastTexts } from '#tooling/test-client/fixtures.ts';
import {
  deleteHandBackDrafts,
  fakeSignatureCanvas,
  handBackRules,
  handBackServer,
  orderWithParts,
  signOn,
} from '#tooling/test-client/hand-back-handlers.ts';
import { renderMobilePage, setUpMobilePageTests, signedInAs } from '#tooling/test-client/mobile-pages.tsx';
import { server } from '#tooling/test-client/msw-server.ts';
import { chosenFile, fakeImageCanvas } from '#tooling/test-client/photo-canvas.ts';
import { visit as plannedVisit } from '#tooling/test-client/visit-day-handlers.ts';
import { HandBackSheet } from './hand-back-sheet.tsx';
import { SIGNATURE_PNG } from './signature-strokes.ts';

setUpMobilePageTests();

const ARRIVED = '2026-11-28T14:00:00.000Z';
const VISIT: Visit = plannedVisit(1, { status: 'on-site', statusChangedAt: ARRIVED });

type Setup = { rules?: Parameters<typeof handBackRules>[0]; parts?: { title: string; received: boolean }[] };

function serve({ rules = [], parts = [] }: Setup = {}) {
  const hands = handBackServer([VISIT]);
  server.use(
    signedInAs(PLUMBER),
    handBackRules(rules),
    orderWithParts(VISIT.workOrderId, parts),
    ...hands.handlers,
  );
  return hands;
}

function openSheet(onClose = vi.fn()) {
  const rendered = renderMobilePage(
    '/minimal-mobile-tasks',
    <HandBackSheet visit={VISIT} onClose={onClose} />,
  );
  return { ...rendered, onClose };
}

const sheet = () => within(screen.getByRole('dialog', { name: `Finish job #${VISIT.jobNumber}` }));
const heading = (name: string) => sheet().getByRole('heading', { level: 3, name });
const field = (name: string | RegExp) => sheet().getByLabelText(name);
const currentStep = () =>
  within(sheet().getByRole('list', { name: TEXTS.stepsLabel })).getByText(
    (_text, element) => element?.getAttribute('aria-current') === 'step',
  ).textContent;

async function waitForStep(name: string) {
  await waitFor(() => expect(currentStep()).toBe(name));
  await waitFor(() => expect(document.activeElement).toBe(heading(name)));
}

type User = ReturnType<typeof openSheet>['user'];
const next = (user: User) => user.click(sheet().getByRole('button', { name: TEXTS.next }));

async function fillWorkDone(user: User, text = 'Replaced the anode and flushed the tank') {
  await waitFor(() => expect(currentStep()).toBe(TEXTS.steps.workDone));
  await user.type(await waitFor(() => field(/What was done/)), text);
  await next(user);
  await waitForStep(TEXTS.steps.photos);
}

async function signAndName(user: User, name = 'Jaya Chatterjee') {
  signOn(sheet().getByRole('img', { name: TEXTS.signatureAlt }));
  await waitFor(() => expect(sheet().getByText(TEXTS.signatureSigned)).toBeTruthy());
  await user.type(field(/Printed name/), name);
}

let canvas: ReturnType<typeof fakeSignatureCanvas>;
beforeEach(() => {
  canvas = fakeSignatureCanvas();
  fakeImageCanvas({ decoded: { width: 4000, height: 3000 }, encodedBytes: 50_000 });
});
afterEach(async () => {
  // Closed first: a sheet closing saves its draft, which must not reach the next test.
  cleanup();
  vi.restoreAllMocks();
  await deleteHandBackDrafts();
});

describe('the hand-back sheet on the phone', () => {
  it('goes step by step with Back and Next, the focus on each heading, and checks the job type’s rules before Review', async () => {
    serve({ rules: [{ type: 'task', requireAfterPhoto: true, requireParts: true, requireSignature: true }] });
    const { user } = openSheet();
    await waitForStep(TEXTS.steps.workDone);
    expect(sheet().getByText('Step 1 of 5: Work done')).toBeTruthy();
    expect(sheet().getByRole('button', { name: TEXTS.back }).hasAttribute('disabled')).toBe(true);

    // Nothing typed: the step stays, and says why.
    await next(user);
    expect(currentStep()).toBe(TEXTS.steps.workDone);
    expect(field(/What was done/).getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(field(/What was done/)));
    await fillWorkDone(user);

    // The rule asks for an After photo.
    await waitFor(() => expect(sheet().getByText(TEXTS.required)).toBeTruthy());
    await next(user);
    expect(sheet().getByText(TEXTS.afterPhotoRequired)).toBeTruthy();
    await user.upload(
      sheet().getByLabelText('Add photo: After'),
      chosenFile('IMG_1.jpg', 'image/jpeg', 3_000_000),
    );
    expect(await sheet().findByRole('img', { name: 'After photo 1' })).toBeTruthy();
    await next(user);
    await waitForStep(TEXTS.steps.parts);

    // Back keeps what was entered.
    await user.click(sheet().getByRole('button', { name: TEXTS.back }));
    await waitForStep(TEXTS.steps.photos);
    expect(sheet().getByRole('img', { name: 'After photo 1' })).toBeTruthy();
    await next(user);
    await waitForStep(TEXTS.steps.parts);

    // The rule asks for parts.
    await next(user);
    expect(sheet().getByText(TEXTS.partsRequired)).toBeTruthy();
    await user.click(sheet().getByRole('button', { name: TEXTS.addPart }));
    await user.type(field(/^Part 1 description/), 'Anode rod');
    await next(user);
    await waitForStep(TEXTS.steps.signOff);

    // The rule asks for a signature: "customer not present" is refused here.
    await user.click(sheet().getByRole('checkbox', { name: TEXTS.customerNotPresent }));
    await user.type(field(/Why the customer could not sign/), 'Tenant away');
    await next(user);
    expect(sheet().getByText(TEXTS.signatureRequiredByRule)).toBeTruthy();
    await user.click(sheet().getByRole('checkbox', { name: TEXTS.customerNotPresent }));
    await signAndName(user);
    await next(user);
    await waitForStep(TEXTS.steps.review);
    expect(sheet().getByText('Signed by Jaya Chatterjee')).toBeTruthy();
    expect(sheet().getByText('0 before, 1 after')).toBeTruthy();
    expect(sheet().getByText('1 × Anode rod')).toBeTruthy();
    expect(sheet().getByRole('button', { name: TEXTS.send })).toBeTruthy();
  });

  it('the signature pad clears and signs again, and the printed name is required', async () => {
    serve();
    const { user } = openSheet();
    await fillWorkDone(user);
    await next(user);
    await next(user);
    await waitForStep(TEXTS.steps.signOff);
    const pad = sheet().getByRole('img', { name: TEXTS.signatureAlt });
    expect(pad.tagName).toBe('CANVAS');
    expect(sheet().getByText(TEXTS.signatureEmpty)).toBeTruthy();

    await next(user);
    expect(sheet().getByText(TEXTS.signatureRequired)).toBeTruthy();
    signOn(pad);
    await waitFor(() => expect(sheet().getByText(TEXTS.signatureSigned)).toBeTruthy());
    // The PNG is drawn at its fixed size, whatever the phone's screen.
    expect(canvas.exported.at(-1)).toEqual(SIGNATURE_PNG);
    // Turned to landscape, the canvas draws the same strokes again at its new size.
    const redrawn = vi.spyOn(SignaturePad.prototype, 'fromData');
    act(() => void window.dispatchEvent(new Event('orientationchange')));
    expect(redrawn).toHaveBeenCalledTimes(1);
    expect(redrawn.mock.calls[0]?.[0]).toHaveLength(1);
    expect(sheet().getByText(TEXTS.signatureSigned)).toBeTruthy();
    await user.click(sheet().getByRole('button', { name: TEXTS.clearSignature }));
    expect(sheet().getByText(TEXTS.signatureEmpty)).toBeTruthy();
    await next(user);
    expect(sheet().getByText(TEXTS.signatureRequired)).toBeTruthy();

    signOn(pad);
    await waitFor(() => expect(sheet().getByText(TEXTS.signatureSigned)).toBeTruthy());
    await next(user);
    expect(currentStep()).toBe(TEXTS.steps.signOff);
    expect(field(/Printed name/).getAttribute('aria-invalid')).toBe('true');
    await user.type(field(/Printed name/), 'J');
    await next(user);
    expect(currentStep()).toBe(TEXTS.steps.signOff);
    await user.type(field(/Printed name/), '. Chatterjee');
    await next(user);
    await waitForStep(TEXTS.steps.review);
    expect(sheet().getByText('Signed by J. Chatterjee')).toBeTruthy();
  });

  it('"Customer not present" needs a reason, and is sent without a signature', async () => {
    const hands = serve();
    const { user, onClose } = openSheet();
    await fillWorkDone(user);
    await next(user);
    await next(user);
    await waitForStep(TEXTS.steps.signOff);
    await user.click(sheet().getByRole('checkbox', { name: TEXTS.customerNotPresent }));
    await next(user);
    expect(field(/Why the customer could not sign/).getAttribute('aria-invalid')).toBe('true');
    await user.type(field(/Why the customer could not sign/), 'Nobody home, key from the neighbour');
    await next(user);
    await waitForStep(TEXTS.steps.review);
    expect(sheet().getByText('Customer not present: Nobody home, key from the neighbour')).toBeTruthy();
    await user.click(sheet().getByRole('button', { name: TEXTS.send }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(hands.received).toHaveLength(1);
    expect(hands.received[0]?.handBack.signOff).toEqual({
      kind: 'customer-not-present',
      reason: 'Nobody home, key from the neighbour',
    });
    expect(hands.received[0]?.signature).toBeNull();
  });

  it('fills the parts in from the parts received for the job, editable, with lines added and removed', async () => {
    const hands = serve({
      parts: [
        { title: 'Anode rod', received: true },
        { title: 'Thermostat', received: false },
        { title: 'Drain valve', received: true },
      ],
    });
    const { user } = openSheet();
    await fillWorkDone(user);
    await next(user);
    await waitForStep(TEXTS.steps.parts);
    expect(sheet().getByText(TEXTS.prefilledFromOrder)).toBeTruthy();
    expect((field(/^Part 1 description/) as HTMLInputElement).value).toBe('Anode rod');
    expect((field(/^Part 2 description/) as HTMLInputElement).value).toBe('Drain valve');
    expect(sheet().getAllByTestId('part-line')).toHaveLength(2);

    await user.clear(field(/^Part 1 quantity/));
    await user.type(field(/^Part 1 quantity/), '2');
    await user.type(field('Part 1 part number (optional)'), 'AR-44');
    await user.click(sheet().getByRole('button', { name: 'Remove part 2' }));
    await user.click(sheet().getByRole('button', { name: TEXTS.addPart }));
    await user.type(field(/^Part 2 description/), 'PEX pipe');
    await user.clear(field(/^Part 2 quantity/));
    await user.type(field(/^Part 2 quantity/), '0');
    await next(user);
    expect(sheet().getByText('Quantity must be more than 0')).toBeTruthy();
    await user.clear(field(/^Part 2 quantity/));
    await user.type(field(/^Part 2 quantity/), '2.5');
    await next(user);
    await waitForStep(TEXTS.steps.signOff);
    await signAndName(user);
    await next(user);
    await waitForStep(TEXTS.steps.review);
    await user.click(sheet().getByRole('button', { name: TEXTS.send }));
    await waitFor(() => expect(hands.received).toHaveLength(1));
    expect(hands.received[0]?.handBack.parts).toEqual([
      { description: 'Anode rod', quantity: 2, partNumber: 'AR-44' },
      { description: 'PEX pipe', quantity: 2.5 },
    ]);
  });

  it('a changed time on site asks for a reason, which is sent', async () => {
    const hands = serve();
    const { user } = openSheet();
    await waitForStep(TEXTS.steps.workDone);
    await user.type(field(/What was done/), 'Cleared the main drain');
    expect(sheet().queryByLabelText(/Why the times differ/)).toBeNull();
    const arrived = field(/^Arrived/) as HTMLInputElement;
    // An hour earlier than the visit's stamp, on the phone's clock.
    const earlier = new Date(Date.parse(ARRIVED) - 60 * 60_000);
    const local = new Date(earlier.getTime() - earlier.getTimezoneOffset() * 60_000)
      .toISOString()
      .slice(0, 16);
    fireEvent.change(arrived, { target: { value: local } });
    await next(user);
    expect(currentStep()).toBe(TEXTS.steps.workDone);
    expect(sheet().getByText(TEXTS.timeChangeReasonRequired)).toBeTruthy();
    await user.type(field(/Why the times differ/), 'Arrived before the app was opened');
    await next(user);
    await waitForStep(TEXTS.steps.photos);
    await next(user);
    await next(user);
    await waitForStep(TEXTS.steps.signOff);
    await signAndName(user);
    await next(user);
    await waitForStep(TEXTS.steps.review);
    await user.click(sheet().getByRole('button', { name: TEXTS.send }));
    await waitFor(() => expect(hands.received).toHaveLength(1));
    expect(hands.received[0]?.handBack.arrivedAt).toBe(earlier.toISOString());
    expect(hands.received[0]?.handBack.timeChangeReason).toBe('Arrived before the app was opened');
  });

  it('sends one multipart request with the contract’s parts, its key and the digest of what was signed', async () => {
    const hands = serve();
    const { user, onClose } = openSheet();
    await fillWorkDone(user, 'Replaced the water heater');
    await user.upload(
      sheet().getByLabelText('Add photo: Before'),
      chosenFile('IMG_1.jpg', 'image/jpeg', 3_000_000),
    );
    await user.upload(sheet().getByLabelText('Add photo: After'), [
      chosenFile('IMG_2.jpg', 'image/jpeg', 3_000_000),
      chosenFile('IMG_3.jpg', 'image/jpeg', 3_000_000),
    ]);
    await waitFor(() => expect(sheet().getByRole('img', { name: 'After photo 2' })).toBeTruthy());
    await user.click(sheet().getByRole('button', { name: 'Remove After photo 1' }));
    await next(user);
    await next(user);
    await waitForStep(TEXTS.steps.signOff);
    await signAndName(user);
    await next(user);
    await waitForStep(TEXTS.steps.review);
    await user.click(sheet().getByRole('radio', { name: VISIT_STATUS_LABELS['not-finished'] }));
    await user.click(sheet().getByRole('button', { name: TEXTS.send }));
    expect(field(/Why the work is not finished/).getAttribute('aria-invalid')).toBe('true');
    await user.type(field(/Why the work is not finished/), 'Needs a new gas valve');
    await user.click(sheet().getByRole('checkbox', { name: TEXTS.returnNeeded }));
    await user.type(field(/Part waited for/), 'Gas valve');
    await user.click(sheet().getByRole('button', { name: TEXTS.send }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(toastTexts()).toContain(TEXTS.sent);

    expect(hands.attempts()).toBe(1);
    const [sent] = hands.received;
    if (!sent) throw new Error('nothing received');
    expect(sent.otherParts).toEqual([]);
    expect(sent.before.map((file) => file.name)).toEqual(['IMG_1.jpg']);
    expect(sent.after.map((file) => file.name)).toEqual(['IMG_3.jpg']);
    expect(sent.signature?.type).toBe('image/png');
    expect(sent.handBack).toMatchObject({
      workDone: 'Replaced the water heater',
      parts: [],
      arrivedAt: ARRIVED,
      timeChangeReason: null,
      signOff: { kind: 'signed', signerName: 'Jaya Chatterjee' },
      outcome: {
        kind: 'not-finished',
        reason: 'Needs a new gas valve',
        returnNeeded: true,
        waitingForPart: 'Gas valve',
      },
    });
    // What the server computes from what it received is what the phone signed.
    const hash = async (file: File) => sha256Hex(new Uint8Array(await file.arrayBuffer()));
    const { contentSha256, ...content } = sent.handBack;
    expect(contentSha256).toBe(
      await handBackDigest({
        ...content,
        visitId: VISIT.id,
        signedAt: content.signedAt,
        signatureSha256: sent.signature ? await hash(sent.signature) : null,
        photos: [
          ...(await Promise.all(
            sent.before.map(async (file) => ({ label: 'before' as const, sha256: await hash(file) })),
          )),
          ...(await Promise.all(
            sent.after.map(async (file) => ({ label: 'after' as const, sha256: await hash(file) })),
          )),
        ],
      }),
    );
  });

  it('offline, the whole hand-back waits in the outbox with its files and is sent once, with its key, when the connection is back', async () => {
    const hands = serve();
    const { user, onClose } = openSheet();
    await fillWorkDone(user);
    await user.upload(
      sheet().getByLabelText('Add photo: After'),
      chosenFile('IMG_9.jpg', 'image/jpeg', 3_000_000),
    );
    await waitFor(() => expect(sheet().getByRole('img', { name: 'After photo 1' })).toBeTruthy());
    await next(user);
    await next(user);
    await waitForStep(TEXTS.steps.signOff);
    await signAndName(user);
    await next(user);
    await waitForStep(TEXTS.steps.review);
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    let key: string | undefined;
    try {
      await user.click(sheet().getByRole('button', { name: TEXTS.send }));
      await waitFor(() => expect(onClose).toHaveBeenCalled());
      expect(toastTexts()).toContain(`${QUEUED_TOAST.title}: ${QUEUED_TOAST.description}`);
      expect(hands.attempts()).toBe(0);
      // Kept whole, with the key it will be sent with, chosen now.
      const [kept] = await writesOf(PLUMBER.id);
      expect(kept).toMatchObject({ kind: 'hand-back', visitId: VISIT.id, signature: expect.anything() });
      key = kept?.key;
    } finally {
      onLine.mockRestore();
    }
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(hands.received).toHaveLength(1));
    expect(hands.attempts()).toBe(1);
    expect(key).toBeTruthy();
    expect(hands.received[0]?.key).toBe(key);
    expect(hands.received[0]?.after.map((file) => file.name)).toEqual(['IMG_9.jpg']);
    expect(hands.received[0]?.signature?.type).toBe('image/png');
    // Another online event sends nothing again: the outbox is empty.
    act(() => void window.dispatchEvent(new Event('online')));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(hands.attempts()).toBe(1);
  });

  it('keeps a half-filled sheet on the phone: closed and opened again, it is where it was', async () => {
    serve();
    const first = openSheet();
    await fillWorkDone(first.user, 'Half done: the valve is off');
    await first.user.upload(
      sheet().getByLabelText('Add photo: Before'),
      chosenFile('IMG_4.jpg', 'image/jpeg', 3_000_000),
    );
    await waitFor(() => expect(sheet().getByRole('img', { name: 'Before photo 1' })).toBeTruthy());
    // Saved as it is typed: give the write a moment.
    await new Promise((resolve) => setTimeout(resolve, 50));
    first.unmount();

    const { user } = openSheet();
    await waitForStep(TEXTS.steps.photos);
    expect(sheet().getByRole('img', { name: 'Before photo 1' })).toBeTruthy();
    await user.click(sheet().getByRole('button', { name: TEXTS.back }));
    await waitForStep(TEXTS.steps.workDone);
    expect((field(/What was done/) as HTMLTextAreaElement).value).toBe('Half done: the valve is off');
  });
});

describe('the hand-back on its way', () => {
  async function fillToReview(user: User) {
    await fillWorkDone(user);
    await next(user);
    await next(user);
    await waitForStep(TEXTS.steps.signOff);
    await user.click(sheet().getByRole('checkbox', { name: TEXTS.customerNotPresent }));
    await user.type(field(/Why the customer could not sign/), 'Tenant at work');
    await next(user);
    await waitForStep(TEXTS.steps.review);
  }

  it('shows its upload progress on the sheet while it is sent', async () => {
    let release = () => {};
    const holding = new Promise<void>((resolve) => {
      release = resolve;
    });
    const hands = handBackServer([VISIT], { holdUntil: holding });
    server.use(
      signedInAs(PLUMBER),
      handBackRules(),
      orderWithParts(VISIT.workOrderId, []),
      ...hands.handlers,
    );
    const { user, onClose } = openSheet();
    await fillToReview(user);
    await user.click(sheet().getByRole('button', { name: TEXTS.send }));
    expect(await sheet().findByText(/^Sending the hand-back\.\.\. \d+ %$/)).toBeTruthy();
    expect(sheet().getByRole('progressbar')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    release();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(hands.received).toHaveLength(1);
  });

  it('from the outbox, its progress shows in the Waiting to send bar; a refusal is told and kept, as the other writes are', async () => {
    let release = () => {};
    const holding = new Promise<void>((resolve) => {
      release = resolve;
    });
    const hands = handBackServer([VISIT], {
      holdUntil: holding,
      refuse: { status: 409, message: 'Visit 1 already has a hand-back.' },
    });
    server.use(
      signedInAs(PLUMBER),
      handBackRules(),
      orderWithParts(VISIT.workOrderId, []),
      ...hands.handlers,
    );
    const onClose = vi.fn();
    const { user } = renderMobilePage(
      '/minimal-mobile-tasks',
      <>
        <WaitingToSendBar />
        <HandBackSheet visit={VISIT} onClose={onClose} />
      </>,
    );
    await fillToReview(user);
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      await user.click(sheet().getByRole('button', { name: TEXTS.send }));
      await waitFor(() => expect(onClose).toHaveBeenCalled());
    } finally {
      onLine.mockRestore();
    }
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() =>
      expect(screen.getByTestId('outbox-upload-progress').textContent).toMatch(/^ · \d+ %$/),
    );
    expect(screen.getByTestId('outbox-upload-progress').closest('p')?.textContent).toMatch(
      /^Waiting to send · 1 change · \d+ %/,
    );
    release();
    // In the words every refused write is told in, with the server's reason.
    await waitFor(() =>
      expect(
        toastTexts().find((text) =>
          text.startsWith(`Not sent: Your hand-back on #${VISIT.jobNumber} ${VISIT.title} was not accepted:`),
        ),
      ).toContain('Visit 1 already has a hand-back.'),
    );
    expect(screen.queryByTestId('outbox-upload-progress')).toBeNull();
    const [kept] = await writesOf(PLUMBER.id);
    expect(kept?.refusal).toContain('Visit 1 already has a hand-back.');
    expect(hands.attempts()).toBe(1);
  });
});

describe('the hand-back sheet for assistive technology', () => {
  /** axe's violations in the sheet (colours aside: jsdom lays nothing out). */
  async function violations() {
    const results = await axe.run(screen.getByRole('dialog'), {
      rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
    });
    return results.violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' ')}`,
    );
  }

  it('labels every control of every step, the signature area included', async () => {
    serve({ rules: [{ type: 'task', requireAfterPhoto: true, requireParts: true, requireSignature: true }] });
    const { user } = openSheet();
    await fillWorkDone(user);
    expect(await violations()).toEqual([]);
    await user.upload(
      sheet().getByLabelText('Add photo: After'),
      chosenFile('IMG_1.jpg', 'image/jpeg', 3_000_000),
    );
    await sheet().findByRole('img', { name: 'After photo 1' });
    expect(await violations()).toEqual([]);
    await next(user);
    await waitForStep(TEXTS.steps.parts);
    await user.click(sheet().getByRole('button', { name: TEXTS.addPart }));
    await next(user);
    expect(await violations()).toEqual([]);
    await user.type(field(/^Part 1 description/), 'Anode rod');
    await next(user);
    await waitForStep(TEXTS.steps.signOff);
    expect(await violations()).toEqual([]);
    await signAndName(user);
    await next(user);
    await waitForStep(TEXTS.steps.review);
    await user.click(sheet().getByRole('radio', { name: VISIT_STATUS_LABELS['not-finished'] }));
    expect(await violations()).toEqual([]);
  });
});

describe('a refused hand-back', () => {
  it('opens again with what it held and why it was refused, is sent again once signed anew, and replaces the refused one', async () => {
    const hands = serve();
    const refused = await queueWrite({
      kind: 'hand-back',
      employeeId: PLUMBER.id,
      workOrderId: VISIT.workOrderId,
      visitId: VISIT.id,
      jobLabel: `#${VISIT.jobNumber} ${VISIT.title}`,
      handBack: {
        workDone: 'Replaced the anode rod',
        parts: [{ description: 'Anode rod', quantity: 1 }],
        arrivedAt: ARRIVED,
        leftAt: '2026-11-28T15:00:00.000Z',
        signOff: { kind: 'signed', signerName: 'Jaya Chatterjee' },
        outcome: { kind: 'done' },
        signedAt: '2026-11-28T15:00:00.000Z',
      },
      photos: [
        { label: 'after', file: chosenFile('IMG_7.jpg', 'image/jpeg', 50_000), fileName: 'IMG_7.jpg' },
      ],
      signature: new File([new Uint8Array(100)], 'signature.png', { type: 'image/png' }),
    });
    const reason = 'Your hand-back on #48101 Water heater 1 was not accepted: The signature is not a PNG.';
    await updateWrite({ ...refused, refusal: reason });

    const { user, onClose } = openSheet();
    await waitForStep(TEXTS.steps.review);
    expect(sheet().getByRole('alert').textContent).toBe(`${reason} Fix it and send it again.`);
    expect(sheet().getByText('1 × Anode rod')).toBeTruthy();
    expect(sheet().getByRole('img', { name: 'After photo 1' })).toBeTruthy();

    // The customer signs again: Send leads there first.
    await user.click(sheet().getByRole('button', { name: TEXTS.send }));
    await waitForStep(TEXTS.steps.signOff);
    expect(sheet().getByText(TEXTS.signatureRequired)).toBeTruthy();
    expect((field(/Printed name/) as HTMLInputElement).value).toBe('Jaya Chatterjee');
    signOn(sheet().getByRole('img', { name: TEXTS.signatureAlt }));
    await waitFor(() => expect(sheet().getByText(TEXTS.signatureSigned)).toBeTruthy());
    await next(user);
    await waitForStep(TEXTS.steps.review);
    await user.click(sheet().getByRole('button', { name: TEXTS.send }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());

    expect(hands.received).toHaveLength(1);
    expect(hands.received[0]?.handBack.workDone).toBe('Replaced the anode rod');
    expect(hands.received[0]?.after.map((file) => file.name)).toEqual(['IMG_7.jpg']);
    expect(await writesOf(PLUMBER.id)).toEqual([]);
  });
});
