import type { FormEvent, ReactNode } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { SettingsCard } from './settings-card.tsx';

/** A tab's heading, what it is for, and its Save button's words at rest and while saving. */
export type SettingsFormTexts = { title: string; description: string; save: string; saving: string };

type SettingsFormProps = {
  texts: SettingsFormTexts;
  onSubmit: (event: FormEvent) => void;
  pending: boolean;
  /** The form's grid. */
  className?: string;
  children: ReactNode;
};

/** One Settings tab whose card is a single form, its Save button last. */
export function SettingsForm({
  texts,
  onSubmit,
  pending,
  className = 'grid gap-6',
  children,
}: SettingsFormProps) {
  return (
    <SettingsCard title={texts.title} description={texts.description}>
      <form onSubmit={onSubmit} noValidate className={className} aria-busy={pending}>
        {children}
        <Button type="submit" className="w-fit" loading={pending} loadingText={texts.saving}>
          {texts.save}
        </Button>
      </form>
    </SettingsCard>
  );
}
