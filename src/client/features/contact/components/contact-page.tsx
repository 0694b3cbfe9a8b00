import { lazy, Suspense } from 'react';
import { DocumentTitle } from '#client/components/ui/document-title.tsx';
import { FormSkeleton } from '#client/components/ui/form-skeleton.tsx';
import { NAV_TEXTS } from '#shared/spec-texts/shell-texts.ts';
import { SupportContactDetails } from './support-contact-details.tsx';

// Just after first paint: the form validates with zod (ADR 012).
const SupportForm = lazy(() => import('./support-form.tsx').then((m) => ({ default: m.SupportForm })));

/** /contact: how to reach support, and a message to every administrator. */
export function ContactPage() {
  return (
    <section className="mx-auto max-w-2xl space-y-6">
      <DocumentTitle screen={NAV_TEXTS.contact} />
      <header className="space-y-1">
        <h1 className="text-2xl font-semibold tracking-tight">{NAV_TEXTS.contact}</h1>
        <p className="text-muted-foreground">Questions about the portal or your account? We can help.</p>
      </header>
      <section aria-labelledby="support-contacts" className="space-y-3 rounded-xl border bg-card p-4 sm:p-6">
        <h2 id="support-contacts" className="font-semibold">
          Reach us directly
        </h2>
        <SupportContactDetails />
      </section>
      <section aria-labelledby="support-message" className="space-y-4 rounded-xl border bg-card p-4 sm:p-6">
        <h2 id="support-message" className="font-semibold">
          Send a message
        </h2>
        <Suspense fallback={<FormSkeleton fields={2} />}>
          <SupportForm />
        </Suspense>
      </section>
    </section>
  );
}
