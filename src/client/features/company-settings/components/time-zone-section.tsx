import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button } from '#client/components/ui/button.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { NativeSelect } from '#client/components/ui/native-select.tsx';
import { type CompanySettings, UpdateCompanySettingsSchema } from '#shared/schemas/company-settings.ts';
import { type CompanySettingsChanges, useSaveCompanySettings } from '../api/save-company-settings.ts';
import { US_TIME_ZONES } from '../company-settings-texts.ts';

/** The zones offered: the common US ones, and the stored one when it is another. */
function zoneOptions(current: string) {
  const known = US_TIME_ZONES.some((option) => option.zone === current);
  return known ? US_TIME_ZONES : [...US_TIME_ZONES, { zone: current, label: current }];
}

/** The zone the company's days, hours and arrival windows are read in. */
export function TimeZoneForm({ settings }: { settings: CompanySettings }) {
  const form = useForm<CompanySettingsChanges>({
    resolver: zodResolver(UpdateCompanySettingsSchema),
    values: { version: settings.version, timeZone: settings.timeZone },
  });
  const save = useSaveCompanySettings('Time zone saved');
  const submit = form.handleSubmit((values) => {
    if (!save.isPending) save.mutate({ version: settings.version, timeZone: values.timeZone });
  });
  return (
    <form onSubmit={submit} noValidate className="grid justify-items-start gap-3" aria-busy={save.isPending}>
      <FormField
        label="Company time zone"
        className="w-full sm:w-80"
        error={form.formState.errors.timeZone?.message}
        hint="Days on the board, working hours and arrival windows are read in this zone."
      >
        {(control) => (
          <NativeSelect {...control} {...form.register('timeZone')}>
            {zoneOptions(settings.timeZone).map(({ zone, label }) => (
              <option key={zone} value={zone}>
                {label}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <Button type="submit" disabled={save.isPending || !form.formState.isDirty}>
        {save.isPending ? 'Saving...' : 'Save time zone'}
      </Button>
    </form>
  );
}
