import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { FilterControl } from './filter-control.tsx';

it('labels the control it wraps', () => {
  render(<FilterControl label="From">{(id) => <input id={id} type="date" />}</FilterControl>);
  expect(screen.getByLabelText('From').getAttribute('type')).toBe('date');
});
