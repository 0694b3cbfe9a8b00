import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { InputField } from './input-field.tsx';

type Values = { city: string; visit: string | null };

function CityForm({ onValid, cityError }: { onValid: (values: Values) => void; cityError?: string }) {
  const form = useForm<Values>({ defaultValues: { city: '', visit: null } });
  return (
    <form
      onSubmit={form.handleSubmit((values) => {
        if (cityError) form.setError('city', { type: 'server', message: cityError });
        else onValid(values);
      })}
    >
      <InputField form={form} name="city" label="City" required hint="Where the job is." autoComplete="off" />
      <InputField
        form={form}
        name="visit"
        label="Visit"
        type="date"
        className="md:col-span-2"
        setValueAs={(value) => (value === '' ? null : value)}
      />
      <button type="submit">Save</button>
    </form>
  );
}

const input = (label: string) =>
  screen.getByLabelText((text) => text.replace(/\*$/, '') === label) as HTMLInputElement;

describe('InputField', () => {
  it('labels its input, marks it required, passes input props on and spans the grid as asked', () => {
    render(<CityForm onValid={vi.fn()} />);
    const city = input('City');
    expect(city.getAttribute('aria-required')).toBe('true');
    expect(city.getAttribute('autocomplete')).toBe('off');
    expect(document.getElementById(city.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Where the job is.',
    );
    const visit = input('Visit');
    expect(visit.type).toBe('date');
    expect(visit.hasAttribute('aria-required')).toBe(false);
    expect(visit.parentElement?.classList.contains('md:col-span-2')).toBe(true);
  });

  it('gives the form what was typed, through setValueAs where given', async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    render(<CityForm onValid={onValid} />);
    await user.type(input('City'), 'Springfield');
    await user.type(input('Visit'), '2026-11-02');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onValid).toHaveBeenLastCalledWith({ city: 'Springfield', visit: '2026-11-02' });
    // Cleared, the date is no date (null), not ''.
    await user.clear(input('Visit'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onValid).toHaveBeenLastCalledWith({ city: 'Springfield', visit: null });
  });

  it("shows the field's error under it, described by it and marked invalid", async () => {
    const user = userEvent.setup();
    render(<CityForm onValid={vi.fn()} cityError="City must be at most 100 characters" />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const city = input('City');
    expect(city.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (city.getAttribute('aria-describedby') ?? '').split(' ');
    expect(describedBy.map((id) => document.getElementById(id)?.textContent)).toEqual([
      'Where the job is.',
      'City must be at most 100 characters',
    ]);
  });
});
