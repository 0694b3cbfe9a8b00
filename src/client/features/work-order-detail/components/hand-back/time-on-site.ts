import { arrivalWindowText } from '#shared/domain/arrival-window.ts';
import type { HandBack } from '#shared/schemas/hand-back.ts';
import { fillTemplate } from '#shared/spec-texts/fill-template.ts';
import { HAND_BACK_REVIEW_TEXTS as TEXTS } from '#shared/spec-texts/hand-back-review-texts.ts';

/** '1 h 40 min', '2 h', '35 min': hours only when there is at least one, minutes only when not zero. */
export function durationText(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const parts = [
    hours > 0 ? fillTemplate(TEXTS.durationHours, { hours }) : null,
    rest > 0 || hours === 0 ? fillTemplate(TEXTS.durationMinutes, { minutes: rest }) : null,
  ];
  return parts.filter(Boolean).join(' ');
}

/**
 * The time on site as the office reads it, in the company's zone: '1 h 40 min, 8:05–9:45 AM'. The
 * duration is the server's (minutesOnSite), the clock times the stamps it kept.
 */
export function timeOnSiteText(
  handBack: Pick<HandBack, 'minutesOnSite' | 'arrivedAt' | 'leftAt'>,
  timeZone: string,
): string {
  return fillTemplate(TEXTS.timeOnSiteValue, {
    duration: durationText(handBack.minutesOnSite),
    range: arrivalWindowText(handBack.arrivedAt, handBack.leftAt, timeZone),
  });
}
