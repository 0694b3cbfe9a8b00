import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { AvatarBesideName } from './avatar-beside-name.tsx';

it('shows the avatar but leaves the name to the text beside it', () => {
  render(
    <p>
      <AvatarBesideName employee={{ name: 'Priya Natarajan', photo: null, colorTheme: 'blue' }} size="md" />
      Priya Natarajan
    </p>,
  );
  expect(screen.getByText('PN').closest('[aria-hidden="true"]')).toBeTruthy();
  expect(screen.queryByRole('img')).toBeNull();
  expect(screen.getByText('PN').className).toContain('size-9');
});
