import { MailIcon, PhoneIcon } from 'lucide-react';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { useSupportContact } from '../api/get-support-contact.ts';

/** A dialable number: digits and a leading +, whatever separators the configuration uses. */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

const FORM_ONLY = 'Use the form below to reach the administrators.';

/** The configured support phone and email; the form alone when neither is set. */
export function SupportContactDetails() {
  const contact = useSupportContact();
  if (contact.isPending) {
    return (
      <div role="status" aria-busy="true" className="space-y-2">
        <span className="sr-only">Loading support contacts...</span>
        <Skeleton className="h-5 w-48" />
        <Skeleton className="h-5 w-64" />
      </div>
    );
  }
  // The form still works without them; say so rather than block the page.
  if (contact.isError) return <p className="text-sm text-muted-foreground">{FORM_ONLY}</p>;

  const { phone, email } = contact.data;
  if (!phone && !email) return <p className="text-sm text-muted-foreground">{FORM_ONLY}</p>;
  return (
    <ul className="grid gap-2 text-sm">
      {phone && (
        <li className="flex min-w-0 items-center gap-2">
          <PhoneIcon aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
          <span className="text-muted-foreground">Phone:</span>
          <a href={telHref(phone)} className="font-medium text-primary underline-offset-4 hover:underline">
            {phone}
          </a>
        </li>
      )}
      {email && (
        <li className="flex min-w-0 items-center gap-2">
          <MailIcon aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
          <span className="text-muted-foreground">Email:</span>
          <a
            href={`mailto:${email}`}
            className="min-w-0 font-medium break-all text-primary underline-offset-4 hover:underline"
          >
            {email}
          </a>
        </li>
      )}
    </ul>
  );
}
