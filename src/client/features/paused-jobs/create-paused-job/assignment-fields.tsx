import { Controller } from 'react-hook-form';
import { employeeTypeLabel } from '../../../../shared/domain/employee-type.ts';
import type { Employee } from '../../../../shared/schemas/employee.ts';
import { MultiEmployeePicker } from '../../../components/employee-picker/multi-employee-picker.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { NativeSelect } from '../../../components/ui/native-select.tsx';
import { employeesLoadHint, useEmployees } from '../../../lib/employees-query.ts';
import { optionalId, type PausedJobFormApi } from './paused-job-form-schema.ts';

const OFFICE_TYPES = new Set<Employee['employeeType']>(['office', 'admin', 'management']);

/** Assign Tech (SPEC 6: active plumbers only), Office Employee, Assigned Employees. */
export function AssignmentFields({ form }: { form: PausedJobFormApi }) {
  const { register, control, formState } = form;
  const { errors } = formState;
  const employeesQuery = useEmployees();
  // The server refuses inactive employees, so they are not offered anywhere.
  const active = (employeesQuery.data ?? []).filter((employee) => employee.isActive);
  const plumbers = active.filter((employee) => employee.employeeType === 'plumber');
  const officeStaff = active.filter((employee) => OFFICE_TYPES.has(employee.employeeType));
  const hint = employeesLoadHint(employeesQuery);
  return (
    <>
      <FormField label="Assign Tech" hint={hint} error={errors.assignedTo?.message}>
        {(field) => (
          <NativeSelect {...field} {...register('assignedTo', { setValueAs: optionalId })}>
            <option value="">None</option>
            {plumbers.map((employee) => (
              <option key={employee.id} value={employee.id}>
                {employee.name}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <FormField label="Office Employee" error={errors.assignedOfficeEmployee?.message}>
        {(field) => (
          <NativeSelect {...field} {...register('assignedOfficeEmployee', { setValueAs: optionalId })}>
            <option value="">None</option>
            {officeStaff.map((employee) => (
              <option key={employee.id} value={employee.id}>
                {employee.name} ({employeeTypeLabel(employee.employeeType)})
              </option>
            ))}
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
              <MultiEmployeePicker
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
