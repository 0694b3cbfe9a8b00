import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { NativeSelect } from '#client/components/ui/native-select.tsx';
import { type EmployeeType, employeeTypeLabel } from '#shared/domain/employee-type.ts';

/** The account fields both the Add Employee and the edit form have. */
export const EMPLOYEE_FIELD_NAMES = ['name', 'email', 'employeeType', 'phone', 'title'] as const;
type EmployeeFieldName = (typeof EMPLOYEE_FIELD_NAMES)[number];
/** For placing a 400's field errors under these fields. */
export const EMPLOYEE_FIELD_SET: ReadonlySet<string> = new Set(EMPLOYEE_FIELD_NAMES);

type EmployeeFieldsProps = {
  /** The form's register (either form's values have these fields). */
  register: (name: EmployeeFieldName) => UseFormRegisterReturn;
  errors: Partial<Record<EmployeeFieldName, { message?: string | undefined }>>;
  /** The types offered: those the signed-in employee may give (the server refuses the others). */
  typeOptions: readonly EmployeeType[];
  /** Why the type offers no choice, shown under it. */
  typeHint?: string | undefined;
};

/** Name, Email, Employee Type, Phone, Title, each with its error under it. */
export function EmployeeFields({ register, errors, typeOptions, typeHint }: EmployeeFieldsProps) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField label="Name" required error={errors.name?.message}>
        {(control) => <Input {...control} autoComplete="off" {...register('name')} />}
      </FormField>
      <FormField label="Email" required error={errors.email?.message}>
        {(control) => <Input {...control} type="email" autoComplete="off" {...register('email')} />}
      </FormField>
      <FormField label="Employee Type" required hint={typeHint} error={errors.employeeType?.message}>
        {(control) => (
          <NativeSelect {...control} {...register('employeeType')}>
            {typeOptions.map((type) => (
              <option key={type} value={type}>
                {employeeTypeLabel(type)}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <FormField label="Phone" error={errors.phone?.message}>
        {(control) => <Input {...control} type="tel" autoComplete="off" {...register('phone')} />}
      </FormField>
      <FormField label="Title" error={errors.title?.message} className="sm:col-span-2">
        {(control) => <Input {...control} autoComplete="off" {...register('title')} />}
      </FormField>
    </div>
  );
}
