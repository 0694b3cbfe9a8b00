import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { MultiEmployeePicker, type PickerEmployee } from './multi-employee-picker.tsx';
import { pickerSummary } from './picker-summary.ts';

const staff: PickerEmployee[] = [
  { id: 1, name: 'Carlos Mendez', employeeType: 'plumber' },
  { id: 2, name: 'Priya Natarajan', employeeType: 'office' },
  { id: 3, name: 'Alan Whitaker', employeeType: 'admin' },
  { id: 4, name: 'Margaret Doyle', employeeType: 'management' },
];

function Harness({ initial = [] as number[] }) {
  const [value, setValue] = useState<number[]>(initial);
  return (
    <>
      <MultiEmployeePicker employees={staff} value={value} onChange={setValue} aria-label="Team" />
      <output data-testid="value">{value.join(',')}</output>
    </>
  );
}

describe('pickerSummary (2 names then +N more)', () => {
  it('names up to two, then counts the rest', () => {
    expect(pickerSummary([], 'Select employees')).toBe('Select employees');
    expect(pickerSummary(['A'], 'x')).toBe('A');
    expect(pickerSummary(['A', 'B'], 'x')).toBe('A, B');
    expect(pickerSummary(['A', 'B', 'C', 'D'], 'x')).toBe('A, B +2 more');
  });
});

describe('MultiEmployeePicker', () => {
  it('shows the chosen names on its trigger, two then +N more', () => {
    render(<Harness initial={[1, 2, 3]} />);
    expect(screen.getByRole('button', { name: 'Team' }).textContent).toBe(
      'Carlos Mendez, Priya Natarajan +1 more',
    );
  });

  it('toggles employees from the list and filters it by name', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Team' }));
    await user.click(screen.getByRole('checkbox', { name: /Alan Whitaker/ }));
    await user.click(screen.getByRole('checkbox', { name: /Carlos Mendez/ }));
    expect(screen.getByTestId('value').textContent).toBe('3,1');
    expect((screen.getByRole('checkbox', { name: /Alan Whitaker/ }) as HTMLInputElement).checked).toBe(true);

    await user.click(screen.getByRole('checkbox', { name: /Alan Whitaker/ }));
    expect(screen.getByTestId('value').textContent).toBe('1');

    const search = screen.getByRole('textbox', { name: 'Search employees' });
    await user.type(search, 'doy');
    expect(screen.getAllByRole('checkbox').map((item) => item.closest('label')?.textContent)).toEqual([
      'MDMargaret DoyleManagement',
    ]);
    await user.clear(search);
    await user.type(search, 'zzz');
    expect(screen.getByText('No employees found')).toBeTruthy();
  });
});
