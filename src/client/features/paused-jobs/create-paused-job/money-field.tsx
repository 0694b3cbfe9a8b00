import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { formatMoney, parseMoney } from '#shared/domain/money.ts';
import type { PausedJobFormApi } from './paused-job-form-schema.ts';

type MoneyFieldProps = { form: PausedJobFormApi; name: 'preAuthAmount' | 'opcAmount'; label: string };

/**
 * A dollar amount typed freely ('$1,234.50', '1234.5', '1,234'). Leaving the field shows a valid
 * amount the way it will be saved, or the schema's error at once rather than only on submit.
 */
export function MoneyField({ form, name, label }: MoneyFieldProps) {
  const { register, setValue, trigger, formState } = form;
  const registered = register(name);
  return (
    <FormField label={label} error={formState.errors[name]?.message}>
      {(control) => (
        <Input
          {...control}
          inputMode="decimal"
          autoComplete="off"
          {...registered}
          onBlur={(event) => {
            void registered.onBlur(event);
            const amount = parseMoney(event.target.value);
            if (amount !== null) setValue(name, formatMoney(amount));
            void trigger(name);
          }}
        />
      )}
    </FormField>
  );
}
