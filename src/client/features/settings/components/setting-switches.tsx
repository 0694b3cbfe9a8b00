import { useCallback, useState } from 'react';
import { SettingSwitch } from '#client/components/ui/setting-switch.tsx';

export type SwitchSetting<K extends string> = {
  key: K;
  label: string;
  description: string;
  /** Why the switch cannot be turned on now. */
  hints?: readonly string[];
  disabled?: boolean;
};

type SettingSwitchesProps<K extends string> = {
  switches: readonly SwitchSetting<K>[];
  values: Readonly<Record<K, boolean>>;
  onChange: (key: K, on: boolean) => void;
};

/** A tab's on/off settings, in the order given, each showing its value in `values`. */
export function SettingSwitches<K extends string>({ switches, values, onChange }: SettingSwitchesProps<K>) {
  return switches.map((setting) => (
    <SettingSwitch
      key={setting.key}
      label={setting.label}
      description={setting.description}
      hints={setting.hints}
      disabled={setting.disabled}
      checked={values[setting.key]}
      onCheckedChange={(on) => onChange(setting.key, on)}
    />
  ));
}

/** The switches' values as the person sets them, until they save. */
export function useSwitchValues<K extends string>(initial: Record<K, boolean>) {
  const [values, setValues] = useState(initial);
  const setSwitch = useCallback(
    (key: K, on: boolean) => setValues((current) => ({ ...current, [key]: on })),
    [],
  );
  return [values, setSwitch] as const;
}
