import { useUpdateOwnEmployee } from '#client/lib/update-employee.ts';
import type { CurrentEmployee } from '#shared/schemas/employee.ts';
import { PROFILE_TOASTS } from '#shared/spec-texts/people-texts.ts';

type UpdateProfileCallbacks = {
  onSaved: (employee: CurrentEmployee) => void;
  onFailed: (error: Error) => void;
};

/** PATCH /api/employees/{id} from /profile, with the profile toasts. */
export function useUpdateProfile({ onSaved, onFailed }: UpdateProfileCallbacks) {
  return useUpdateOwnEmployee({
    success: { title: PROFILE_TOASTS.savedTitle, description: PROFILE_TOASTS.savedText },
    onSuccess: (employee) => onSaved(employee),
    failure: { title: PROFILE_TOASTS.failedTitle, description: PROFILE_TOASTS.failedText },
    onError: (error) => onFailed(error),
  });
}
