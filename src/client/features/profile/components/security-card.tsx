import { KeyRoundIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader } from '../../../components/ui/card.tsx';

/** Changing the password happens in Settings > Security (departs from SPEC's disabled button; see the ADR). */
export function SecurityCard() {
  return (
    <Card>
      <CardHeader>
        <h2 className="text-xl font-semibold">Security</h2>
      </CardHeader>
      <CardContent className="grid gap-3">
        <Button asChild variant="outline" className="w-fit">
          <Link to="/settings?tab=security">
            <KeyRoundIcon aria-hidden="true" />
            Change Password
          </Link>
        </Button>
        <p className="text-sm text-muted-foreground">
          Contact your administrator to change your password if you have forgotten it.
        </p>
      </CardContent>
    </Card>
  );
}
