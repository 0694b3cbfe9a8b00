import type { Visit } from '#shared/schemas/visit.ts';
import type { Db } from '../../db/client.ts';
import type { WrittenJson } from '../../http/written-json.ts';
import { sharedReads } from '../shared-reads.ts';
import { listVisits, type VisitRange } from './list-visits.ts';

/**
 * Every dispatcher's board asks for the same day, and asks again after each change it hears of:
 * the written answer for a range is shared between those requests until the data changes
 * (services/shared-reads.ts), so a day of a few hundred visits is read and written once, not once
 * per screen, and compressed once per encoding. Two seconds at most: what no announcement tells (a technician renamed through another
 * process) shows within the time a live change is promised to take.
 */
const SHARED_VISIT_LIST_MS = 2_000;
/** A week is under a megabyte; a few dozen ranges at once is a busy office. */
const lists = sharedReads<WrittenJson>({ ttlMs: SHARED_VISIT_LIST_MS, maxEntries: 40 });

function keyOf(range: VisitRange): string {
  const { from, to, technicianId, workOrderId, status } = range;
  return [from.toISOString(), to.toISOString(), technicianId ?? '', workOrderId ?? '', status ?? ''].join(
    ' ',
  );
}

/** GET /api/visits's body, as `write` turns the visits into JSON, shared with the same question's askers. */
export function sharedVisitList(
  db: Db,
  range: VisitRange,
  write: (visits: Visit[]) => WrittenJson,
): Promise<WrittenJson> {
  return lists(db, keyOf(range), async () => write(await listVisits(db, range)));
}
