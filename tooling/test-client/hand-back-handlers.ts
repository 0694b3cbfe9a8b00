import { fireEvent } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { vi } from 'vitest';
import { HAND_BACK_DRAFTS_DATABASE } from '#client/features/hand-back/hand-back-draft-store.ts';
import { WORK_ORDER_TYPES } from '#shared/domain/work-order-type.ts';
import {
  type HandBack,
  type HandBackInput,
  HandBackInputSchema,
  type HandBackRule,
  MAX_HAND_BACK_PHOTOS_PER_LABEL,
  MAX_SIGNATURE_BYTES,
} from '#shared/schemas/hand-back.ts';
import type { Visit } from '#shared/schemas/visit.ts';
import { answer } from './api-handlers.ts';
import { sampleOrder } from './detail-dialog.tsx';
import { PLUMBER } from './fixtures.ts';

/**
 * The hand-back's endpoints on the mock API (docs/decisions/068-visit-hand-back.md), as the phone
 * sees them: the rules per job type, and POST /api/visits/{id}/hand-back checking the multipart
 * parts by the contract (the `handBack` JSON by its schema; the files `before`, `after` and
 * `signature`, the last exactly when signed) and answering a repeated Idempotency-Key with its
 * first answer, storing nothing again. Plus a stand-in for the canvas jsdom lacks.
 */

/** GET /api/hand-back-rules: every type with nothing required, but for the rules given. */
export function handBackRules(rules: Partial<HandBackRule>[] = []) {
  return http.get('/api/hand-back-rules', () =>
    HttpResponse.json({
      rules: WORK_ORDER_TYPES.map((type) => ({
        type,
        requireSignature: false,
        requireAfterPhoto: false,
        requireParts: false,
        ...rules.find((rule) => rule.type === type),
      })),
    }),
  );
}

/** What the fake server stored of one hand-back: the JSON and the files, by part name. */
type ReceivedHandBack = {
  visitId: number;
  key: string;
  /** The `handBack` part as sent (checked by HandBackInputSchema). */
  handBack: HandBackInput;
  before: File[];
  after: File[];
  signature: File | null;
  /** Any other part sent: the contract names no other. */
  otherParts: string[];
};

const refuse = (status: number, message: string) => HttpResponse.json({ message }, { status });

function stored(
  visit: Pick<Visit, 'id' | 'workOrderId' | 'jobNumber'>,
  received: ReceivedHandBack,
  id: number,
): HandBack {
  const { handBack } = received;
  return {
    id,
    visitId: visit.id,
    workOrderId: visit.workOrderId,
    jobNumber: visit.jobNumber,
    technician: { id: PLUMBER.id, name: PLUMBER.name },
    workDone: handBack.workDone,
    parts: handBack.parts.map((part) => ({ ...part, partNumber: part.partNumber ?? null })),
    arrivedAt: handBack.arrivedAt,
    leftAt: handBack.leftAt,
    minutesOnSite: Math.round((Date.parse(handBack.leftAt) - Date.parse(handBack.arrivedAt)) / 60_000),
    timeChangeReason: handBack.timeChangeReason ?? null,
    signOff:
      handBack.signOff.kind === 'signed'
        ? {
            kind: 'signed',
            signerName: handBack.signOff.signerName,
            signatureAttachmentId: 900 + id,
            signatureWidth: 800,
            signatureHeight: 400,
          }
        : handBack.signOff,
    outcome:
      handBack.outcome.kind === 'done'
        ? handBack.outcome
        : { ...handBack.outcome, waitingForPart: handBack.outcome.waitingForPart ?? null },
    photos: [],
    signedAt: handBack.signedAt,
    contentSha256: handBack.contentSha256 ?? '0'.repeat(64),
    status: 'awaiting-review',
    reviewedAt: null,
    reviewedBy: null,
    reopenedAt: null,
    reopenedBy: null,
    reopenReason: null,
    createdAt: new Date().toISOString(),
    version: 1,
  };
}

/**
 * POST /api/visits/{id}/hand-back and GET /api/visits/{id}/hand-back for `visits`. `received` lists
 * every hand-back stored (once per key); `attempts` counts every request that arrived.
 */
export function handBackServer(
  visits: Pick<Visit, 'id' | 'workOrderId' | 'jobNumber'>[],
  {
    holdUntil,
    refuse: refusal,
  }: {
    /** Each POST waits for this before it is read, to see the upload on its way. */
    holdUntil?: Promise<unknown>;
    /** Each POST is answered with this error instead (a rule, a hand-back already there). */
    refuse?: { status: number; message: string };
  } = {},
) {
  const received: ReceivedHandBack[] = [];
  const answers = new Map<string, HandBack>();
  let attempts = 0;

  const post = http.post('/api/visits/:id/hand-back', async ({ request, params }) => {
    attempts += 1;
    await holdUntil;
    if (refusal) return refuse(refusal.status, refusal.message);
    const visit = visits.find((item) => item.id === Number(params.id));
    if (!visit) return refuse(404, 'Visit not found');
    const key = request.headers.get('idempotency-key');
    if (!key) return refuse(400, 'The Idempotency-Key header is required.');
    const replay = answers.get(key);
    if (replay) return HttpResponse.json(replay);
    if (!(request.headers.get('content-type') ?? '').includes('multipart/form-data'))
      return refuse(400, 'A hand-back is sent as multipart/form-data.');
    const form = await request.formData();
    const json = form.get('handBack');
    if (typeof json !== 'string') return refuse(400, 'The part handBack is required.');
    const sent = JSON.parse(json) as HandBackInput;
    const parsed = HandBackInputSchema.safeParse(sent);
    if (!parsed.success) return refuse(400, parsed.error.issues[0]?.message ?? 'Invalid hand-back');
    const files = (name: string) => form.getAll(name).filter((part): part is File => part instanceof File);
    const signatures = files('signature');
    const entry: ReceivedHandBack = {
      visitId: visit.id,
      key,
      handBack: sent,
      before: files('before'),
      after: files('after'),
      signature: signatures[0] ?? null,
      otherParts: [...new Set(form.keys())].filter(
        (name) => !['handBack', 'before', 'after', 'signature'].includes(name),
      ),
    };
    const signed = parsed.data.signOff.kind === 'signed';
    if (signed !== (signatures.length === 1))
      return refuse(400, 'A signature PNG is required exactly when the customer signed.');
    if (
      entry.signature &&
      (entry.signature.type !== 'image/png' || entry.signature.size > MAX_SIGNATURE_BYTES)
    )
      return refuse(400, 'The signature must be a PNG of at most 200 KB.');
    if (
      entry.before.length > MAX_HAND_BACK_PHOTOS_PER_LABEL ||
      entry.after.length > MAX_HAND_BACK_PHOTOS_PER_LABEL
    )
      return refuse(400, 'At most 6 photos of each.');
    if (received.some((item) => item.visitId === visit.id))
      return refuse(409, `Visit ${visit.id} already has a hand-back.`);
    received.push(entry);
    const answer = stored(visit, entry, received.length);
    answers.set(key, answer);
    return HttpResponse.json(answer, { status: 201 });
  });

  const get = http.get('/api/visits/:id/hand-back', ({ params }) => {
    const index = received.findIndex((item) => item.visitId === Number(params.id));
    const visit = visits.find((item) => item.id === Number(params.id));
    const entry = received[index];
    if (!visit || !entry) return refuse(404, 'This visit has no hand-back.');
    return HttpResponse.json(stored(visit, entry, index + 1));
  });

  return { handlers: [post, get], received, attempts: () => attempts };
}

/** GET /api/work-orders/{id}: the visit's order with these part titles, received or not. */
export function orderWithParts(workOrderId: number, parts: { title: string; received: boolean }[]) {
  const fields: Record<string, string | null> = {};
  parts.forEach((part, index) => {
    fields[`partTitle${index + 1}`] = part.title;
    fields[`partReceived${index + 1}`] = part.received ? '2026-11-20' : null;
  });
  return answer('GET /api/work-orders/:id', sampleOrder({ id: workOrderId, ...fields }));
}

/**
 * jsdom draws nothing: a 2D context that takes every call, and toBlob answering a small PNG (as a
 * Node File, which the client tests' fetch and FormData read). Returns what was asked of it.
 */
export function fakeSignatureCanvas({ pngBytes = 6_000 } = {}) {
  const exported: { width: number; height: number }[] = [];
  const context = new Proxy({} as Record<string, unknown>, {
    get: (target, name) => (typeof name === 'string' && name in target ? target[name] : () => {}),
    set: (target, name, value) => {
      if (typeof name === 'string') target[name] = value;
      return true;
    },
  });
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => context as never);
  vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(function (
    this: HTMLCanvasElement,
    callback: BlobCallback,
    type?: string,
  ) {
    exported.push({ width: this.width, height: this.height });
    callback(new File([new Uint8Array(pngBytes)], 'signature.png', { type: type ?? 'image/png' }) as Blob);
  });
  return { exported };
}

/** A stroke across the canvas with the mouse, as signature_pad hears it where no PointerEvent exists. */
export function signOn(canvas: HTMLElement) {
  fireEvent.mouseDown(canvas, { buttons: 1, clientX: 10, clientY: 20 });
  fireEvent.mouseMove(document, { buttons: 1, clientX: 60, clientY: 40 });
  fireEvent.mouseMove(document, { buttons: 1, clientX: 120, clientY: 30 });
  fireEvent.mouseUp(document, { buttons: 0, clientX: 120, clientY: 30 });
}

/** Forgets the drafts kept on the phone, between tests. */
export function deleteHandBackDrafts(): Promise<unknown> {
  return new Promise((done) => {
    const deletion = indexedDB.deleteDatabase(HAND_BACK_DRAFTS_DATABASE);
    deletion.onsuccess = deletion.onerror = deletion.onblocked = done;
  });
}
