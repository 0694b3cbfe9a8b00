import type { UseFormRegisterReturn } from 'react-hook-form';
import { SETTINGS_PROFILE_TEXTS } from '#shared/spec-texts/people-texts.ts';
import { cn } from './ui/cn.ts';
import { FormField } from './ui/form-field.tsx';
import { Input } from './ui/input.tsx';
import { READ_ONLY_INPUT_CLASS } from './ui/read-only-field.tsx';

type OwnPhoneFieldProps = {
  /** The form's `register('phone')`. */
  registration: UseFormRegisterReturn;
  error?: string;
  /** Shown but not editable (the profile before 'Edit Profile'). */
  readOnly?: boolean;
};

/** The signed-in employee's own phone number, on /profile and in Settings > Profile. */
export function OwnPhoneField({ registration, error, readOnly = false }: OwnPhoneFieldProps) {
  return (
    <FormField label={SETTINGS_PROFILE_TEXTS.phoneNumber} error={error}>
      {(control) => (
        <Input
          {...control}
          type="tel"
          autoComplete="tel"
          placeholder={readOnly ? 'Not set' : '(555) 123-4567'}
          readOnly={readOnly}
          className={cn(readOnly && READ_ONLY_INPUT_CLASS)}
          {...registration}
        />
      )}
    </FormField>
  );
}
