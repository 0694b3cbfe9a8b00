import { timeOnSiteLabel } from '#shared/domain/time-on-site.ts';
import { fillTemplate } from '#shared/spec-texts/fill-template.ts';
import { HAND_BACK_TEXTS } from '#shared/spec-texts/hand-back-texts.ts';
import type { HandBackFields } from './check-hand-back-form.ts';

function partsLabel(count: number): string {
  if (count === 0) return HAND_BACK_TEXTS.activityNoParts;
  if (count === 1) return HAND_BACK_TEXTS.activityOnePart;
  return fillTemplate(HAND_BACK_TEXTS.activityParts, { count });
}

/**
 * The job's activity line for a hand-back: 'Carlos Mendez finished the visit: signed by
 * J. Chatterjee, 1 h 40 min on site, 2 parts', or what was not finished and why.
 */
export function handBackActivityLine(
  technician: string,
  fields: HandBackFields,
  minutesOnSite: number,
): string {
  const duration = timeOnSiteLabel(minutesOnSite);
  const parts = partsLabel(fields.parts.length);
  if (fields.outcome.kind === 'not-finished') {
    return fillTemplate(HAND_BACK_TEXTS.activityNotFinished, {
      technician,
      reason: fields.outcome.reason,
      duration,
      parts,
    });
  }
  const signOff =
    fields.signOff.kind === 'signed'
      ? fillTemplate(HAND_BACK_TEXTS.activitySignedBy, { name: fields.signOff.signerName })
      : HAND_BACK_TEXTS.activityCustomerNotPresent;
  return fillTemplate(HAND_BACK_TEXTS.activityFinished, { technician, signOff, duration, parts });
}
