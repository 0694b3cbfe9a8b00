import { WrenchIcon } from 'lucide-react';
import { cn } from '#client/components/ui/cn.ts';
import { usePortalInfo } from '#client/features/auth/api/get-portal-info.ts';
import { LOGIN_TEXTS } from '#shared/spec-texts/shell-texts.ts';

/** The company's mark and name (from the server's configuration) at the top of the sidebar. */
export function PortalBrand({ compact, bordered = true }: { compact: boolean; bordered?: boolean }) {
  const { data: portal } = usePortalInfo();
  const name = portal?.companyName ?? LOGIN_TEXTS.brand;
  return (
    <div
      className={cn(
        'flex h-14 min-w-0 items-center gap-2 px-4',
        bordered && 'border-b',
        compact && 'justify-center px-0',
      )}
    >
      <span className="flex size-8 shrink-0 items-center justify-center rounded-md bg-primary text-primary-foreground">
        <WrenchIcon className="size-4" aria-hidden />
      </span>
      {compact ? (
        <span className="sr-only">{name}</span>
      ) : (
        <span className="truncate text-sm font-semibold">{name}</span>
      )}
    </div>
  );
}
