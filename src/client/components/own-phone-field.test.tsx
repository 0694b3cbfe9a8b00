import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { OwnPhoneField } from './own-phone-field.tsx';

function PhoneForm({ readOnly, error }: { readOnly?: boolean; error?: string }) {
  const form = useForm({ defaultValues: { phone: '555 0100' } });
  return (
    <form>
      <OwnPhoneField registration={form.register('phone')} error={error} readOnly={readOnly} />
      <output>{form.watch('phone')}</output>
    </form>
  );
}

const phone = () => screen.getByRole('textbox', { name: 'Phone Number' }) as HTMLInputElement;

describe('OwnPhoneField', () => {
  it('is a labelled phone box that writes into the form', async () => {
    const user = userEvent.setup();
    render(<PhoneForm />);
    expect(phone().type).toBe('tel');
    expect(phone().autocomplete).toBe('tel');
    expect(phone().placeholder).toBe('(555) 123-4567');
    expect(phone().readOnly).toBe(false);
    await user.clear(phone());
    await user.type(phone(), '555 0199');
    expect(screen.getByRole('status').textContent).toBe('555 0199');
  });

  it('read-only, it says when no number is set', () => {
    render(<PhoneForm readOnly />);
    expect(phone().readOnly).toBe(true);
    expect(phone().placeholder).toBe('Not set');
  });

  it('reads its error with the field', () => {
    render(<PhoneForm error="Enter a valid phone number" />);
    expect(phone().getAttribute('aria-invalid')).toBe('true');
    const error = screen.getByText('Enter a valid phone number');
    expect(phone().getAttribute('aria-describedby')).toBe(error.id);
  });
});
