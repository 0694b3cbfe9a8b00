import { Link } from 'react-router';
import { Button } from '#client/components/ui/button.tsx';
import { DocumentTitle } from '#client/components/ui/document-title.tsx';
import { NOT_FOUND_TEXTS } from '#shared/spec-texts/people-texts.ts';

/** Any path the portal does not know. */
export default function NotFoundRoute() {
  return (
    <main className="flex min-h-svh flex-col items-center justify-center gap-4 p-6 text-center">
      <DocumentTitle screen={NOT_FOUND_TEXTS.title} />
      <h1 className="text-2xl font-semibold">{NOT_FOUND_TEXTS.title}</h1>
      <p className="text-muted-foreground">The page you asked for does not exist or has moved.</p>
      <Button asChild>
        <Link to="/">Go to the home page</Link>
      </Button>
    </main>
  );
}
