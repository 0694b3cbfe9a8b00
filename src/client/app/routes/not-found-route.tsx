import { Link } from 'react-router';
import { Button } from '../../components/ui/button.tsx';

/** SPEC 2: any path the portal does not know. */
export default function NotFoundRoute() {
  return (
    <main className="flex min-h-svh flex-col items-center justify-center gap-4 p-6 text-center">
      <title>Page Not Found - Employee Portal</title>
      <h1 className="text-2xl font-semibold">404 Page Not Found</h1>
      <p className="text-muted-foreground">The page you asked for does not exist or has moved.</p>
      <Button asChild>
        <Link to="/">Go to the home page</Link>
      </Button>
    </main>
  );
}
