import { MoonIcon, SunIcon } from 'lucide-react';
import { useTheme } from '#client/components/theme/use-theme.ts';
import { Button } from '#client/components/ui/button.tsx';
import { DeferredMenu } from '#client/components/ui/deferred-menu.tsx';
import { IconTooltip } from '#client/components/ui/icon-tooltip.tsx';
import { HEADER_TEXTS } from '#shared/spec-texts/shell-texts.ts';
import { THEME_CHOICES } from './theme-choices.ts';

// The Radix menu is not needed to paint a page; it loads when idle or at the first press.
const loadThemeMenu = () => import('./theme-menu-dropdown.tsx').then((m) => m.ThemeMenuDropdown);

/** The header theme menu, Light, Dark or System (the default). */
export function ThemeMenu() {
  const { theme, resolvedTheme } = useTheme();
  const CurrentIcon = resolvedTheme === 'dark' ? MoonIcon : SunIcon;
  const currentLabel =
    THEME_CHOICES.find((choice) => choice.value === theme)?.label ?? HEADER_TEXTS.themeSystem;
  return (
    <DeferredMenu
      load={loadThemeMenu}
      trigger={
        <IconTooltip label={`Theme: ${currentLabel}`}>
          <Button variant="ghost" size="icon" aria-label={`Theme: ${currentLabel}`}>
            <CurrentIcon className="size-5" aria-hidden />
          </Button>
        </IconTooltip>
      }
    />
  );
}
