import { CopyIcon } from 'lucide-react';
import { useId } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { toast } from '#client/lib/toasts.ts';

async function copy(text: string) {
  try {
    // Missing outside secure contexts (plain http on a LAN address): say so rather than fail silently.
    if (!navigator.clipboard) throw new Error('Clipboard unavailable');
    await navigator.clipboard.writeText(text);
    toast({ title: 'Copied' });
  } catch {
    toast({ variant: 'destructive', title: 'Copy failed', description: 'Select the password and copy it.' });
  }
}

/**
 * A new account's or a reset's temporary password. The server never shows it again, so it is
 * selectable and copyable here, and the note says it must be changed at first sign-in.
 */
export function TemporaryPassword({ name, password }: { name: string; password: string }) {
  const id = useId();
  return (
    <div className="grid min-w-0 gap-2">
      <Label htmlFor={id}>Temporary password</Label>
      <div className="flex min-w-0 gap-2">
        <Input
          id={id}
          readOnly
          value={password}
          spellCheck={false}
          onFocus={(event) => event.currentTarget.select()}
          className="bg-muted font-mono text-base tracking-wide md:text-base"
        />
        <Button variant="outline" onClick={() => void copy(password)}>
          <CopyIcon aria-hidden="true" />
          Copy
        </Button>
      </div>
      <p className="text-sm text-muted-foreground">
        This password is shown only this once. {name} must change it at first sign-in.
      </p>
    </div>
  );
}
