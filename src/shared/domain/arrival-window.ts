import { clockMinutesOf } from './company-time.ts';

type Clock = { hour: number; minute: number; half: 'AM' | 'PM' };

function clockOf(instant: string, timeZone: string): Clock {
  const minutes = clockMinutesOf(new Date(instant), timeZone);
  const hours24 = Math.floor(minutes / 60);
  return {
    hour: hours24 % 12 === 0 ? 12 : hours24 % 12,
    minute: minutes % 60,
    half: hours24 < 12 ? 'AM' : 'PM',
  };
}

const hourText = ({ hour, minute }: Clock) =>
  minute === 0 ? String(hour) : `${hour}:${String(minute).padStart(2, '0')}`;

/**
 * The arrival window as the customer and the technician read it, in the company's zone:
 * '8–10 AM', '11:30 AM–1 PM'. The half of the day is said once when both ends share it.
 */
export function arrivalWindowText(windowStart: string, windowEnd: string, timeZone: string): string {
  const start = clockOf(windowStart, timeZone);
  const end = clockOf(windowEnd, timeZone);
  if (start.half === end.half) return `${hourText(start)}–${hourText(end)} ${end.half}`;
  return `${hourText(start)} ${start.half}–${hourText(end)} ${end.half}`;
}
