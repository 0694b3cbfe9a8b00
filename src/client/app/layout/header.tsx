import { MenuIcon } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { IconTooltip } from '#client/components/ui/icon-tooltip.tsx';
import { HeaderSearch } from './header-search.tsx';
import { NotificationBell } from './notification-bell.tsx';
import { PortalBrand } from './portal-brand.tsx';
import { ThemeMenu } from './theme-menu.tsx';
import { UserMenu } from './user-menu.tsx';

type HeaderProps = {
  menuOpen: boolean;
  onOpenMenu: () => void;
  /** A temporary password (ADR 023): the brand and the user menu (to sign out) only. */
  passwordChangeOnly?: boolean;
};

/** The header: mobile menu toggle, search, theme menu, bell and user menu. */
export function Header({ menuOpen, onOpenMenu, passwordChangeOnly = false }: HeaderProps) {
  if (passwordChangeOnly) {
    return (
      <header className="sticky top-0 z-30 flex h-14 shrink-0 items-center gap-2 border-b bg-background pr-2 sm:pr-4">
        <PortalBrand compact={false} bordered={false} />
        <div className="ml-auto flex shrink-0 items-center">
          <UserMenu />
        </div>
      </header>
    );
  }
  return (
    <header className="sticky top-0 z-30 flex h-14 shrink-0 items-center gap-1 border-b bg-background/95 px-2 backdrop-blur supports-[backdrop-filter]:bg-background/80 sm:gap-2 sm:px-4">
      <IconTooltip label="Open navigation menu">
        <Button
          variant="ghost"
          size="icon"
          className="md:hidden"
          onClick={onOpenMenu}
          aria-label="Open navigation menu"
          aria-expanded={menuOpen}
        >
          <MenuIcon className="size-5" aria-hidden />
        </Button>
      </IconTooltip>
      <HeaderSearch />
      <div className="ml-auto flex shrink-0 items-center gap-0.5 sm:gap-1">
        <ThemeMenu />
        <NotificationBell />
        <UserMenu />
      </div>
    </header>
  );
}
