import type { ToastInput } from '#client/lib/toasts.ts';
import { useUpdateOwnEmployee } from '#client/lib/update-employee.ts';
import type { CurrentEmployee } from '#shared/schemas/employee.ts';
import { PROFILE_TOASTS } from '#shared/spec-texts/people-texts.ts';

// The profile's failure title; the text names settings, which is what failed here.
const SETTINGS_FAILED: ToastInput = {
  title: PROFILE_TOASTS.failedTitle,
  description: 'Failed to save your settings. Please try again.',
};

type SaveOwnSettingsOptions = {
  saved: ToastInput;
  failed?: ToastInput;
  onSaved?: (employee: CurrentEmployee) => void;
  onFailed?: (error: Error) => void;
};

/** PATCH /api/employees/{id} from one Settings tab, with that tab's toasts. */
export function useSaveOwnSettings({
  saved,
  failed = SETTINGS_FAILED,
  onSaved,
  onFailed,
}: SaveOwnSettingsOptions) {
  return useUpdateOwnEmployee({
    success: saved,
    onSuccess: (employee) => onSaved?.(employee),
    failure: failed,
    onError: (error) => onFailed?.(error),
  });
}
