import { fillTemplate } from '../spec-texts/fill-template.ts';
import { HAND_BACK_TEXTS } from '../spec-texts/hand-back-texts.ts';

/** A hand-back's time on site as people read it: '40 min', '2 h', '1 h 40 min'. */
export function timeOnSiteLabel(totalMinutes: number): string {
  const hours = Math.floor(totalMinutes / 60);
  const minutes = totalMinutes % 60;
  if (hours === 0) return fillTemplate(HAND_BACK_TEXTS.durationMinutes, { minutes });
  if (minutes === 0) return fillTemplate(HAND_BACK_TEXTS.durationHours, { hours });
  return fillTemplate(HAND_BACK_TEXTS.durationHoursMinutes, { hours, minutes });
}
