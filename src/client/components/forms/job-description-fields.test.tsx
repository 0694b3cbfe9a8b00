import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { JobDescriptionFields } from './job-description-fields.tsx';

type Values = { description: string; notes: string; linkToDispatch: string };

type HarnessProps = {
  description: { required?: boolean; hint?: string };
  onValid?: (values: Values) => void;
};

function JobForm({ description, onValid = vi.fn() }: HarnessProps) {
  const form = useForm<Values>({ defaultValues: { description: '', notes: '', linkToDispatch: '' } });
  return (
    <form onSubmit={form.handleSubmit((values) => onValid(values))}>
      <JobDescriptionFields form={form} description={description} />
      <button type="submit">Save</button>
    </form>
  );
}

const field = (label: string) =>
  screen.getByLabelText((text) => text.replace(/\*$/, '') === label) as HTMLInputElement;

describe('JobDescriptionFields', () => {
  it('has Description, Notes and Link to Dispatch, each across the grid, in that order', () => {
    render(<JobForm description={{ required: true }} />);
    const controls = ['Description', 'Notes', 'Link to Dispatch'].map(field);
    expect(controls.map((control) => control.tagName)).toEqual(['TEXTAREA', 'TEXTAREA', 'INPUT']);
    for (const control of controls)
      expect(control.parentElement?.classList.contains('md:col-span-2')).toBe(true);
    expect(controls[0]?.compareDocumentPosition(controls[2] as Node)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    const link = field('Link to Dispatch');
    expect([link.type, link.inputMode, link.placeholder]).toEqual(['url', 'url', 'https://']);
  });

  it('marks the description required, or says what a blank one becomes', () => {
    const { unmount } = render(<JobForm description={{ required: true }} />);
    expect(field('Description').getAttribute('aria-required')).toBe('true');
    expect(field('Description').hasAttribute('aria-describedby')).toBe(false);
    unmount();
    render(<JobForm description={{ hint: 'Left blank, it reads Paused job for.' }} />);
    expect(field('Description').hasAttribute('aria-required')).toBe(false);
    expect(
      document.getElementById(field('Description').getAttribute('aria-describedby') ?? '')?.textContent,
    ).toBe('Left blank, it reads Paused job for.');
  });

  it('gives the form what was typed', async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    render(<JobForm description={{}} onValid={onValid} />);
    await user.type(field('Description'), 'Leak under the sink');
    await user.type(field('Notes'), 'Gate code 1234');
    await user.type(field('Link to Dispatch'), 'https://dispatch.example/1');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onValid).toHaveBeenCalledWith({
      description: 'Leak under the sink',
      notes: 'Gate code 1234',
      linkToDispatch: 'https://dispatch.example/1',
    });
  });
});
