import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { HeaderSearch, searchTarget } from './header-search.tsx';

afterEach(cleanup);

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

it('submitting the header search navigates to the searched task list', () => {
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
  const form = box.closest('form') as HTMLFormElement;

  fireEvent.change(box, { target: { value: '   ' } });
  fireEvent.submit(form);
  expect(screen.getByTestId('where').textContent).toBe('/paused-jobs');

  fireEvent.change(box, { target: { value: ' boiler ' } });
  fireEvent.submit(form);
  expect(screen.getByTestId('where').textContent).toBe('/tasks/active?search=boiler');
});
