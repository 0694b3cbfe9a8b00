import { useId } from 'react';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import type { CreateTaskFormApi } from './create-task-form-types.ts';

/**
 * Issue 23: who the job is for and where, all optional. Checked by CreateTaskSchema like every other
 * field, so a bad phone or email reads as the server would say it (ADR 024).
 */
export function CreateTaskCustomerFields({ form }: { form: CreateTaskFormApi }) {
  const { register, formState } = form;
  const { errors } = formState;
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid min-w-0 gap-4">
      <h3 id={headingId} className="text-base font-semibold">
        Customer <span className="text-sm font-normal text-muted-foreground">(optional)</span>
      </h3>
      <div className="grid gap-4 md:grid-cols-2">
        <FormField label="Customer Name" error={errors.customerName?.message}>
          {(control) => <Input {...control} autoComplete="off" {...register('customerName')} />}
        </FormField>
        <FormField label="Customer Phone" error={errors.customerPhone?.message}>
          {(control) => (
            <Input
              {...control}
              type="tel"
              autoComplete="off"
              placeholder="(555) 201-3344"
              {...register('customerPhone')}
            />
          )}
        </FormField>
        <FormField label="Customer Email" error={errors.customerEmail?.message} className="md:col-span-2">
          {(control) => <Input {...control} type="email" autoComplete="off" {...register('customerEmail')} />}
        </FormField>
        <FormField label="Address" error={errors.location?.message}>
          {(control) => <Input {...control} autoComplete="off" {...register('location')} />}
        </FormField>
        <FormField label="City" error={errors.city?.message}>
          {(control) => <Input {...control} autoComplete="off" {...register('city')} />}
        </FormField>
      </div>
    </section>
  );
}
