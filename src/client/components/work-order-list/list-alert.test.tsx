import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { ListAlert } from './list-alert.tsx';

it('is an alert holding what it is given, after a warning sign screen readers skip', () => {
  render(
    <ListAlert className="flex gap-2" iconClassName="size-4">
      <span>Network error</span>
    </ListAlert>,
  );
  const alert = screen.getByRole('alert');
  expect(alert.textContent).toBe('Network error');
  const sign = alert.querySelector('svg');
  expect(sign?.getAttribute('aria-hidden')).toBe('true');
  expect(sign?.getAttribute('class')).toContain('text-destructive');
  expect(alert.className).toContain('border-destructive/40');
});
