import type { CurrentEmployee } from '#shared/schemas/employee.ts';
import { EMPLOYEE_STATUS_TOASTS } from '#shared/spec-texts/people-texts.ts';
import { toast } from '../components/ui/use-toast.ts';
import { apiRequest } from './api-client.ts';

/**
 * PATCH /api/employees/{id}/status (management only; deactivating signs the employee out). Here in
 * lib because the Employees page and the Admin Panel both switch it.
 */
export const setEmployeeStatus = (id: number, isActive: boolean) =>
  apiRequest<CurrentEmployee>(`/api/employees/${id}/status`, { method: 'PATCH', body: { isActive } });

/** The employee-status toasts. */
export const toastEmployeeStatusUpdated = () =>
  toast({
    title: EMPLOYEE_STATUS_TOASTS.updatedTitle,
    description: EMPLOYEE_STATUS_TOASTS.updatedText,
  });

export const toastEmployeeStatusFailed = (error: Error) =>
  toast({
    variant: 'destructive',
    title: EMPLOYEE_STATUS_TOASTS.failedTitle,
    description: error.message || EMPLOYEE_STATUS_TOASTS.failedText,
  });
