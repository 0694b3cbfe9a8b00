import { CheckIcon } from 'lucide-react';
import { fillTemplate } from '#shared/spec-texts/fill-template.ts';
import { FIELD_SAVED_TEXTS } from '#shared/spec-texts/work-texts.ts';

/**
 * 'Saved' beside a field that has just saved itself (ADR 060). The live region is always there,
 * empty between saves, so a screen reader hears '{label} saved' politely each time it fills.
 */
export function SavedMark({ saved, label }: { saved: boolean; label: string }) {
  return (
    <span role="status" className="inline-flex shrink-0 items-center self-center">
      {saved && (
        <span className="inline-flex items-center gap-1 text-xs font-medium text-emerald-700 dark:text-emerald-400">
          <CheckIcon aria-hidden="true" className="size-3.5" />
          <span aria-hidden="true">{FIELD_SAVED_TEXTS.saved}</span>
          <span className="sr-only">{fillTemplate(FIELD_SAVED_TEXTS.announced, { label })}</span>
        </span>
      )}
    </span>
  );
}
