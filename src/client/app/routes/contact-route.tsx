import { ContactPage } from '#client/features/contact/components/contact-page.tsx';

export default function ContactRoute() {
  return <ContactPage />;
}
