import { LogOutIcon, UserCogIcon } from 'lucide-react';
import { useNavigate } from 'react-router';
import type { LoadedMenuProps } from '#client/components/ui/deferred-menu.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '#client/components/ui/dropdown-menu.tsx';
import { useLogout } from '#client/features/auth/api/logout.ts';
import { useCurrentEmployee } from '#client/lib/current-employee.ts';
import { employeeTypeLabel } from '#shared/domain/employee-type.ts';
import { HEADER_TEXTS } from '#shared/spec-texts/shell-texts.ts';

/** The user menu itself, loaded after the first paint (see user-menu.tsx). */
export function UserMenuDropdown({ open, onOpenChange, trigger }: LoadedMenuProps) {
  const { data: employee } = useCurrentEmployee();
  const logout = useLogout();
  const navigate = useNavigate();
  if (!employee) return null;
  const typeLabel = employeeTypeLabel(employee.employeeType);
  return (
    <DropdownMenu open={open} onOpenChange={onOpenChange}>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-56">
        <DropdownMenuLabel className="flex flex-col gap-0.5">
          <span className="truncate">{employee.name}</span>
          <span className="text-xs font-normal text-muted-foreground">{typeLabel}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {/* Until a temporary password is changed, signing out is the only way elsewhere (ADR 023). */}
        {!employee.mustChangePassword && (
          <DropdownMenuItem onSelect={() => navigate('/profile')}>
            <UserCogIcon aria-hidden />
            {HEADER_TEXTS.profileSettings}
          </DropdownMenuItem>
        )}
        <DropdownMenuItem onSelect={logout}>
          <LogOutIcon aria-hidden />
          {HEADER_TEXTS.logOut}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
