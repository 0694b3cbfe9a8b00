import { Sheet, SheetContent, SheetTitle } from '#client/components/ui/sheet.tsx';
import { PortalBrand } from './portal-brand.tsx';
import { SidebarNav } from './sidebar-nav.tsx';

type MobileSidebarProps = { open: boolean; onOpenChange: (open: boolean) => void };

/**
 * Below md the sidebar is a drawer over the page, opened by the header's menu button. The sheet
 * closes on Escape and on the overlay; the layout closes it on navigation.
 */
export function MobileSidebar({ open, onOpenChange }: MobileSidebarProps) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="left"
        className="flex w-72 max-w-[85vw] flex-col gap-0 p-0"
        aria-describedby={undefined}
      >
        <SheetTitle className="sr-only">Navigation menu</SheetTitle>
        <PortalBrand compact={false} />
        <SidebarNav collapsed={false} />
      </SheetContent>
    </Sheet>
  );
}
