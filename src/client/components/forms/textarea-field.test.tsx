import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { TextareaField } from './textarea-field.tsx';

type Values = { notes: string };

function NotesForm({ onValid }: { onValid: (values: Values) => void }) {
  const form = useForm<Values>({ defaultValues: { notes: '' } });
  return (
    <form
      onSubmit={form.handleSubmit((values) => {
        if (values.notes.length < 5) form.setError('notes', { message: 'At least 5 characters' });
        else onValid(values);
      })}
    >
      <TextareaField form={form} name="notes" label="Notes" required rows={4} placeholder="What changed" />
      <button type="submit">Save</button>
    </form>
  );
}

const notes = () =>
  screen.getByLabelText((text) => text.replace(/\*$/, '') === 'Notes') as HTMLTextAreaElement;

describe('TextareaField', () => {
  it('labels its textarea, marks it required and passes textarea props on', () => {
    render(<NotesForm onValid={vi.fn()} />);
    expect(notes().tagName).toBe('TEXTAREA');
    expect(notes().getAttribute('aria-required')).toBe('true');
    expect(notes().rows).toBe(4);
    expect(notes().placeholder).toBe('What changed');
  });

  it('gives the form what was typed, and shows an error under the field', async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    render(<NotesForm onValid={onValid} />);
    await user.type(notes(), 'Hi');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(notes().getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(notes().getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'At least 5 characters',
    );
    await user.type(notes(), ' there');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onValid).toHaveBeenCalledWith({ notes: 'Hi there' });
  });
});
