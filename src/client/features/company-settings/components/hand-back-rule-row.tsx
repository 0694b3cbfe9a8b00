import { useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { Checkbox } from '#client/components/ui/checkbox.tsx';
import { typeLabel } from '#shared/domain/work-order-type.ts';
import type { HandBackRule } from '#shared/schemas/hand-back.ts';
import { fillTemplate } from '#shared/spec-texts/fill-template.ts';
import { HAND_BACK_RULES_TEXTS as TEXTS } from '#shared/spec-texts/hand-back-rules-texts.ts';
import { type HandBackRuleInput, useSaveHandBackRule } from '../api/hand-back-rules.ts';

/** The three requirements, in the table's column order. */
export const RULE_COLUMNS = [
  { key: 'requireSignature', label: TEXTS.requireSignature },
  { key: 'requireAfterPhoto', label: TEXTS.requireAfterPhoto },
  { key: 'requireParts', label: TEXTS.requireParts },
] as const satisfies readonly { key: keyof HandBackRuleInput; label: string }[];

const inputOf = ({ requireSignature, requireAfterPhoto, requireParts }: HandBackRule): HandBackRuleInput => ({
  requireSignature,
  requireAfterPhoto,
  requireParts,
});

/**
 * One job type's rule: three checkboxes, each named with its type for screen readers, and Save.
 * After a save the row says so; a refusal is said in the row in the server's words.
 */
export function HandBackRuleRow({ rule }: { rule: HandBackRule }) {
  const label = typeLabel(rule.type);
  const [values, setValues] = useState(() => inputOf(rule));
  const save = useSaveHandBackRule(rule.type, label);
  const submit = () => {
    if (!save.isPending) save.mutate(values);
  };
  return (
    <tr className="border-b align-middle last:border-0">
      <th scope="row" className="py-3 pr-3 text-left font-medium">
        {label}
      </th>
      {RULE_COLUMNS.map((column) => (
        <td key={column.key} className="py-3 pr-3">
          <Checkbox
            aria-label={fillTemplate(TEXTS.ruleCheckLabel, { rule: column.label, type: label })}
            checked={values[column.key]}
            onCheckedChange={(checked) => {
              save.reset();
              setValues((current) => ({ ...current, [column.key]: checked === true }));
            }}
          />
        </td>
      ))}
      <td className="py-3">
        <div className="flex flex-wrap items-center gap-2">
          <Button
            type="button"
            size="sm"
            onClick={submit}
            loading={save.isPending}
            loadingText={TEXTS.savingRule}
            aria-label={fillTemplate(TEXTS.saveRuleLabel, { type: label })}
          >
            {TEXTS.saveRule}
          </Button>
          <span role="status" className="text-xs text-muted-foreground">
            {save.isSuccess ? fillTemplate(TEXTS.ruleSaved, { type: label }) : ''}
          </span>
        </div>
        {save.isError && (
          <p role="alert" className="mt-1 text-xs text-destructive">
            {fillTemplate(TEXTS.ruleSaveFailed, { type: label })}: {save.error.message}
          </p>
        )}
      </td>
    </tr>
  );
}
