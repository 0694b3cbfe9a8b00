import { afterEach, describe, expect, it, vi } from 'vitest';
import { handBackDigest, sha256Hex } from '#shared/domain/hand-back-digest.ts';
import { newDraft } from './hand-back-draft.ts';
import { handBackInput } from './hand-back-input.ts';

const SIGNED_AT = '2026-11-28T15:30:00.000Z';

function draft() {
  const made = newDraft(
    { id: 4, statusChangedAt: '2026-11-28T14:00:00.000Z', arrivedAt: '2026-11-28T13:58:00.000Z' },
    new Date('2026-11-28T15:20:00.000Z'),
  );
  return {
    ...made,
    workDone: '  Replaced the trap  ',
    photos: [
      {
        id: 'a',
        label: 'after' as const,
        file: new File(['after'], 'a.jpg', { type: 'image/jpeg' }),
        fileName: 'a.jpg',
      },
      {
        id: 'b',
        label: 'before' as const,
        file: new File(['before'], 'b.jpg', { type: 'image/jpeg' }),
        fileName: 'b.jpg',
      },
    ],
    signerName: 'Jaya Chatterjee',
    signature: {
      png: new File(['png'], 'signature.png', { type: 'image/png' }),
      strokes: { groups: [], width: 320, height: 160 },
    },
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('the hand-back as sent', () => {
  it("starts from the visit's Arrived stamp and now, and carries the digest of what was signed, photos before first", async () => {
    const input = await handBackInput(draft(), SIGNED_AT);
    expect(input).toMatchObject({
      workDone: 'Replaced the trap',
      arrivedAt: '2026-11-28T13:58:00.000Z',
      leftAt: '2026-11-28T15:20:00.000Z',
      timeChangeReason: null,
      signOff: { kind: 'signed', signerName: 'Jaya Chatterjee' },
      outcome: { kind: 'done' },
      signedAt: SIGNED_AT,
    });
    const { contentSha256, ...content } = input;
    expect(contentSha256).toBe(
      await handBackDigest({
        ...content,
        visitId: 4,
        signatureSha256: await sha256Hex('png'),
        photos: [
          { label: 'before', sha256: await sha256Hex('before') },
          { label: 'after', sha256: await sha256Hex('after') },
        ],
      }),
    );
  });

  it('leaves the digest out where the page has no Web Crypto (not served over HTTPS)', async () => {
    vi.stubGlobal('crypto', { getRandomValues: crypto.getRandomValues.bind(crypto) });
    const input = await handBackInput(draft(), SIGNED_AT);
    expect(input.contentSha256).toBeUndefined();
    expect(input.signedAt).toBe(SIGNED_AT);
  });
});
