/**
 * The SHA-256 of a hand-back's content, taken on the phone when the customer signs and again by the
 * server from what it received (docs/decisions/068-visit-hand-back.md). Both sides run this one
 * function, with Web Crypto (browsers over HTTPS, Node 20), so the two agree byte for byte. The
 * files enter by their own SHA-256, so the digest covers the signature and the photos too.
 */

export type HandBackDigestContent = {
  visitId: number;
  workDone: string;
  parts: { description: string; quantity: number; partNumber?: string | null }[];
  arrivedAt: string;
  leftAt: string;
  timeChangeReason?: string | null;
  signOff: { kind: 'signed'; signerName: string } | { kind: 'customer-not-present'; reason: string };
  outcome:
    | { kind: 'done' }
    | { kind: 'not-finished'; reason: string; returnNeeded: boolean; waitingForPart?: string | null };
  signedAt: string;
  /** The signature PNG's SHA-256, when signed. */
  signatureSha256: string | null;
  /** Each photo's label and SHA-256, in the order sent. */
  photos: { label: 'before' | 'after'; sha256: string }[];
};

const hex = (buffer: ArrayBuffer) =>
  Array.from(new Uint8Array(buffer), (byte) => byte.toString(16).padStart(2, '0')).join('');

export async function sha256Hex(data: ArrayBuffer | Uint8Array<ArrayBuffer> | string): Promise<string> {
  const bytes = typeof data === 'string' ? new TextEncoder().encode(data) : data;
  return hex(await crypto.subtle.digest('SHA-256', bytes));
}

/** JSON with every object's keys sorted and absent optionals as null: the same text for the same content. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, field]) => field !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, field]) => `${JSON.stringify(key)}:${canonicalJson(field)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** The instants as the server stores them (milliseconds, UTC), whatever offset the phone wrote. */
const instant = (iso: string) => new Date(iso).toISOString();

export function handBackDigest(content: HandBackDigestContent): Promise<string> {
  const outcome =
    content.outcome.kind === 'done'
      ? { kind: 'done' }
      : { ...content.outcome, waitingForPart: content.outcome.waitingForPart ?? null };
  return sha256Hex(
    canonicalJson({
      ...content,
      parts: content.parts.map((part) => ({ ...part, partNumber: part.partNumber ?? null })),
      arrivedAt: instant(content.arrivedAt),
      leftAt: instant(content.leftAt),
      signedAt: instant(content.signedAt),
      timeChangeReason: content.timeChangeReason ?? null,
      outcome,
    }),
  );
}
