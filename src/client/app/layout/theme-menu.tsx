import { useQueryClient } from '@tanstack/react-query';
import { type LucideIcon, MonitorIcon, MoonIcon, SunIcon } from 'lucide-react';
import type { Theme } from '../../components/theme/theme-storage.ts';
import { useTheme } from '../../components/theme/use-theme.ts';
import { Button } from '../../components/ui/button.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu.tsx';
import { toast } from '../../components/ui/use-toast.ts';

const CHOICES: readonly { value: Theme; label: string; icon: LucideIcon }[] = [
  { value: 'light', label: 'Light', icon: SunIcon },
  { value: 'dark', label: 'Dark', icon: MoonIcon },
  { value: 'system', label: 'System', icon: MonitorIcon },
];

/**
 * SPEC 2: Light, Dark or System (the default). The choice applies here at once and is saved to the
 * account (PRODUCT: theme stored per employee and locally), so another device picks it up.
 */
export function ThemeMenu() {
  const { theme, resolvedTheme, setTheme } = useTheme();
  const queryClient = useQueryClient();
  const choose = (next: Theme) => {
    setTheme(next);
    // Loaded on use: saving is not needed for the first paint of every page.
    import('../../lib/update-employee.ts')
      .then(({ updateOwnEmployee }) => updateOwnEmployee(queryClient, { themePreference: next }))
      .catch(() =>
        toast({
          variant: 'destructive',
          title: 'Theme not saved',
          description: 'It applies on this device; your account keeps the previous theme.',
        }),
      );
  };
  const CurrentIcon = resolvedTheme === 'dark' ? MoonIcon : SunIcon;
  const currentLabel = CHOICES.find((choice) => choice.value === theme)?.label ?? 'System';
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={`Theme: ${currentLabel}`}>
          <CurrentIcon className="size-5" aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>Theme</DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuRadioGroup value={theme} onValueChange={(value) => choose(value as Theme)}>
          {CHOICES.map(({ value, label, icon: Icon }) => (
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
