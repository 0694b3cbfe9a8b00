import { PlusIcon, Trash2Icon } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { fillTemplate } from '#shared/spec-texts/fill-template.ts';
import { HAND_BACK_PHONE_TEXTS as TEXTS } from '#shared/spec-texts/hand-back-phone-texts.ts';
import { type DraftPart, emptyPart } from './hand-back-draft.ts';
import { MAX_PARTS } from './hand-back-limits.ts';
import type { StepProps } from './step-props.ts';

/** The parts used: description, quantity and an optional part number per line; added and removed. */
export function PartsStep({ draft, change, rule, errors }: StepProps) {
  const edit = (id: string, patch: Partial<DraftPart>) =>
    change({ parts: draft.parts.map((part) => (part.id === id ? { ...part, ...patch } : part)) });
  return (
    <fieldset className="grid gap-4">
      <legend className="mb-2 flex items-center gap-2 font-medium">
        {TEXTS.partsLegend}
        {rule.requireParts && <span className="text-xs font-normal text-destructive">{TEXTS.required}</span>}
      </legend>
      {draft.partsPrefilled && draft.parts.length > 0 && (
        <p className="text-sm text-muted-foreground">{TEXTS.prefilledFromOrder}</p>
      )}
      {draft.parts.length === 0 && <p className="text-sm text-muted-foreground">{TEXTS.noParts}</p>}
      <ol className="grid gap-4">
        {draft.parts.map((part, index) => {
          const number = index + 1;
          return (
            <li key={part.id} data-testid="part-line" className="grid gap-2 rounded-lg border p-3">
              <FormField
                label={fillTemplate(TEXTS.partDescription, { number })}
                error={errors[`${part.id}.description`]}
                required
              >
                {(control) => (
                  <Input
                    {...control}
                    className="h-11"
                    maxLength={200}
                    value={part.description}
                    onChange={(event) => edit(part.id, { description: event.target.value })}
                  />
                )}
              </FormField>
              <div className="grid grid-cols-[6rem_1fr] gap-2">
                <FormField
                  label={fillTemplate(TEXTS.partQuantity, { number })}
                  error={errors[`${part.id}.quantity`]}
                  required
                >
                  {(control) => (
                    <Input
                      {...control}
                      className="h-11"
                      inputMode="decimal"
                      value={part.quantity}
                      onChange={(event) => edit(part.id, { quantity: event.target.value })}
                    />
                  )}
                </FormField>
                <FormField
                  label={fillTemplate(TEXTS.partNumber, { number })}
                  error={errors[`${part.id}.partNumber`]}
                >
                  {(control) => (
                    <Input
                      {...control}
                      className="h-11"
                      maxLength={100}
                      value={part.partNumber}
                      onChange={(event) => edit(part.id, { partNumber: event.target.value })}
                    />
                  )}
                </FormField>
              </div>
              <Button
                type="button"
                variant="ghost"
                className="h-11 justify-self-end"
                onClick={() => change({ parts: draft.parts.filter((item) => item.id !== part.id) })}
              >
                <Trash2Icon aria-hidden="true" />
                {fillTemplate(TEXTS.removePart, { number })}
              </Button>
            </li>
          );
        })}
      </ol>
      {errors.parts && <p className="text-sm text-destructive">{errors.parts}</p>}
      {draft.parts.length < MAX_PARTS && (
        <Button
          type="button"
          variant="outline"
          className="h-12"
          onClick={() => change({ parts: [...draft.parts, emptyPart()] })}
        >
          <PlusIcon aria-hidden="true" />
          {TEXTS.addPart}
        </Button>
      )}
    </fieldset>
  );
}
