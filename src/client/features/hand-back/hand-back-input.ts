import { type HandBackDigestContent, handBackDigest, sha256Hex } from '#shared/domain/hand-back-digest.ts';
import type { HandBackInput } from '#shared/schemas/hand-back.ts';
import { outcomeInput, partInput, signOffInput, timesChanged } from './hand-back-checks.ts';
import type { DraftPhoto, HandBackDraft } from './hand-back-draft.ts';

/** The photos in the order they are sent: the before ones, then the after ones. */
export function photosInOrder(draft: HandBackDraft): DraftPhoto[] {
  return [
    ...draft.photos.filter((photo) => photo.label === 'before'),
    ...draft.photos.filter((photo) => photo.label === 'after'),
  ];
}

const blobSha256 = async (blob: Blob) => sha256Hex(new Uint8Array(await blob.arrayBuffer()));

/**
 * The JSON part of the hand-back, signed now: `signedAt` is this moment and `contentSha256` the
 * digest both sides compute (hand-back-digest.ts), left out where the page has no Web Crypto (a
 * page not served over HTTPS): the server computes its own either way.
 */
export async function handBackInput(
  draft: HandBackDraft,
  signedAt = new Date().toISOString(),
): Promise<HandBackInput> {
  const signed = draft.signOffKind === 'signed';
  const changed = timesChanged(draft);
  const input: HandBackInput = {
    workDone: draft.workDone.trim(),
    parts: draft.parts.map(partInput),
    arrivedAt: draft.arrivedAt,
    leftAt: draft.leftAt,
    timeChangeReason: changed ? draft.timeChangeReason.trim() : null,
    signOff: signOffInput(draft),
    outcome: outcomeInput(draft),
    signedAt,
  };
  if (typeof crypto === 'undefined' || !crypto.subtle) return input;
  const photos = await Promise.all(
    photosInOrder(draft).map(async (photo) => ({ label: photo.label, sha256: await blobSha256(photo.file) })),
  );
  const content: HandBackDigestContent = {
    visitId: draft.visitId,
    workDone: input.workDone,
    parts: input.parts,
    arrivedAt: input.arrivedAt,
    leftAt: input.leftAt,
    timeChangeReason: input.timeChangeReason,
    signOff: input.signOff,
    outcome: input.outcome,
    signedAt,
    signatureSha256: signed && draft.signature ? await blobSha256(draft.signature.png) : null,
    photos,
  };
  return { ...input, contentSha256: await handBackDigest(content) };
}
