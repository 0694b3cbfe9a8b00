import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { ALL_OPTION } from './filter-options.ts';
import { type FilterField, FilterSelects } from './filter-selects.tsx';

const FIELDS: FilterField<'colour' | 'size'>[] = [
  { key: 'colour', label: 'Colour', options: [ALL_OPTION, { value: 'red', label: 'Red' }] },
  { key: 'size', label: 'Size', options: [ALL_OPTION, { value: 'big', label: 'Big' }] },
];

it('shows a labelled select per filter, in order, and says which filter changed', async () => {
  const user = userEvent.setup();
  const onChange = vi.fn();
  render(<FilterSelects fields={FIELDS} values={{ colour: 'all', size: 'big' }} onChange={onChange} />);
  const selects = screen.getAllByRole('combobox') as HTMLSelectElement[];
  expect(selects.map((select) => select.labels?.[0]?.textContent)).toEqual(['Colour', 'Size']);
  expect(selects.map((select) => select.value)).toEqual(['all', 'big']);
  await user.selectOptions(screen.getByRole('combobox', { name: 'Colour' }), 'Red');
  expect(onChange).toHaveBeenCalledExactlyOnceWith('colour', 'red');
});
