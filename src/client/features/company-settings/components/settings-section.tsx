import type { ReactNode } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader } from '#client/components/ui/card.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';

type SettingsSectionProps = { id: string; title: string; description: string; children: ReactNode };

/** One section of the page: a card whose heading names it for screen readers' landmarks. */
export function SettingsSection({ id, title, description, children }: SettingsSectionProps) {
  return (
    <Card aria-labelledby={id} role="region" className="min-w-0">
      <CardHeader>
        <h2 id={id} className="text-lg font-semibold">
          {title}
        </h2>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

/** A section's read still on its way. */
export function SectionLoading({ label }: { label: string }) {
  return (
    <div role="status" className="grid gap-3">
      <span className="sr-only">{label}</span>
      <Skeleton className="h-9 w-full" />
      <Skeleton className="h-9 w-2/3" />
    </div>
  );
}

/** A section's read that failed, with a way to try again. */
export function SectionError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-destructive">
      <span>{message}</span>
      <Button type="button" variant="outline" size="sm" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
