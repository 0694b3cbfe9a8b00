import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { NoopResizeObserver } from '#tooling/test-client/fixtures.ts';
import { SettingSwitches, type SwitchSetting, useSwitchValues } from './setting-switches.tsx';
import { SettingsForm } from './settings-form.tsx';

const TEXTS = { title: 'General', description: 'How it behaves.', save: 'Save Changes', saving: 'Saving...' };

type Key = 'tidy' | 'loud';
const SWITCHES: SwitchSetting<Key>[] = [
  { key: 'tidy', label: 'Tidy', description: 'Keep it tidy' },
  { key: 'loud', label: 'Loud', description: 'Make noise', hints: ['Turn sound on first'], disabled: true },
];

function Tab({
  pending = false,
  onSave,
}: {
  pending?: boolean;
  onSave: (values: Record<Key, boolean>) => void;
}) {
  const [values, setSwitch] = useSwitchValues<Key>({ tidy: false, loud: false });
  return (
    <SettingsForm
      texts={TEXTS}
      pending={pending}
      onSubmit={(event) => {
        event.preventDefault();
        onSave(values);
      }}
    >
      <SettingSwitches switches={SWITCHES} values={values} onChange={setSwitch} />
    </SettingsForm>
  );
}

const switchNamed = (name: string) => screen.getByRole('switch', { name });

beforeEach(() => {
  // jsdom has none; Radix's switch measures its thumb with one.
  vi.stubGlobal('ResizeObserver', NoopResizeObserver);
  return () => vi.unstubAllGlobals();
});

describe('SettingsForm with SettingSwitches', () => {
  it('shows the tab heading, each switch in order, and saves what was switched', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    render(<Tab onSave={onSave} />);
    expect(screen.getByRole('heading', { level: 2, name: 'General' })).toBeTruthy();
    expect(screen.getAllByRole('switch').map((one) => one.id)).toEqual([
      switchNamed('Tidy').id,
      switchNamed('Loud').id,
    ]);
    await user.click(switchNamed('Tidy'));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(onSave).toHaveBeenCalledExactlyOnceWith({ tidy: true, loud: false });
  });

  it('a switch that cannot be turned on says why and is locked', () => {
    render(<Tab onSave={vi.fn()} />);
    const hint = screen.getByText('Turn sound on first');
    expect(switchNamed('Loud').hasAttribute('disabled')).toBe(true);
    expect(switchNamed('Loud').getAttribute('aria-describedby')).toContain(hint.id);
  });

  it('while saving, the form is busy and its button says so', () => {
    render(<Tab pending onSave={vi.fn()} />);
    const button = screen.getByRole('button', { name: 'Saving...' });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.closest('form')?.getAttribute('aria-busy')).toBe('true');
  });
});
