import { describe, expect, it } from 'vitest';
import { type HandBackDigestContent, handBackDigest, sha256Hex } from './hand-back-digest.ts';

const CONTENT: HandBackDigestContent = {
  visitId: 7,
  workDone: 'Replaced the relief valve.',
  parts: [{ description: 'Relief valve 3/4"', quantity: 1, partNumber: 'RV-34' }],
  arrivedAt: '2026-12-01T14:05:00.000Z',
  leftAt: '2026-12-01T15:45:00.000Z',
  signOff: { kind: 'signed', signerName: 'J. Chatterjee' },
  outcome: { kind: 'done' },
  signedAt: '2026-12-01T15:44:00.000Z',
  signatureSha256: 'a'.repeat(64),
  photos: [{ label: 'after', sha256: 'b'.repeat(64) }],
};

describe('handBackDigest', () => {
  it('is the SHA-256 of the content, the same whatever the key order, offsets or absent optionals', async () => {
    const digest = await handBackDigest(CONTENT);
    expect(digest).toMatch(/^[0-9a-f]{64}$/);
    const reordered: HandBackDigestContent = {
      photos: CONTENT.photos,
      signatureSha256: CONTENT.signatureSha256,
      signedAt: '2026-12-01T09:44:00-06:00',
      outcome: { kind: 'done' },
      signOff: { signerName: 'J. Chatterjee', kind: 'signed' },
      timeChangeReason: undefined,
      leftAt: CONTENT.leftAt,
      arrivedAt: '2026-12-01T14:05:00Z',
      parts: [{ partNumber: 'RV-34', quantity: 1, description: 'Relief valve 3/4"' }],
      workDone: CONTENT.workDone,
      visitId: 7,
    };
    expect(await handBackDigest(reordered)).toBe(digest);
  });

  it('changes with any word, number, file or photo label', async () => {
    const digest = await handBackDigest(CONTENT);
    const changes: Partial<HandBackDigestContent>[] = [
      { workDone: 'Replaced the relief valve' },
      { parts: [{ description: 'Relief valve 3/4"', quantity: 2, partNumber: 'RV-34' }] },
      { leftAt: '2026-12-01T15:46:00.000Z' },
      { signOff: { kind: 'signed', signerName: 'J. Chaterjee' } },
      { outcome: { kind: 'not-finished', reason: 'No part', returnNeeded: true } },
      { signatureSha256: 'c'.repeat(64) },
      { photos: [{ label: 'before', sha256: 'b'.repeat(64) }] },
    ];
    for (const change of changes) expect(await handBackDigest({ ...CONTENT, ...change })).not.toBe(digest);
  });

  it('hashes bytes and text as Node does', async () => {
    expect(await sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(await sha256Hex(new Uint8Array([0x61, 0x62, 0x63]))).toBe(await sha256Hex('abc'));
  });
});
