import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { JobDescription } from './job-description.tsx';

const long = 'x'.repeat(150);
const shown = (description: string, variant: 'card' | 'row') =>
  render(<JobDescription description={description} variant={variant} />).container.textContent;

describe('JobDescription', () => {
  it('clips a card at 100 characters and a list row at 60, then "..."', () => {
    expect(shown(long, 'card')).toBe(`${'x'.repeat(100)}...`);
    expect(shown(long, 'row')).toBe(`${'x'.repeat(60)}...`);
  });

  it('shows a short description whole, and nothing at all for none', () => {
    expect(shown('Dripping tap', 'card')).toBe('Dripping tap');
    const { container } = render(<JobDescription description="" variant="row" />);
    expect(container.innerHTML).toBe('');
  });
});
