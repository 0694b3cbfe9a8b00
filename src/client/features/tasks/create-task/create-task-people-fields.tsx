import { Controller } from 'react-hook-form';
import { GroupedEmployeeOptions } from '#client/components/employee-picker/grouped-employee-options.tsx';
import { LazyMultiEmployeePicker } from '#client/components/employee-picker/lazy-multi-employee-picker.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { NativeSelect } from '#client/components/ui/native-select.tsx';
import { employeesLoadHint, useEmployees } from '#client/lib/employees-query.ts';
import { type CreateTaskFormApi, optionalId } from './create-task-form-types.ts';

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
              <LazyMultiEmployeePicker
                id={field.id}
                employees={employees}
                // The schema's input type is unknown[] (ids are coerced); the picker only ever stores numbers.
                value={(value ?? []) as number[]}
                onChange={onChange}
                disabled={employeesQuery.isPending}
              />
            )}
          />
        )}
      </FormField>
    </div>
  );
}
