import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormDialogFooter } from '#client/components/forms/form-dialog-footer.tsx';
import { useCurrentEmployee } from '#client/lib/current-employee.ts';
import { showServerFieldErrors } from '#client/lib/show-server-field-errors.ts';
import { toast } from '#client/lib/toasts.ts';
import { assignableEmployeeTypes } from '#shared/domain/role-permissions.ts';
import {
  type CreateEmployee,
  CreateEmployeeSchema,
  type EmployeeWithTemporaryPassword,
} from '#shared/schemas/employee.ts';
import { useCreateEmployee } from '../api/create-employee.ts';
import { EMPLOYEE_FIELD_SET, EmployeeFields } from './employee-fields.tsx';

type CreateEmployeeValues = z.output<typeof CreateEmployeeSchema>;

const DEFAULT_VALUES: CreateEmployee = { name: '', email: '', employeeType: 'plumber', phone: '', title: '' };

/** Empty optional fields are left out rather than sent as null. */
function toBody(values: CreateEmployeeValues): CreateEmployee {
  const { phone, title, ...required } = values;
  return { ...required, ...(phone ? { phone } : {}), ...(title ? { title } : {}) };
}

type AddEmployeeFormProps = {
  onCancel: () => void;
  onCreated: (created: EmployeeWithTemporaryPassword) => void;
};

/** Name, Email, Employee Type, Phone, Title, validated with the endpoint's own schema. */
export function AddEmployeeForm({ onCancel, onCreated }: AddEmployeeFormProps) {
  const form = useForm<CreateEmployee, unknown, CreateEmployeeValues>({
    resolver: zodResolver(CreateEmployeeSchema),
    defaultValues: DEFAULT_VALUES,
  });
  const create = useCreateEmployee();
  const pending = create.isPending;
  const typeOptions = assignableEmployeeTypes(useCurrentEmployee().data?.employeeType);

  const submit = form.handleSubmit((values) => {
    if (pending) return;
    create.mutate(toBody(values), {
      onSuccess: onCreated,
      onError: (error) => {
        if (showServerFieldErrors(form.setError, error, EMPLOYEE_FIELD_SET)) return;
        toast({ variant: 'destructive', title: 'Failed to create employee', description: error.message });
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate className="grid min-w-0 gap-6" aria-busy={pending}>
      <EmployeeFields register={form.register} errors={form.formState.errors} typeOptions={typeOptions} />
      <FormDialogFooter
        submitLabel="Create Employee"
        pendingLabel="Creating..."
        pending={pending}
        onCancel={onCancel}
      />
    </form>
  );
}
