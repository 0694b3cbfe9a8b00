import { useQueryClient } from '@tanstack/react-query';
import type { Theme } from '#client/components/theme/theme-storage.ts';
import { useTheme } from '#client/components/theme/use-theme.ts';
import type { LoadedMenuProps } from '#client/components/ui/deferred-menu.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '#client/components/ui/dropdown-menu.tsx';
import { toast } from '#client/lib/toasts.ts';
import { THEME_CHOICES } from './theme-choices.ts';

/**
 * The theme menu itself, loaded after the first paint (see theme-menu.tsx). The choice applies
 * here at once and is saved to the account (theme stored per employee and locally), so
 * another device picks it up.
 */
export function ThemeMenuDropdown({ open, onOpenChange, trigger }: LoadedMenuProps) {
  const { theme, setTheme } = useTheme();
  const queryClient = useQueryClient();
  const choose = (next: Theme) => {
    setTheme(next);
    // Loaded on use: saving is not needed until someone picks a theme.
    import('#client/lib/update-employee.ts')
      .then(({ updateOwnEmployee }) => updateOwnEmployee(queryClient, { themePreference: next }))
      .catch(() =>
        toast({
          variant: 'destructive',
          title: 'Theme not saved',
          description: 'It applies on this device; your account keeps the previous theme.',
        }),
      );
  };
  return (
    <DropdownMenu open={open} onOpenChange={onOpenChange}>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>Theme</DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuRadioGroup value={theme} onValueChange={(value) => choose(value as Theme)}>
          {THEME_CHOICES.map(({ value, label, icon: Icon }) => (
            <DropdownMenuRadioItem key={value} value={value}>
              <Icon aria-hidden />
              {label}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
