import { Button } from '#client/components/ui/button.tsx';
import { DeferredMenu } from '#client/components/ui/deferred-menu.tsx';
import { IconTooltip } from '#client/components/ui/icon-tooltip.tsx';
import { useCurrentEmployee } from '#client/lib/current-employee.ts';
import { employeeTypeLabel } from '#shared/domain/employee-type.ts';
import { initials } from '#shared/domain/initials.ts';

// The Radix menu (and signing out) is not needed to paint a page; it loads when idle or at the first
// press. The login screen's code comes along: signing out shows it, maybe with no network, and a
// phone's service worker then has it saved (ADR 023).
const loadUserMenu = () => {
  void import('../routes/login-route.tsx');
  return import('./user-menu-dropdown.tsx').then((m) => m.UserMenuDropdown);
};

/**
 * The signed-in employee's name and type, 'Profile Settings' and 'Log out'. The button's
 * name, 'Account: {name}, {type}', comes from its text and contains every word it shows (WCAG
 * 2.5.3): the initials are the avatar, a picture of the person, and the name and type shown on wide
 * screens are read once, in the hidden sentence, rather than run together with it.
 */
export function UserMenu() {
  const { data: employee } = useCurrentEmployee();
  if (!employee) return null;
  const typeLabel = employeeTypeLabel(employee.employeeType);
  return (
    <DeferredMenu
      load={loadUserMenu}
      trigger={
        <IconTooltip label={`Account: ${employee.name}, ${typeLabel}`}>
          <Button variant="ghost" className="h-10 gap-2 px-1.5 sm:px-2">
            <span
              aria-hidden
              className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary text-xs font-semibold text-primary-foreground"
            >
              {initials(employee.name)}
            </span>
            <span aria-hidden className="hidden min-w-0 flex-col items-start leading-tight lg:flex">
              <span className="max-w-40 truncate text-sm font-medium">{employee.name}</span>
              <span className="text-xs text-muted-foreground">{typeLabel}</span>
            </span>
            <span className="sr-only">{`Account: ${employee.name}, ${typeLabel}`}</span>
          </Button>
        </IconTooltip>
      }
    />
  );
}
