import { useId } from 'react';
import { InputField } from '#client/components/forms/input-field.tsx';
import type { CreateTaskFormApi } from './create-task-form-types.ts';

/**
 * Issue 23: who the job is for and where, all optional. Checked by CreateTaskSchema like every other
 * field, so a bad phone or email reads as the server would say it (ADR 024).
 */
export function CreateTaskCustomerFields({ form }: { form: CreateTaskFormApi }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid min-w-0 gap-4">
      <h3 id={headingId} className="text-base font-semibold">
        Customer <span className="text-sm font-normal text-muted-foreground">(optional)</span>
      </h3>
      <div className="grid gap-4 md:grid-cols-2">
        <InputField form={form} name="customerName" label="Customer Name" autoComplete="off" />
        <InputField
          form={form}
          name="customerPhone"
          label="Customer Phone"
          type="tel"
          autoComplete="off"
          placeholder="(555) 201-3344"
        />
        <InputField
          form={form}
          name="customerEmail"
          label="Customer Email"
          className="md:col-span-2"
          type="email"
          autoComplete="off"
        />
        <InputField form={form} name="location" label="Address" autoComplete="off" />
        <InputField form={form} name="city" label="City" autoComplete="off" />
      </div>
    </section>
  );
}
