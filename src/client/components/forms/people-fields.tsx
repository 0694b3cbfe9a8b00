import { Controller, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { GroupedEmployeeOptions } from '#client/components/employee-picker/grouped-employee-options.tsx';
import { LazyMultiEmployeePicker } from '#client/components/employee-picker/lazy-multi-employee-picker.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { NativeSelect } from '#client/components/ui/native-select.tsx';
import { employeesLoadHint, useEmployees } from '#client/lib/employees-query.ts';
import { fieldError } from './field-props.ts';

/** A select's '' (None) is no employee; an id is a number. */
const employeeIdOrNull = (value: unknown) => (value === '' || value == null ? null : Number(value));

type PeopleFieldsProps<T extends FieldValues, TOut> = {
  form: Pick<UseFormReturn<T, unknown, TOut>, 'register' | 'formState' | 'control'>;
  /** The technician select: the form's name for it and its label. */
  tech: { name: Path<T>; label: string };
  /**
   * 'plumbers': only technicians are offered, under one heading; 'everyone': technicians first,
   * then everyone else under a heading, each with their type.
   */
  techChoice: 'plumbers' | 'everyone';
  /** The field under which a slow or failed staff list is said. */
  loadHintUnder: 'tech' | 'team';
};

// Both create forms name these two fields alike; Path<T> cannot know that for any T.
const OFFICE = 'assignedOfficeEmployee';
const TEAM = 'assignedEmployees';

/**
 * Who is on the job: the technician, the office employee (office staff first, then everyone else
 * under a heading) and the assigned employees. Three cells of the form's two-column grid.
 * Inactive employees are not offered: the server refuses them.
 */
export function PeopleFields<T extends FieldValues, TOut>({
  form,
  tech,
  techChoice,
  loadHintUnder,
}: PeopleFieldsProps<T, TOut>) {
  const { register } = form;
  const employeesQuery = useEmployees();
  const active = (employeesQuery.data ?? []).filter((employee) => employee.isActive);
  const hint = employeesLoadHint(employeesQuery);
  const plumbersOnly = techChoice === 'plumbers';
  return (
    <>
      <FormField
        label={tech.label}
        hint={loadHintUnder === 'tech' ? hint : undefined}
        error={fieldError(form, tech.name)}
      >
        {(field) => (
          <NativeSelect {...field} {...register(tech.name, { setValueAs: employeeIdOrNull })}>
            <GroupedEmployeeOptions
              employees={
                plumbersOnly ? active.filter((employee) => employee.employeeType === 'plumber') : active
              }
              firstType="plumber"
              firstLabel="Technicians"
              // Where everyone offered is a technician, the heading names the type once.
              showType={!plumbersOnly}
            />
          </NativeSelect>
        )}
      </FormField>
      <FormField label="Office Employee" error={fieldError(form, OFFICE as Path<T>)}>
        {(field) => (
          <NativeSelect {...field} {...register(OFFICE as Path<T>, { setValueAs: employeeIdOrNull })}>
            <GroupedEmployeeOptions employees={active} firstType="office" firstLabel="Office staff" />
          </NativeSelect>
        )}
      </FormField>
      <FormField
        label="Assigned Employees"
        hint={loadHintUnder === 'team' ? hint : undefined}
        error={fieldError(form, TEAM as Path<T>)}
        className="md:col-span-2"
      >
        {(field) => (
          <Controller
            control={form.control}
            name={TEAM as Path<T>}
            render={({ field: { value, onChange } }) => (
              <LazyMultiEmployeePicker
                id={field.id}
                employees={active}
                // The schemas' input type is unknown[] (ids are coerced); the picker only ever stores numbers.
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
