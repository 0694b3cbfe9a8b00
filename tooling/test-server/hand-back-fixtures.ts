import { createHash, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { type Database, queryRows } from '#server/db/client.ts';
import { visits } from '#server/db/schema.ts';
import { handBackDigest } from '#shared/domain/hand-back-digest.ts';
import type { HandBackInput } from '#shared/schemas/hand-back.ts';
import { phonePhoto } from './sample-images.ts';

type App = { app: FastifyInstance; database: Database };
type Headers = Record<string, string>;

/** A signature as the phone's pad draws it: a PNG of the given size with one dark stroke. */
export async function signaturePng(width = 600, height = 200): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: { r: 255, g: 255, b: 255, alpha: 1 } } })
    .composite([
      {
        input: { create: { width: Math.max(1, width - 40), height: 4, channels: 4, background: '#111' } },
        top: Math.floor(height / 2),
        left: 20,
      },
    ])
    .png()
    .toBuffer();
}

/** A small photo from the phone (a JPEG). */
export const handBackPhoto = () => phonePhoto({ width: 320, height: 240 });

export type HandBackFiles = { before?: Buffer[]; after?: Buffer[]; signature?: Buffer };

/** The time on site of a visit's hand-back: 1 h 40 min, on 2026-12-07 (UTC). */
const ARRIVED = '2026-12-07T15:00:00.000Z';
const LEFT = '2026-12-07T16:40:00.000Z';

/** A complete, valid hand-back: signed, done, two parts; `fields` replace any of it. */
export function handBackInput(fields: Partial<HandBackInput> = {}): HandBackInput {
  return {
    workDone: 'Replaced the water heater and flushed the lines.',
    parts: [
      { description: 'Water heater 40 gal', quantity: 1, partNumber: 'WH-40' },
      { description: 'Copper pipe', quantity: 2.5 },
    ],
    arrivedAt: ARRIVED,
    leftAt: LEFT,
    signOff: { kind: 'signed', signerName: 'J. Chatterjee' },
    outcome: { kind: 'done' },
    signedAt: '2026-12-07T16:39:00.000Z',
    ...fields,
  };
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** The digest the phone computes for this content and these files (handBackDigest). */
export function digestOf(visitId: number, input: HandBackInput, files: HandBackFiles): Promise<string> {
  return handBackDigest({
    visitId,
    workDone: input.workDone,
    parts: input.parts,
    arrivedAt: input.arrivedAt,
    leftAt: input.leftAt,
    timeChangeReason: input.timeChangeReason ?? null,
    signOff: input.signOff,
    outcome: input.outcome,
    signedAt: input.signedAt,
    signatureSha256: files.signature ? sha256(files.signature) : null,
    photos: [
      ...(files.before ?? []).map((photo) => ({ label: 'before' as const, sha256: sha256(photo) })),
      ...(files.after ?? []).map((photo) => ({ label: 'after' as const, sha256: sha256(photo) })),
    ],
  });
}

/** The multipart body the phone sends: the JSON part `handBack`, then the before, after and signature files. */
export async function handBackForm(input: unknown, files: HandBackFiles = {}, extra: { json?: string } = {}) {
  const form = new FormData();
  form.append('handBack', extra.json ?? JSON.stringify(input));
  const file = (bytes: Buffer, type: string) => new Blob([new Uint8Array(bytes)], { type });
  (files.before ?? []).forEach((photo, i) => {
    form.append('before', file(photo, 'image/jpeg'), `before-${i + 1}.jpg`);
  });
  (files.after ?? []).forEach((photo, i) => {
    form.append('after', file(photo, 'image/jpeg'), `after-${i + 1}.jpg`);
  });
  if (files.signature) form.append('signature', file(files.signature, 'image/png'), 'signature.png');
  const body = new Response(form);
  return {
    payload: Buffer.from(await body.arrayBuffer()),
    contentType: body.headers.get('content-type') ?? '',
  };
}

/** POST /api/visits/{id}/hand-back with a fresh Idempotency-Key unless one is given. */
export async function sendHandBack(
  t: App,
  headers: Headers,
  visitId: number,
  form: { payload: Buffer; contentType: string },
  key: string = randomUUID(),
) {
  return t.app.inject({
    method: 'POST',
    url: `/api/visits/${visitId}/hand-back`,
    headers: { ...headers, 'content-type': form.contentType, 'idempotency-key': key },
    payload: form.payload,
  });
}

let dayCounter = 0;

/**
 * A visit of `workOrderId` with `leadId` (and helpers) as its crew, written straight to the tables,
 * on its own day so two never overlap; on site unless `status` says otherwise.
 */
export async function insertVisit(
  database: Database,
  workOrderId: number,
  crew: { leadId: number; helperIds?: number[] },
  fields: { status?: string; arrivedAt?: Date | null; finishedAt?: Date | null } = {},
) {
  dayCounter += 1;
  const start = new Date(Date.UTC(2027, 0, 1 + dayCounter, 15));
  const end = new Date(start.getTime() + 2 * 3_600_000);
  const [visit] = await database.db
    .insert(visits)
    .values({
      workOrderId,
      startsAt: start,
      endsAt: end,
      windowStart: start,
      windowEnd: end,
      status: fields.status ?? 'on-site',
      arrivedAt: fields.arrivedAt ?? null,
      finishedAt: fields.finishedAt ?? null,
    })
    .returning({ id: visits.id });
  if (!visit) throw new Error('insert returned no visit');
  const members = [
    { id: crew.leadId, role: 'lead' },
    ...(crew.helperIds ?? []).map((id) => ({ id, role: 'helper' })),
  ];
  for (const member of members) {
    await database.db.execute(
      sql`insert into visit_technicians (visit_id, employee_id, role, during, holds_time)
        values (${visit.id}, ${member.id}, ${member.role},
          tstzrange(${start.toISOString()}::timestamptz, ${end.toISOString()}::timestamptz), true)`,
    );
  }
  return visit.id;
}

/** How many rows a hand-back writes touch, to prove a refused one stored nothing. */
export async function handBackTableCounts(t: App) {
  const [counts] = await queryRows<Record<string, number>>(
    t.database.db,
    sql`select
      (select count(*) from visit_hand_backs)::int as hand_backs,
      (select count(*) from visit_hand_back_parts)::int as parts,
      (select count(*) from visit_hand_back_photos)::int as photos,
      (select count(*) from attachments)::int as attachments,
      (select count(*) from activity_log where action like 'hand-back.%')::int as activity,
      (select count(*) from idempotency_keys)::int as keys`,
  );
  return counts;
}
