import { zodResolver } from '@hookform/resolvers/zod';
import { TriangleAlertIcon } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Button } from '#client/components/ui/button.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { showServerFieldErrors } from '#client/lib/show-server-field-errors.ts';
import { toast } from '#client/lib/toasts.ts';
import type { CurrentEmployee } from '#shared/schemas/employee.ts';
import { type ChangePassword, ChangePasswordSchema, MIN_PASSWORD_LENGTH } from '#shared/schemas/password.ts';
import { SETTINGS_SECURITY_TEXTS, SETTINGS_TAB_TEXTS } from '#shared/spec-texts/people-texts.ts';
import { useChangePassword } from '../api/change-password.ts';
import { SettingsCard } from './settings-card.tsx';

const PASSWORD_FIELDS: ReadonlySet<string> = new Set(Object.keys(ChangePasswordSchema.shape));
const EMPTY: ChangePassword = { currentPassword: '', newPassword: '', confirmPassword: '' };

type SecuritySettingsProps = { me: CurrentEmployee; onChanged?: () => void };

/** Settings > Security: current password, a new one of 10+ characters, confirmed. */
export function SecuritySettings({ me, onChanged }: SecuritySettingsProps) {
  const form = useForm<ChangePassword>({ resolver: zodResolver(ChangePasswordSchema), defaultValues: EMPTY });
  const { errors } = form.formState;
  const change = useChangePassword({
    onChanged: () => {
      form.reset(EMPTY);
      onChanged?.();
    },
    onFailed: (error) => {
      if (showServerFieldErrors(form.setError, error, PASSWORD_FIELDS)) return;
      // Not about one field (too many attempts, offline): say it where it cannot be missed.
      toast({ variant: 'destructive', title: 'Password Not Changed', description: error.message });
    },
  });

  const submit = form.handleSubmit((values) => {
    if (change.isPending) return;
    change.mutate(values);
  });

  return (
    <SettingsCard title={SETTINGS_TAB_TEXTS.security} description="Change the password you sign in with.">
      <div className="grid gap-6">
        {me.mustChangePassword && (
          <div
            role="status"
            className="flex items-start gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-200"
          >
            <TriangleAlertIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <p>You signed in with a temporary password. Choose a new one now.</p>
          </div>
        )}
        <form onSubmit={submit} noValidate className="grid max-w-md gap-4" aria-busy={change.isPending}>
          {/* For password managers: which account this new password belongs to. */}
          <input type="text" name="username" autoComplete="username" value={me.email} readOnly hidden />
          <FormField label={SETTINGS_SECURITY_TEXTS.currentPassword} error={errors.currentPassword?.message}>
            {(control) => (
              <Input
                {...control}
                type="password"
                autoComplete="current-password"
                {...form.register('currentPassword')}
              />
            )}
          </FormField>
          <FormField
            label={SETTINGS_SECURITY_TEXTS.newPassword}
            hint={`At least ${MIN_PASSWORD_LENGTH} characters`}
            error={errors.newPassword?.message}
          >
            {(control) => (
              <Input
                {...control}
                type="password"
                autoComplete="new-password"
                {...form.register('newPassword')}
              />
            )}
          </FormField>
          <FormField
            label={SETTINGS_SECURITY_TEXTS.confirmNewPassword}
            error={errors.confirmPassword?.message}
          >
            {(control) => (
              <Input
                {...control}
                type="password"
                autoComplete="new-password"
                {...form.register('confirmPassword')}
              />
            )}
          </FormField>
          <Button type="submit" className="w-fit" loading={change.isPending} loadingText="Changing...">
            {SETTINGS_SECURITY_TEXTS.save}
          </Button>
        </form>
      </div>
    </SettingsCard>
  );
}
