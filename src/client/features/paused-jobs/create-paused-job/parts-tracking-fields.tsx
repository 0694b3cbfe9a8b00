import { PlusIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { InputField } from '#client/components/forms/input-field.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { dayOrNull } from '#client/lib/empty-input-values.ts';
import { PART_NUMBERS, type PartNumber } from '#shared/domain/paused-job-status.ts';
import { PAUSED_JOB_FORM_SECTIONS } from '#shared/spec-texts/work-form-texts.ts';
import type { PausedJobFormApi } from './paused-job-form-schema.ts';
import { PausedJobFormSection } from './paused-job-form-section.tsx';

const PART_DATES = [
  { key: 'partOrdered', label: 'Ordered' },
  { key: 'partETA', label: 'ETA' },
  { key: 'partReceived', label: 'Received' },
] as const;

type PartFieldsProps = { form: PausedJobFormApi; part: PartNumber };

/** One part: its title and its ordered, ETA and received dates. */
function PartFields({ form, part }: PartFieldsProps) {
  return (
    <fieldset className="grid min-w-0 gap-3 rounded-md border p-3">
      <legend className="px-1 text-sm font-medium">Part {part}</legend>
      <InputField form={form} name={`partTitle${part}`} label={`Part ${part} Title`} autoComplete="off" />
      <div className="grid gap-3 sm:grid-cols-3">
        {PART_DATES.map(({ key, label }) => (
          <InputField
            key={key}
            form={form}
            name={`${key}${part}`}
            label={`Part ${part} ${label}`}
            type="date"
            setValueAs={dayOrNull}
          />
        ))}
      </div>
    </fieldset>
  );
}

/** The highest part with an error (a server error on a hidden part must be seen), or 1. */
function highestPartWithError(errors: PausedJobFormApi['formState']['errors']): number {
  const keys = Object.keys(errors).filter((key) => /^part[A-Za-z]+[123]$/.test(key));
  return Math.max(1, ...keys.map((key) => Number(key.at(-1))));
}

/**
 * Parts 1 to 3. Most jobs wait on one part, so 2 and 3 appear on 'Add part'; once shown
 * they stay, and their values live in the form either way.
 */
export function PartsTrackingFields({ form }: { form: PausedJobFormApi }) {
  const [added, setAdded] = useState(1);
  const withError = highestPartWithError(form.formState.errors);
  // A part revealed by an error stays shown once the error is fixed, with what was typed in it.
  useEffect(() => setAdded((count) => Math.max(count, withError)), [withError]);
  const shown = Math.max(added, withError);
  const parts = PART_NUMBERS.filter((part) => part <= shown);
  return (
    <PausedJobFormSection title={PAUSED_JOB_FORM_SECTIONS.partsTracking}>
      {parts.map((part) => (
        <PartFields key={part} form={form} part={part} />
      ))}
      {shown < PART_NUMBERS.length && (
        <Button
          variant="outline"
          className="justify-self-start"
          onClick={() => {
            setAdded(shown + 1);
            // The new part's title is where the person will type next.
            requestAnimationFrame(() => form.setFocus(`partTitle${(shown + 1) as PartNumber}`));
          }}
        >
          <PlusIcon aria-hidden="true" />
          Add part
        </Button>
      )}
    </PausedJobFormSection>
  );
}
