import type { HandBackPhotoLabel } from '#shared/schemas/hand-back.ts';
import type { SignatureStrokes } from './signature-strokes.ts';

export type DraftPhoto = { id: string; label: HandBackPhotoLabel; file: Blob; fileName: string };

/** A parts line as typed: the quantity stays text until it is checked. */
export type DraftPart = { id: string; description: string; quantity: string; partNumber: string };

/** The signature as exported (a PNG of a fixed size), with the strokes to draw it again. */
type DraftSignature = { png: Blob; strokes: SignatureStrokes };

/**
 * A hand-back as the technician fills it in, step by step: kept on the phone after every change
 * (hand-back-draft-store.ts) so a reload or a closed app does not lose it.
 */
export type HandBackDraft = {
  visitId: number;
  step: number;
  workDone: string;
  /** The time on site as shown (ISO instants), and the visit's own stamps they started from. */
  arrivedAt: string;
  leftAt: string;
  stampArrivedAt: string;
  stampLeftAt: string;
  timeChangeReason: string;
  photos: DraftPhoto[];
  parts: DraftPart[];
  /** The received parts of the order were put in once; the technician's edits are not undone. */
  partsPrefilled: boolean;
  signOffKind: 'signed' | 'customer-not-present';
  signerName: string;
  signature: DraftSignature | null;
  notPresentReason: string;
  outcomeKind: 'done' | 'not-finished';
  notFinishedReason: string;
  returnNeeded: boolean;
  waitingForPart: string;
  /** Made again from a hand-back the server refused: that write, and why, until this one is sent. */
  refused?: { writeId: number; reason: string };
};

let counter = 0;
/** An id for a list line (a photo, a part), unique on this page. */
export function lineId(): string {
  counter += 1;
  return `${Date.now().toString(36)}-${counter}`;
}

export const emptyPart = (): DraftPart => ({ id: lineId(), description: '', quantity: '1', partNumber: '' });

/** The visit fields a new draft starts from. */
export type DraftVisit = {
  id: number;
  statusChangedAt: string;
  /** The server's stamps (ADR 068), once it sends them; optional until then. */
  arrivedAt?: string | null;
  finishedAt?: string | null;
};

/**
 * A fresh draft: the time on site from the visit's Arrived stamp (else its last status change)
 * to its Done stamp (else now), which the technician may change with a reason.
 */
export function newDraft(visit: DraftVisit, now = new Date()): HandBackDraft {
  const arrivedAt = visit.arrivedAt ?? visit.statusChangedAt;
  const leftAt = visit.finishedAt ?? now.toISOString();
  return {
    visitId: visit.id,
    step: 0,
    workDone: '',
    arrivedAt,
    leftAt,
    stampArrivedAt: arrivedAt,
    stampLeftAt: leftAt,
    timeChangeReason: '',
    photos: [],
    parts: [],
    partsPrefilled: false,
    signOffKind: 'signed',
    signerName: '',
    signature: null,
    notPresentReason: '',
    outcomeKind: 'done',
    notFinishedReason: '',
    returnNeeded: false,
    waitingForPart: '',
  };
}
