import { AccessDenied } from '#client/components/access-denied.tsx';
import { useCurrentEmployee } from '#client/lib/current-employee.ts';
import { canManageEmployees } from '#shared/domain/work-order-roles.ts';
import { ACCESS_DENIED_TEXTS } from '#shared/spec-texts/people-texts.ts';
import { useAccessDeniedRedirect } from '../hooks/use-access-denied-redirect.ts';
import { EmployeeDirectory } from './employee-directory.tsx';

/** /employees: management only (the server refuses others too). */
export function EmployeesPage() {
  const me = useCurrentEmployee().data;
  // The layout renders screens only once the employee is known; nothing to decide before that.
  if (!me) return null;
  if (!canManageEmployees(me.employeeType)) return <EmployeesAccessDenied />;
  return <EmployeeDirectory currentEmployeeId={me.id} />;
}

/** Its own component, so no employee query is ever mounted for someone who may not see them. */
function EmployeesAccessDenied() {
  useAccessDeniedRedirect(ACCESS_DENIED_TEXTS.employeesOnly);
  return <AccessDenied message={ACCESS_DENIED_TEXTS.employeesOnly} />;
}
