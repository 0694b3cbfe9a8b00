import { Controller } from 'react-hook-form';
import { GroupedEmployeeOptions } from '#client/components/employee-picker/grouped-employee-options.tsx';
import { LazyMultiEmployeePicker } from '#client/components/employee-picker/lazy-multi-employee-picker.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { NativeSelect } from '#client/components/ui/native-select.tsx';
import { employeesLoadHint, useEmployees } from '#client/lib/employees-query.ts';
import { optionalId, type PausedJobFormApi } from './paused-job-form-schema.ts';

/**
 * Assign Tech (SPEC 6: active plumbers only), Office Employee (office staff first, then everyone
 * else under a heading), Assigned Employees.
 */
export function AssignmentFields({ form }: { form: PausedJobFormApi }) {
  const { register, control, formState } = form;
  const { errors } = formState;
  const employeesQuery = useEmployees();
  // The server refuses inactive employees, so they are not offered anywhere.
  const active = (employeesQuery.data ?? []).filter((employee) => employee.isActive);
  const plumbers = active.filter((employee) => employee.employeeType === 'plumber');
  const hint = employeesLoadHint(employeesQuery);
  return (
    <>
      <FormField label="Assign Tech" hint={hint} error={errors.assignedTo?.message}>
        {(field) => (
          <NativeSelect {...field} {...register('assignedTo', { setValueAs: optionalId })}>
            {/* Only technicians here (SPEC 6), so the heading names the type once. */}
            <GroupedEmployeeOptions
              employees={plumbers}
              firstType="plumber"
              firstLabel="Technicians"
              showType={false}
            />
          </NativeSelect>
        )}
      </FormField>
      <FormField label="Office Employee" error={errors.assignedOfficeEmployee?.message}>
        {(field) => (
          <NativeSelect {...field} {...register('assignedOfficeEmployee', { setValueAs: optionalId })}>
            <GroupedEmployeeOptions employees={active} firstType="office" firstLabel="Office staff" />
          </NativeSelect>
        )}
      </FormField>
      <FormField
        label="Assigned Employees"
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
                employees={active}
                // The schema's input type is unknown[] (ids are coerced); the picker stores numbers.
                value={(value ?? []) as number[]}
                onChange={onChange}
                disabled={employeesQuery.isPending}
              />
            )}
          />
        )}
      </FormField>
    </>
  );
}
