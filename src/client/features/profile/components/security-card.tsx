import { KeyRoundIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardHeader } from '#client/components/ui/card.tsx';
import { PROFILE_TEXTS, SETTINGS_TAB_TEXTS } from '#shared/spec-texts/people-texts.ts';

/** Changing the password happens in Settings > Security (not a disabled button; ADR 011). */
export function SecurityCard() {
  return (
    <Card>
      <CardHeader>
        <h2 className="text-xl font-semibold">{SETTINGS_TAB_TEXTS.security}</h2>
      </CardHeader>
      <CardContent className="grid gap-3">
        <Button asChild variant="outline" className="w-fit">
          <Link to="/settings?tab=security">
            <KeyRoundIcon aria-hidden="true" />
            {PROFILE_TEXTS.changePassword}
          </Link>
        </Button>
        <p className="text-sm text-muted-foreground">
          {`${PROFILE_TEXTS.passwordByAdministrator} if you have forgotten it.`}
        </p>
      </CardContent>
    </Card>
  );
}
