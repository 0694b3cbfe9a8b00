import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { HeaderSearch, searchTarget } from './header-search.tsx';

describe('searchTarget', () => {
  it.each([
    ['valve', '/tasks/active?search=valve'],
    ['  leaking valve  ', '/tasks/active?search=leaking%20valve'],
    ['#48213 & tap?', '/tasks/active?search=%2348213%20%26%20tap%3F'],
  ])('%j goes to %s', (text, target) => {
    expect(searchTarget(text)).toBe(target);
  });

  it.each(['', '   ', '\t\n'])('%j goes nowhere', (text) => {
    expect(searchTarget(text)).toBeNull();
  });
});

function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

it('submitting the header search navigates to the searched task list', async () => {
  const user = userEvent.setup();
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <HeaderSearch />
            <Where />
          </>
        ),
      },
    ],
    { initialEntries: ['/paused-jobs'] },
  );
  render(<RouterProvider router={router} />);
  const box = screen.getByRole('searchbox', { name: 'Search work orders' });
  expect(box.getAttribute('placeholder')).toBe('Search work orders...');

  await user.type(box, '   {Enter}');
  expect(screen.getByTestId('where').textContent).toBe('/paused-jobs');

  await user.clear(box);
  await user.type(box, ' boiler {Enter}');
  expect(screen.getByTestId('where').textContent).toBe('/tasks/active?search=boiler');
});
