import type { FieldValues, Path } from 'react-hook-form';
import type { FieldForm } from './field-props.ts';
import { InputField } from './input-field.tsx';
import { TextareaField } from './textarea-field.tsx';

type JobDescriptionFieldsProps<T extends FieldValues> = {
  form: FieldForm<T>;
  /** Whether the form requires a description, and what it says about a blank one. */
  description: { required?: boolean; hint?: string };
};

/** Description, Notes and Link to Dispatch: three full-width rows of the form's two-column grid. */
export function JobDescriptionFields<T extends FieldValues>({
  form,
  description,
}: JobDescriptionFieldsProps<T>) {
  // Both create forms name these fields alike; Path<T> cannot know that for any T.
  const name = (field: 'description' | 'notes' | 'linkToDispatch') => field as Path<T>;
  return (
    <>
      <TextareaField
        form={form}
        name={name('description')}
        label="Description"
        required={description.required}
        hint={description.hint}
        className="md:col-span-2"
        rows={3}
      />
      <TextareaField form={form} name={name('notes')} label="Notes" className="md:col-span-2" rows={2} />
      <InputField
        form={form}
        name={name('linkToDispatch')}
        label="Link to Dispatch"
        className="md:col-span-2"
        type="url"
        inputMode="url"
        placeholder="https://"
        autoComplete="off"
      />
    </>
  );
}
