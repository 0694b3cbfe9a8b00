import { ShieldAlertIcon } from 'lucide-react';

type AccessDeniedProps = { title?: string; message: string };

/** A screen the signed-in employee's role may not use (the server refuses its requests too). */
export function AccessDenied({ title = 'Access Denied', message }: AccessDeniedProps) {
  return (
    <section
      role="alert"
      className="mx-auto flex max-w-md flex-col items-center gap-3 rounded-xl border bg-card px-6 py-14 text-center"
    >
      <title>{`${title} - Employee Portal`}</title>
      <ShieldAlertIcon aria-hidden="true" className="size-10 text-destructive" />
      <h1 className="text-xl font-semibold">{title}</h1>
      <p className="text-muted-foreground">{message}</p>
    </section>
  );
}
