import { Badge } from '#client/components/ui/badge.tsx';
import { cn } from '#client/components/ui/cn.ts';

/** Active in green, Inactive in grey; the word carries the meaning, the colour only helps. */
export function EmployeeStatusBadge({ isActive }: { isActive: boolean }) {
  return (
    <Badge
      variant="outline"
      className={cn(
        'border-transparent',
        isActive
          ? 'bg-green-100 text-green-700 dark:bg-green-900/40 dark:text-green-300'
          : 'bg-muted text-muted-foreground',
      )}
    >
      {isActive ? 'Active' : 'Inactive'}
    </Badge>
  );
}
