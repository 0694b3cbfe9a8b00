import type { CurrentEmployee } from '../../../../shared/schemas/employee.ts';
import { toast } from '../../../components/ui/use-toast.ts';
import { PROFILE_TOASTS, useUpdateOwnEmployee } from '../../../lib/update-employee.ts';

type UpdateProfileCallbacks = {
  onSaved: (employee: CurrentEmployee) => void;
  onFailed: (error: Error) => void;
};

/** PATCH /api/employees/{id} from /profile, with SPEC 8's profile toasts. */
export function useUpdateProfile({ onSaved, onFailed }: UpdateProfileCallbacks) {
  return useUpdateOwnEmployee({
    onSuccess: (employee) => {
      toast(PROFILE_TOASTS.saved);
      onSaved(employee);
    },
    onError: (error) => {
      toast({ variant: 'destructive', ...PROFILE_TOASTS.failed });
      onFailed(error);
    },
  });
}
