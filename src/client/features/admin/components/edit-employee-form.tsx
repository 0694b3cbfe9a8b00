import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { FormDialogFooter } from '#client/components/forms/form-dialog-footer.tsx';
import { showServerFieldErrors } from '#client/lib/show-server-field-errors.ts';
import { toast } from '#client/lib/toasts.ts';
import type { EmployeeType } from '#shared/domain/employee-type.ts';
import { assignableEmployeeTypes, SELF_RULE_MESSAGES } from '#shared/domain/role-permissions.ts';
import type { Employee } from '#shared/schemas/employee.ts';
import {
  type EmployeeChanges,
  type UpdateEmployee,
  UpdateEmployeeSchema,
} from '#shared/schemas/employee-update.ts';
import { PROFILE_TOASTS } from '#shared/spec-texts/people-texts.ts';
import { useUpdateEmployee } from '../api/update-employee.ts';
import { EMPLOYEE_FIELD_NAMES, EMPLOYEE_FIELD_SET, EmployeeFields } from './employee-fields.tsx';

const formValues = (employee: Employee): UpdateEmployee => ({
  name: employee.name,
  email: employee.email,
  employeeType: employee.employeeType,
  phone: employee.phone ?? '',
  title: employee.title ?? '',
});

/** The fields whose value (as the schema leaves it: trimmed, '' as null) differs from the stored one. */
function changedFields(employee: Employee, values: EmployeeChanges): UpdateEmployee {
  const changes: Record<string, unknown> = {};
  for (const field of EMPLOYEE_FIELD_NAMES) {
    const next = values[field] ?? null;
    if (next !== (employee[field] ?? null)) changes[field] = next;
  }
  return changes as UpdateEmployee;
}

type EditEmployeeFormProps = {
  employee: Employee;
  /** The signed-in employee's type and whether this is their own account (ADR 021). */
  viewerType: EmployeeType;
  isSelf: boolean;
  onSaved: () => void;
  onCancel: () => void;
};

/** Nobody changes their own type; otherwise the types the viewer may give, and the account's own. */
function typeChoices(employee: Employee, viewerType: EmployeeType, isSelf: boolean) {
  if (isSelf) return { typeOptions: [employee.employeeType], typeHint: SELF_RULE_MESSAGES.ownType };
  const assignable = assignableEmployeeTypes(viewerType);
  return {
    typeOptions: assignable.includes(employee.employeeType)
      ? assignable
      : [...assignable, employee.employeeType],
    typeHint: undefined,
  };
}

/** Name, email, phone, title and type; Save PATCHes only what changed. */
export function EditEmployeeForm({ employee, viewerType, isSelf, onSaved, onCancel }: EditEmployeeFormProps) {
  const form = useForm<UpdateEmployee, unknown, EmployeeChanges>({
    resolver: zodResolver(UpdateEmployeeSchema),
    defaultValues: formValues(employee),
  });
  const update = useUpdateEmployee();
  const pending = update.isPending;

  const submit = form.handleSubmit((values) => {
    if (pending) return;
    const changes = changedFields(employee, values);
    if (Object.keys(changes).length === 0) {
      toast({ title: 'No changes to save' });
      return;
    }
    update.mutate(
      { id: employee.id, changes },
      {
        onSuccess: onSaved,
        onError: (error) => {
          if (showServerFieldErrors(form.setError, error, EMPLOYEE_FIELD_SET)) return;
          toast({ variant: 'destructive', title: PROFILE_TOASTS.failedTitle, description: error.message });
        },
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate className="grid min-w-0 gap-6" aria-busy={pending}>
      <EmployeeFields
        register={form.register}
        errors={form.formState.errors}
        {...typeChoices(employee, viewerType, isSelf)}
      />
      <FormDialogFooter submitLabel="Save" pendingLabel="Saving..." pending={pending} onCancel={onCancel} />
    </form>
  );
}
