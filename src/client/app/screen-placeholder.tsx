import type { ReactNode } from 'react';
import { DocumentTitle } from '../components/ui/document-title.tsx';

type ScreenPlaceholderProps = { title: string; note: string; children?: ReactNode };

/** A screen whose content comes with a later release: its title and what it will hold. */
export function ScreenPlaceholder({ title, note, children }: ScreenPlaceholderProps) {
  return (
    <section className="max-w-5xl space-y-2">
      <DocumentTitle screen={title} />
      <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
      <p className="text-muted-foreground">{note}</p>
      {children}
    </section>
  );
}
