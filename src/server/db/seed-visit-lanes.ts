import { clockMinutesOf, instantAt, minutesOfClock } from '#shared/domain/company-time.ts';
import type { VisitStatus } from '#shared/domain/visit-status.ts';
import type { TechnicianDays } from './seed-technician-days.ts';
import { statusAt } from './seed-visit-plan.ts';
import { type BusyTimes, clockText, LUNCH } from './seed-visit-times.ts';
import type { SeededRandom } from './seeded-random.ts';

/** A visit of a technician's day on the board, before it is given a job. */
export type LaneVisit = {
  leadId: number;
  helperIds: number[];
  startsAt: Date;
  endsAt: Date;
  status: VisitStatus;
};

const MINUTE = 60_000;
const HELPER_CHANCE = 0.15;

/**
 * One technician's day: 3-6 visits of 1-3 hours from 08:00 with gaps between, none starting in the
 * lunch hour, within the technician's hours and capacity, around what the day already holds; now
 * and then a free colleague comes along as helper.
 */
function planLaneDay(
  rng: SeededRandom,
  busy: BusyTimes,
  plan: { technician: number; colleagues: number[]; day: string; days: TechnicianDays },
): LaneVisit[] {
  const { technician, day, days } = plan;
  const hours = days.hours(technician);
  const held = busy.load(technician, day);
  let wanted = Math.min(hours.maxVisitsPerDay - held.visits, rng.int(3, 6));
  const dayEnd = minutesOfClock(hours.workEnd);
  let budget = hours.maxHoursPerDay * 60 - held.minutes;
  let cursor = Math.max(minutesOfClock(hours.workStart), 8 * 60) + rng.pick([0, 0, 15, 30]);
  const lane: LaneVisit[] = [];
  for (let attempt = 0; lane.length < wanted && attempt < 16; attempt++) {
    if (cursor >= LUNCH.from && cursor < LUNCH.to) cursor = LUNCH.to;
    // Room for this visit while keeping an hour and a gap for each one still wanted; fewer are
    // wanted when the day runs short.
    const roomFor = (left: number) => Math.min(180, dayEnd - cursor - left * 75, budget - left * 60);
    let left = wanted - lane.length - 1;
    while (left > 0 && roomFor(left) < 60) left--;
    const room = roomFor(left);
    if (room < 60) break;
    wanted = lane.length + 1 + left;
    // Most visits take one to two hours, some up to three.
    const minutes = rng.int(4, Math.min(Math.floor(room / 15), rng.pick([6, 8, 8, 12]))) * 15;
    const startsAt = instantAt(day, clockText(cursor), busy.timeZone);
    const endsAt = new Date(startsAt.getTime() + minutes * MINUTE);
    const blocker = busy.blocker([technician], startsAt, endsAt);
    if (blocker) {
      cursor = clockMinutesOf(new Date(blocker.end), busy.timeZone) + 15;
      continue;
    }
    const free = plan.colleagues.filter(
      (other) =>
        other !== technician &&
        days.works(other, day) &&
        busy.load(other, day).visits < days.hours(other).maxVisitsPerDay - 1 &&
        clockMinutesOf(endsAt, busy.timeZone) <= minutesOfClock(days.hours(other).workEnd) &&
        !busy.blocker([other], startsAt, endsAt),
    );
    const helperIds = free.length > 0 && rng.chance(HELPER_CHANCE) ? [rng.pick(free)] : [];
    busy.reserve([technician, ...helperIds], startsAt, endsAt);
    lane.push({ leadId: technician, helperIds, startsAt, endsAt, status: 'scheduled' });
    budget -= minutes;
    cursor += minutes + rng.pick([15, 30, 30, 45, 60]);
  }
  return lane;
}

/**
 * Every working technician's days on the board, then each visit's status at `now`: done or not
 * finished behind, on site under way, and a technician between visits is on the way to the next
 * one when it starts within 45 minutes.
 */
export function planLanes(
  rng: SeededRandom,
  busy: BusyTimes,
  board: { technicians: number[]; days: TechnicianDays; boardDays: string[]; now: Date },
): LaneVisit[] {
  const { technicians, days, now } = board;
  const visits = board.boardDays.flatMap((day) =>
    technicians.flatMap((technician) =>
      days.works(technician, day)
        ? planLaneDay(rng, busy, { technician, colleagues: technicians, day, days })
        : [],
    ),
  );
  for (const visit of visits) visit.status = statusAt(rng, visit.startsAt, visit.endsAt, now);
  for (const technician of technicians) {
    const mine = visits.filter((visit) => visit.leadId === technician);
    if (mine.some((visit) => visit.status === 'on-site')) continue;
    const next = mine
      .filter((visit) => visit.status === 'scheduled' && visit.startsAt > now)
      .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime())[0];
    if (next && next.startsAt.getTime() - now.getTime() <= 45 * MINUTE) next.status = 'on-the-way';
  }
  return visits;
}
