import { useId } from 'react';
import { InputField } from '#client/components/forms/input-field.tsx';
import type { CreateTaskFormApi } from './create-task-form-types.ts';

/** The section's inputs, all optional text the browser should not fill in from the user's own. */
const CUSTOMER_FIELDS = [
  { name: 'customerName', label: 'Customer Name' },
  { name: 'customerPhone', label: 'Customer Phone', type: 'tel', placeholder: '(555) 201-3344' },
  { name: 'customerEmail', label: 'Customer Email', type: 'email', className: 'md:col-span-2' },
  { name: 'location', label: 'Address' },
  { name: 'city', label: 'City' },
] as const;

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
        {CUSTOMER_FIELDS.map((field) => (
          <InputField key={field.name} form={form} autoComplete="off" {...field} />
        ))}
      </div>
    </section>
  );
}
