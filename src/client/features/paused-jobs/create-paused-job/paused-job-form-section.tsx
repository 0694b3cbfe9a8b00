import { type ReactNode, useId } from 'react';

/** One titled part of the form; its heading names the region for screen-reader navigation. */
export function PausedJobFormSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid min-w-0 gap-4 rounded-lg border bg-card p-4">
      <h3 id={headingId} className="text-base font-semibold">
        {title}
      </h3>
      {children}
    </section>
  );
}
