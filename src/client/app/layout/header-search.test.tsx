import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { HeaderSearch, searchesInPlace, searchTarget } from './header-search.tsx';

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

function renderAt(path: string) {
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
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

it('submitting the header search navigates to the searched task list', async () => {
  const user = userEvent.setup();
  renderAt('/dashboard');
  const box = screen.getByRole('searchbox', { name: 'Search work orders' });
  expect(box.getAttribute('placeholder')).toBe('Search work orders...');

  await user.type(box, '   {Enter}');
  expect(screen.getByTestId('where').textContent).toBe('/dashboard');

  await user.clear(box);
  await user.type(box, ' boiler {Enter}');
  expect(screen.getByTestId('where').textContent).toBe('/tasks/active?search=boiler');
});

describe('on Paused Jobs and Completed Tasks the header search searches the page (issue 23)', () => {
  it('knows which pages those are', () => {
    expect(searchesInPlace('/paused-jobs')).toBe(true);
    expect(searchesInPlace('/completed-tasks')).toBe(true);
    expect(searchesInPlace('/tasks/active')).toBe(false);
    expect(searchesInPlace('/dashboard')).toBe(false);
  });

  it('writes its text into the page’s own search once typing rests, keeping the other filters', async () => {
    const user = userEvent.setup();
    const router = renderAt('/paused-jobs?priority=urgent&search=old');
    const box = screen.getByRole('searchbox', { name: 'Search work orders' });
    expect((box as HTMLInputElement).value).toBe('old');
    expect(box.getAttribute('placeholder')).toBe('Search work orders...');

    await user.clear(box);
    await user.type(box, 'boiler');
    await waitFor(() =>
      expect(screen.getByTestId('where').textContent).toBe('/paused-jobs?priority=urgent&search=boiler'),
    );
    // Replaced, not pushed: typing is not a page for Back to step through.
    expect(router.state.historyAction).toBe('REPLACE');

    // Enter searches at once and stays; an empty search removes the parameter.
    await user.clear(box);
    await user.type(box, '{Enter}');
    expect(screen.getByTestId('where').textContent).toBe('/paused-jobs?priority=urgent');
  });

  it('shows a search the page changed itself', async () => {
    const router = renderAt('/completed-tasks?search=valve');
    const box = screen.getByRole('searchbox', { name: 'Search work orders' }) as HTMLInputElement;
    expect(box.value).toBe('valve');
    await router.navigate('/completed-tasks?search=tap', { replace: true });
    await waitFor(() => expect(box.value).toBe('tap'));
  });
});
