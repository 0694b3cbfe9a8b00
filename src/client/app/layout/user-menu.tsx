import { employeeTypeLabel } from '../../../shared/domain/employee-type.ts';
import { initials } from '../../../shared/domain/initials.ts';
import { Button } from '../../components/ui/button.tsx';
import { DeferredMenu } from '../../components/ui/deferred-menu.tsx';
import { useCurrentEmployee } from '../../lib/current-employee.ts';

// The Radix menu (and signing out) is not needed to paint a page; it loads when idle or at the first press.
const loadUserMenu = () => import('./user-menu-dropdown.tsx').then((m) => m.UserMenuDropdown);

/** SPEC 2: the signed-in employee's name and type, 'Profile Settings' and 'Log out'. */
export function UserMenu() {
  const { data: employee } = useCurrentEmployee();
  if (!employee) return null;
  const typeLabel = employeeTypeLabel(employee.employeeType);
  return (
    <DeferredMenu
      load={loadUserMenu}
      trigger={
        <Button
          variant="ghost"
          className="h-10 gap-2 px-1.5 sm:px-2"
          aria-label={`Account: ${employee.name}, ${typeLabel}`}
        >
          <span
            aria-hidden
            className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary text-xs font-semibold text-primary-foreground"
          >
            {initials(employee.name)}
          </span>
          <span className="hidden min-w-0 flex-col items-start leading-tight lg:flex">
            <span className="max-w-40 truncate text-sm font-medium">{employee.name}</span>
            <span className="text-xs text-muted-foreground">{typeLabel}</span>
          </span>
        </Button>
      }
    />
  );
}
