import { HttpResponse } from 'msw';
import { WORK_ORDER_TYPES } from '#shared/domain/work-order-type.ts';
import { type HandBack, type HandBackRule, HandBackSchema } from '#shared/schemas/hand-back.ts';
import { answer, failure } from './api-handlers.ts';
import { OFFICE, PLUMBER } from './fixtures.ts';

/**
 * The office's side of a hand-back as the fake API serves it: two hand-backs of order 5 (#48213),
 * parsed by the contract's schema so they keep its shape, and servers that remember a review, a
 * reopen and a saved rule as the real one does.
 */

/** Carlos signed off by J. Chatterjee: done, 1 h 40 min on site (8:05 to 9:45 in Chicago), two parts, two photos. */
export const SIGNED_HAND_BACK: HandBack = HandBackSchema.parse({
  id: 41,
  visitId: 12,
  workOrderId: 5,
  jobNumber: '48213',
  technician: { id: PLUMBER.id, name: PLUMBER.name },
  workDone: 'Replaced the anode rod and flushed the tank.\nChecked the relief valve.',
  parts: [
    { description: 'Anode rod', quantity: 1, partNumber: 'AR-44' },
    { description: 'PEX pipe (m)', quantity: 2.5, partNumber: null },
  ],
  arrivedAt: '2026-03-02T14:05:00.000Z',
  leftAt: '2026-03-02T15:45:00.000Z',
  minutesOnSite: 100,
  timeChangeReason: null,
  signOff: {
    kind: 'signed',
    signerName: 'J. Chatterjee',
    signatureAttachmentId: 903,
    signatureWidth: 600,
    signatureHeight: 200,
  },
  outcome: { kind: 'done' },
  photos: [
    { attachmentId: 901, label: 'before', fileName: 'tank-before.jpg' },
    { attachmentId: 902, label: 'after', fileName: 'tank-after.jpg' },
  ],
  signedAt: '2026-03-02T15:44:00.000Z',
  contentSha256: '9f2c4e1b7a3d5f60c8e2a4b6d8f0e1c3a5b7d9f1e3c5a7b9d1f3e5c7a9b1d3f5',
  status: 'awaiting-review',
  reviewedAt: null,
  reviewedBy: null,
  reopenedAt: null,
  reopenedBy: null,
  reopenReason: null,
  createdAt: '2026-03-02T15:46:00.000Z',
  version: 1,
});

/** Carlos could not finish: nobody home to sign, waiting for a thermostat, a return needed, no parts or photos. */
export const NOT_FINISHED_HAND_BACK: HandBack = HandBackSchema.parse({
  ...SIGNED_HAND_BACK,
  id: 42,
  workDone: 'Found the thermostat failed; isolated the heater.',
  parts: [],
  minutesOnSite: 35,
  arrivedAt: '2026-03-02T14:05:00.000Z',
  leftAt: '2026-03-02T14:40:00.000Z',
  timeChangeReason: 'Forgot to press Arrived',
  signOff: { kind: 'customer-not-present', reason: 'Tenant at work, key left with the neighbour' },
  outcome: {
    kind: 'not-finished',
    reason: 'Thermostat must be ordered',
    returnNeeded: true,
    waitingForPart: 'Thermostat TX-200',
  },
  photos: [],
  contentSha256: 'a'.repeat(64),
});

/** `hand-back` as reviewed by `by`. */
export const reviewed = (handBack: HandBack, by = OFFICE): HandBack => ({
  ...handBack,
  status: 'reviewed',
  reviewedAt: '2026-03-02T17:00:00.000Z',
  reviewedBy: { id: by.id, name: by.name },
  version: handBack.version + 1,
});

export const HAND_BACKS = 'GET /api/work-orders/:id/hand-backs';
export const REVIEW = 'POST /api/hand-backs/:id/review';
export const REOPEN = 'POST /api/hand-backs/:id/reopen';
export const RULES = 'GET /api/hand-back-rules';
export const SAVE_RULE = 'PUT /api/hand-back-rules/:type';

/** The server's words for a stale version. */
const CHANGED_MESSAGE = 'The hand-back was changed by someone else.';

/**
 * The hand-backs of order 5, remembered: a review or reopen of the version held moves it on and is
 * answered with the hand-back; another version is a 409 with the server's words.
 */
export function handBackServer(initial: HandBack[]) {
  let handBacks = initial;
  const change = (id: number, version: number, edit: (handBack: HandBack) => HandBack) => {
    const current = handBacks.find((handBack) => handBack.id === id);
    if (!current) return failure(404, 'Hand-back not found');
    if (current.version !== version) return failure(409, CHANGED_MESSAGE);
    const next = edit(current);
    handBacks = handBacks.map((handBack) => (handBack.id === id ? next : handBack));
    return next;
  };
  return {
    /** Someone else acts meanwhile: the list now holds `next`. */
    replace: (next: HandBack) => {
      handBacks = handBacks.map((handBack) => (handBack.id === next.id ? next : handBack));
    },
    handlers: [
      answer(HAND_BACKS, () => ({ handBacks })),
      answer(REVIEW, ({ params, body }) => {
        const { version } = body as { version: number };
        return change(Number(params.id), version, (handBack) => reviewed(handBack));
      }),
      answer(REOPEN, ({ params, body }) => {
        const { version, reason } = body as { version: number; reason: string };
        return change(Number(params.id), version, (handBack) => ({
          ...handBack,
          status: 'reopened',
          reopenedAt: '2026-03-03T09:00:00.000Z',
          reopenedBy: { id: 1, name: 'Morgan Lee' },
          reopenReason: reason,
          version: handBack.version + 1,
        }));
      }),
    ],
  };
}

/** Every job type's rule, all off, as migration makes them. */
export const NO_RULES: HandBackRule[] = WORK_ORDER_TYPES.map((type) => ({
  type,
  requireSignature: false,
  requireAfterPhoto: false,
  requireParts: false,
}));

/** The rules, remembered: a save replaces that type's row and is answered with it. */
export function handBackRulesServer(initial: HandBackRule[] = NO_RULES) {
  let rules = initial;
  return [
    answer(RULES, () => ({ rules })),
    answer(SAVE_RULE, ({ params, body }) => {
      const type = String(params.type);
      const saved = { ...(body as Omit<HandBackRule, 'type'>), type } as HandBackRule;
      rules = rules.map((rule) => (rule.type === type ? saved : rule));
      return saved;
    }),
  ];
}

/** What every portal test starts with: no hand-backs on any order, no rules set. */
export const handBackOfficeDefaults = () => [answer(HAND_BACKS, { handBacks: [] }), ...handBackRulesServer()];

/** An image's bytes for the thumbnails and the signature. */
export const imageBytes = () =>
  answer('GET /api/attachments/:id/file', () => new HttpResponse(new Blob(['png'], { type: 'image/png' })));
