import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormDialogFooter } from '#client/components/forms/form-dialog-footer.tsx';
import { PeopleFields } from '#client/components/forms/people-fields.tsx';
import { useShrunkPhoto } from '#client/lib/photos/use-shrunk-photo.ts';
import { showServerFieldErrors } from '#client/lib/show-server-field-errors.ts';
import { CreateTaskSchema } from '#shared/schemas/work-order.ts';
import { type CreateTaskValues, useCreateTask } from '../api/create-task.ts';
import { CreateTaskCustomerFields } from './create-task-customer-fields.tsx';
import type { CreateTaskFormInput } from './create-task-form-types.ts';
import { CreateTaskJobFields } from './create-task-job-fields.tsx';
import { TaskFileField } from './task-file-field.tsx';

const DEFAULT_VALUES: CreateTaskFormInput = {
  workOrderId: '',
  title: '',
  priority: 'normal',
  status: 'open',
  type: 'task',
  description: '',
  notes: '',
  linkToDispatch: '',
  customerName: '',
  customerPhone: '',
  customerEmail: '',
  location: '',
  city: '',
  assignedEmployees: [],
};

/** Payload fields the form shows under another name. */
const FIELD_ALIASES = { assignedTo: 'assignedTech' } as const;
const FORM_FIELDS = new Set(Object.keys(CreateTaskSchema.shape));

/** The task form's fields, validated with the endpoint's own schema and its messages. */
export function CreateTaskForm({ onClose }: { onClose: () => void }) {
  const form = useForm<CreateTaskFormInput, unknown, CreateTaskValues>({
    resolver: zodResolver(CreateTaskSchema),
    defaultValues: DEFAULT_VALUES,
  });
  const [file, setFile] = useState<File | null>(null);
  const [fullSize, setFullSize] = useState(false);
  const { photo, settled } = useShrunkPhoto(file);
  const createTask = useCreateTask();
  const pending = createTask.isPending;

  const chooseFile = (chosen: File | null) => {
    setFile(chosen);
    setFullSize(false);
  };

  const submit = form.handleSubmit((values) => {
    if (pending) return;
    // A photo goes smaller unless 'Send full size' is ticked; the task is created meanwhile.
    const fileToSend = file && (async () => (fullSize ? file : ((await settled())?.file ?? file)));
    createTask.mutate(
      { values, fileToSend },
      {
        onSuccess: onClose,
        // A 400's field errors go under their fields too, the first one focused (the toast says the rest).
        onError: (error) => showServerFieldErrors(form.setError, error, FORM_FIELDS, FIELD_ALIASES),
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate className="grid min-w-0 gap-6" aria-busy={pending}>
      <CreateTaskJobFields form={form} />
      <CreateTaskCustomerFields form={form} />
      <div className="grid gap-4 md:grid-cols-2">
        {/* Any employee may be the task's tech; technicians are listed first. */}
        <PeopleFields
          form={form}
          tech={{ name: 'assignedTech', label: 'Assigned Tech' }}
          techChoice="everyone"
          loadHintUnder="team"
        />
      </div>
      <TaskFileField
        file={file}
        onChange={chooseFile}
        photo={{ photo, fullSize, onFullSizeChange: setFullSize }}
        disabled={pending}
      />
      <FormDialogFooter
        submitLabel="Create Task"
        pendingLabel="Creating..."
        pending={pending}
        onCancel={onClose}
      />
    </form>
  );
}
