import { EyeIcon, EyeOffIcon } from 'lucide-react';
import { type ComponentProps, useState } from 'react';
import { cn } from '#client/components/ui/cn.ts';
import { Input } from '#client/components/ui/input.tsx';

type PasswordFieldProps = Omit<ComponentProps<typeof Input>, 'type'>;

/** A password input with a show/hide button inside it; the button's name says what it will do. */
export function PasswordField({ className, ...props }: PasswordFieldProps) {
  const [shown, setShown] = useState(false);
  const Icon = shown ? EyeOffIcon : EyeIcon;
  return (
    <div className="relative">
      <Input type={shown ? 'text' : 'password'} className={cn('pr-10', className)} {...props} />
      <button
        type="button"
        onClick={() => setShown((value) => !value)}
        aria-label={shown ? 'Hide password' : 'Show password'}
        aria-controls={props.id}
        className="absolute inset-y-1 right-1 flex w-8 items-center justify-center rounded-sm text-muted-foreground outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        <Icon className="size-4" aria-hidden="true" />
      </button>
    </div>
  );
}
