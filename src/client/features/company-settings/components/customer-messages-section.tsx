import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '#client/components/ui/button.tsx';
import { SettingSwitch } from '#client/components/ui/setting-switch.tsx';
import { showServerFieldErrors } from '#client/lib/show-server-field-errors.ts';
import {
  type CompanySettings,
  CUSTOMER_MESSAGE_PLACEHOLDERS,
  UpdateCompanySettingsSchema,
} from '#shared/schemas/company-settings.ts';
import { type CompanySettingsChanges, useSaveCompanySettings } from '../api/save-company-settings.ts';
import { MESSAGE_FIELDS } from '../company-settings-texts.ts';
import { MessageField } from './message-field.tsx';

const FIELD_NAMES: ReadonlySet<string> = new Set(MESSAGE_FIELDS.map((field) => field.name));
const PLACEHOLDER_LIST = CUSTOMER_MESSAGE_PLACEHOLDERS.map((name) => `{${name}}`).join(' ');

/** Whether customers are told of their visits, and the three texts they are sent. */
export function CustomerMessagesForm({ settings }: { settings: CompanySettings }) {
  const form = useForm<CompanySettingsChanges>({
    resolver: zodResolver(UpdateCompanySettingsSchema),
    values: {
      version: settings.version,
      customerMessagesEnabled: settings.customerMessagesEnabled,
      messageScheduled: settings.messageScheduled,
      messageWindowChanged: settings.messageWindowChanged,
      messageOnTheWay: settings.messageOnTheWay,
    },
  });
  const save = useSaveCompanySettings('Customer messages saved');
  const submit = form.handleSubmit((values) => {
    if (save.isPending) return;
    save.mutate(
      { ...values, version: settings.version },
      { onError: (error) => showServerFieldErrors(form.setError, error, FIELD_NAMES) },
    );
  });
  const errors = form.formState.errors;
  return (
    <form onSubmit={submit} noValidate className="grid gap-6" aria-busy={save.isPending}>
      <Controller
        control={form.control}
        name="customerMessagesEnabled"
        render={({ field }) => (
          <SettingSwitch
            label="Text or email customers about their visits"
            description="Off by default: no customer is sent anything until this is on."
            checked={field.value ?? false}
            onCheckedChange={field.onChange}
          />
        )}
      />
      <p className="text-sm text-muted-foreground">
        Placeholders you can use: <code className="font-mono text-foreground">{PLACEHOLDER_LIST}</code>
      </p>
      {MESSAGE_FIELDS.map(({ name, label }) => (
        <MessageField
          key={name}
          label={label}
          error={errors[name]?.message}
          text={form.watch(name) ?? ''}
          registration={form.register(name)}
        />
      ))}
      <div>
        <Button type="submit" disabled={save.isPending || !form.formState.isDirty}>
          {save.isPending ? 'Saving...' : 'Save customer messages'}
        </Button>
      </div>
    </form>
  );
}
