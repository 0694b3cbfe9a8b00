import { fillTemplate } from '#shared/spec-texts/fill-template.ts';
import { ASSIGNMENT_TEXTS } from '#shared/spec-texts/work-texts.ts';

/** The multi-employee picker names 2 employees, then '+N more'. */
const PICKER_VISIBLE_NAMES = 2;

export function pickerSummary(names: readonly string[], placeholder: string): string {
  if (names.length === 0) return placeholder;
  const shown = names.slice(0, PICKER_VISIBLE_NAMES).join(', ');
  const more = names.length - PICKER_VISIBLE_NAMES;
  return more > 0 ? `${shown} ${fillTemplate(ASSIGNMENT_TEXTS.moreNames, { count: more })}` : shown;
}
