import { ShieldAlertIcon } from 'lucide-react';
import { ACCESS_DENIED_TEXTS } from '#shared/spec-texts/people-texts.ts';
import { DocumentTitle } from './ui/document-title.tsx';

type AccessDeniedProps = { title?: string; message: string };

/** A screen the signed-in employee's role may not use (the server refuses its requests too). */
export function AccessDenied({ title = ACCESS_DENIED_TEXTS.title, message }: AccessDeniedProps) {
  return (
    <section
      role="alert"
      className="mx-auto flex max-w-md flex-col items-center gap-3 rounded-xl border bg-card px-6 py-14 text-center"
    >
      <DocumentTitle screen={title} />
      <ShieldAlertIcon aria-hidden="true" className="size-10 text-destructive" />
      <h1 className="text-xl font-semibold">{title}</h1>
      <p className="text-muted-foreground">{message}</p>
    </section>
  );
}
