import { SupportContactDetails } from './support-contact-details.tsx';
import { SupportForm } from './support-form.tsx';

/** /contact: how to reach support, and a message to every administrator (PRODUCT "/contact"). */
export function ContactPage() {
  return (
    <section className="mx-auto max-w-2xl space-y-6">
      <title>Contact Support - Employee Portal</title>
      <header className="space-y-1">
        <h1 className="text-2xl font-semibold tracking-tight">Contact Support</h1>
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
        <SupportForm />
      </section>
    </section>
  );
}
