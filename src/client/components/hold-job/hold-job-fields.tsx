import { useId } from 'react';
import { Input } from '#client/components/ui/input.tsx';
import type { PartNumber } from '#shared/domain/paused-job-status.ts';
import { fillTemplate } from '#shared/spec-texts/fill-template.ts';
import { HOLD_JOB_TEXTS as TEXTS } from '#shared/spec-texts/hold-job-texts.ts';
import type { HoldValues } from './hold-job-values.ts';

type FieldsProps = { values: HoldValues; set: (patch: Partial<HoldValues>) => void };

const labelled = (id: string, text: string) => (
  <label htmlFor={id} className="text-sm font-medium">
    {text}
  </label>
);

/** The part the job waits for, in its first free slot: title, ordered and ETA. */
export function HoldPartFields({ slot, values, set }: FieldsProps & { slot: PartNumber }) {
  const ids = { title: useId(), ordered: useId(), eta: useId() };
  const name = (template: string) => fillTemplate(template, { slot });
  return (
    <div className="min-w-0 rounded-md border p-3">
      <p className="mb-2 text-sm font-medium">{name(TEXTS.partLegend)}</p>
      <div className="grid gap-3 sm:grid-cols-[2fr_1fr_1fr]">
        <div className="grid min-w-0 gap-2">
          {labelled(ids.title, name(TEXTS.partTitle))}
          <Input
            id={ids.title}
            autoComplete="off"
            value={values.partTitle}
            onChange={(event) => set({ partTitle: event.target.value })}
          />
        </div>
        <div className="grid min-w-0 gap-2">
          {labelled(ids.ordered, name(TEXTS.partOrdered))}
          <Input
            id={ids.ordered}
            type="date"
            value={values.partOrdered}
            onChange={(event) => set({ partOrdered: event.target.value })}
          />
        </div>
        <div className="grid min-w-0 gap-2">
          {labelled(ids.eta, name(TEXTS.partEta))}
          <Input
            id={ids.eta}
            type="date"
            value={values.partEta}
            onChange={(event) => set({ partEta: event.target.value })}
          />
        </div>
      </div>
    </div>
  );
}

/** Authorization, the permit, and anything else, in the job's own words. */
export function HoldWaitChoices({ values, set }: FieldsProps) {
  const ids = { authorization: useId(), permit: useId(), waitingFor: useId(), hint: useId() };
  const choice = (key: 'authorization' | 'permit', label: string, hint: string) => (
    <div className="flex items-start gap-2">
      <input
        type="checkbox"
        id={ids[key]}
        className="mt-0.5 size-4 shrink-0 accent-primary"
        checked={values[key]}
        onChange={(event) => set({ [key]: event.target.checked })}
      />
      <div className="grid gap-0.5">
        <label htmlFor={ids[key]} className="text-sm font-medium">
          {label}
        </label>
        <span className="text-xs text-muted-foreground">{hint}</span>
      </div>
    </div>
  );
  return (
    <div className="grid gap-3">
      <div className="grid gap-3 sm:grid-cols-2">
        {choice('authorization', TEXTS.authorization, TEXTS.authorizationHint)}
        {choice('permit', TEXTS.permit, TEXTS.permitHint)}
      </div>
      <div className="grid min-w-0 gap-2">
        {labelled(ids.waitingFor, TEXTS.waitingFor)}
        <Input
          id={ids.waitingFor}
          autoComplete="off"
          maxLength={200}
          aria-describedby={ids.hint}
          value={values.waitingFor}
          onChange={(event) => set({ waitingFor: event.target.value })}
        />
        <p id={ids.hint} className="text-xs text-muted-foreground">
          {TEXTS.waitingForHint}
        </p>
      </div>
    </div>
  );
}
