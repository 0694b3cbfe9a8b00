import { isKnownTimeZone } from '#shared/domain/company-time.ts';

const STORAGE_KEY = 'schedule-company-time-zone';

/**
 * The company's time zone as the last settings answer on this device gave it. The board's day
 * begins and ends in that zone, so the day's visits cannot be asked for before the zone is known;
 * with the zone remembered they are asked for beside the settings instead of after them. The
 * settings still decide: the board shows nothing until they answer, and a zone changed meanwhile
 * asks again. Null on a first visit, or when storage is off.
 */
export function rememberedTimeZone(): string | null {
  try {
    const zone = localStorage.getItem(STORAGE_KEY);
    return zone && isKnownTimeZone(zone) ? zone : null;
  } catch {
    return null;
  }
}

export function rememberTimeZone(zone: string): void {
  try {
    if (localStorage.getItem(STORAGE_KEY) !== zone) localStorage.setItem(STORAGE_KEY, zone);
  } catch {
    // Not remembered: the next visit asks for the visits after the settings, as a first one does.
  }
}

/** The zone this browser's clock is set to, when it names one (not a bare offset). */
function browserTimeZone(): string | null {
  try {
    const zone = new Intl.DateTimeFormat().resolvedOptions().timeZone;
    return zone && isKnownTimeZone(zone) ? zone : null;
  } catch {
    return null;
  }
}

/**
 * The zone to ask for the board's days in before the settings answer: the remembered one, else, on
 * a device that has never opened the board, the browser's own. Office staff work in the company's
 * zone, so that guess is nearly always right and the first visit asks for the day a round trip
 * sooner; when it is wrong the settings' answer asks again, and the board never shows a guess.
 */
export function expectedTimeZone(): string | null {
  return rememberedTimeZone() ?? browserTimeZone();
}
