import { LogOutIcon, UserCogIcon } from 'lucide-react';
import { useNavigate } from 'react-router';
import { employeeTypeLabel } from '../../../shared/domain/employee-type.ts';
import { initials } from '../../../shared/domain/initials.ts';
import { Button } from '../../components/ui/button.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu.tsx';
import { useLogout } from '../../features/auth/api/logout.ts';
import { useCurrentEmployee } from '../../lib/current-employee.ts';

/** SPEC 2: the signed-in employee's name and type, 'Profile Settings' and 'Log out'. */
export function UserMenu() {
  const { data: employee } = useCurrentEmployee();
  const logout = useLogout();
  const navigate = useNavigate();
  if (!employee) return null;
  const typeLabel = employeeTypeLabel(employee.employeeType);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
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
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-56">
        <DropdownMenuLabel className="flex flex-col gap-0.5">
          <span className="truncate">{employee.name}</span>
          <span className="text-xs font-normal text-muted-foreground">{typeLabel}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => navigate('/profile')}>
          <UserCogIcon aria-hidden />
          Profile Settings
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => logout.mutate()} disabled={logout.isPending}>
          <LogOutIcon aria-hidden />
          Log out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
