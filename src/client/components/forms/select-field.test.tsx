import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { optionsOf, SelectField } from './select-field.tsx';

type Values = { priority: string };

const PRIORITIES = ['low', 'normal', 'urgent'] as const;
const label = (value: string) => value.toUpperCase();

function PriorityForm({ onValid, locked = false }: { onValid: (values: Values) => void; locked?: boolean }) {
  const form = useForm<Values>({ defaultValues: { priority: 'normal' } });
  return (
    <form onSubmit={form.handleSubmit(onValid)}>
      <SelectField
        form={form}
        name="priority"
        label="Priority"
        options={optionsOf(PRIORITIES, label)}
        hint={locked ? 'Only office staff change it.' : undefined}
        disabled={locked}
      />
      <button type="submit">Save</button>
    </form>
  );
}

const select = () => screen.getByLabelText('Priority') as HTMLSelectElement;

describe('optionsOf', () => {
  it('pairs each value with its label, in order', () => {
    expect(optionsOf(PRIORITIES, label)).toEqual([
      { value: 'low', label: 'LOW' },
      { value: 'normal', label: 'NORMAL' },
      { value: 'urgent', label: 'URGENT' },
    ]);
  });
});

describe('SelectField', () => {
  it('lists the options by label with the default chosen, and gives the form the chosen value', async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    render(<PriorityForm onValid={onValid} />);
    expect(Array.from(select().options).map((option) => [option.value, option.textContent])).toEqual([
      ['low', 'LOW'],
      ['normal', 'NORMAL'],
      ['urgent', 'URGENT'],
    ]);
    expect(select().value).toBe('normal');
    await user.selectOptions(select(), 'urgent');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onValid).toHaveBeenCalledWith({ priority: 'urgent' }, expect.anything());
  });

  it('passes select props on and says its hint', () => {
    render(<PriorityForm onValid={vi.fn()} locked />);
    expect(select().disabled).toBe(true);
    expect(document.getElementById(select().getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Only office staff change it.',
    );
  });
});
