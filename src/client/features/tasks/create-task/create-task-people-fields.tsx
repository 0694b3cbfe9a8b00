import { lazy, Suspense } from 'react';
import { Controller } from 'react-hook-form';
import { GroupedEmployeeOptions } from '../../../components/employee-picker/grouped-employee-options.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { NativeSelect } from '../../../components/ui/native-select.tsx';
import { employeesLoadHint, useEmployees } from '../../../lib/employees-query.ts';
import { type CreateTaskFormApi, optionalId } from './create-task-form-types.ts';

// The picker's popover and its positioning library (about 13 KB) load as the dialog opens, beside
// it rather than in it: they kept this dialog's chunk at its 80 KB budget (ADR 008, as the team
// picker of the detail dialog does).
const MultiEmployeePicker = lazy(() =>
  import('../../../components/employee-picker/multi-employee-picker.tsx').then((module) => ({
    default: module.MultiEmployeePicker,
  })),
);

/**
 * Assigned Tech, Office Employee (SPEC 6: all employees) and Assigned Employees. Each single picker
 * offers the people it is meant for first and everyone else under a heading.
 */
export function CreateTaskPeopleFields({ form }: { form: CreateTaskFormApi }) {
  const { register, control, formState } = form;
  const { errors } = formState;
  const employeesQuery = useEmployees();
  // The server refuses inactive employees, so they are not offered.
  const employees = (employeesQuery.data ?? []).filter((employee) => employee.isActive);
  const hint = employeesLoadHint(employeesQuery);
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <FormField label="Assigned Tech" error={errors.assignedTech?.message}>
        {(field) => (
          <NativeSelect {...field} {...register('assignedTech', { setValueAs: optionalId })}>
            <GroupedEmployeeOptions employees={employees} firstType="plumber" firstLabel="Technicians" />
          </NativeSelect>
        )}
      </FormField>
      <FormField label="Office Employee" error={errors.assignedOfficeEmployee?.message}>
        {(field) => (
          <NativeSelect {...field} {...register('assignedOfficeEmployee', { setValueAs: optionalId })}>
            <GroupedEmployeeOptions employees={employees} firstType="office" firstLabel="Office staff" />
          </NativeSelect>
        )}
      </FormField>
      <FormField
        label="Assigned Employees"
        hint={hint}
        error={errors.assignedEmployees?.message}
        className="md:col-span-2"
      >
        {(field) => (
          <Controller
            control={control}
            name="assignedEmployees"
            render={({ field: { value, onChange } }) => (
              <Suspense
                fallback={
                  <Button
                    id={field.id}
                    variant="outline"
                    disabled
                    className="w-full justify-start font-normal"
                  >
                    Loading employees...
                  </Button>
                }
              >
                <MultiEmployeePicker
                  id={field.id}
                  employees={employees}
                  // The schema's input type is unknown[] (ids are coerced); the picker only ever stores numbers.
                  value={(value ?? []) as number[]}
                  onChange={onChange}
                  disabled={employeesQuery.isPending}
                />
              </Suspense>
            )}
          />
        )}
      </FormField>
    </div>
  );
}
