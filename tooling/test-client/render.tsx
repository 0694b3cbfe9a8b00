import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { Toaster } from '#client/components/ui/toaster.tsx';
import { createQueryClient } from '#client/lib/query-client.ts';
import { TOKEN } from './fixtures.ts';

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

export type RenderOptions = {
  /** The URL the router starts at. */
  path?: string;
  /** Routes around `ui`; without them `ui` is rendered at every path. */
  routes?: { path: string; element: ReactNode }[];
  queryClient?: QueryClient;
  /** Put a session token in storage first (the default), as after sign-in. */
  signedIn?: boolean;
};

/**
 * Renders `ui` as the app would: a query client, a router at `path`, the toaster. Answers a
 * user-event `user` for typing and clicking, and the router's current location.
 */
export function renderInPortal(
  ui: ReactNode,
  { path = '/', routes, queryClient = createQueryClient(), signedIn = true }: RenderOptions = {},
) {
  if (signedIn) localStorage.setItem('authToken', TOKEN);
  const user = userEvent.setup();
  const result = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        {routes ? (
          <Routes>
            {routes.map((route) => (
              <Route key={route.path} path={route.path} element={route.element} />
            ))}
          </Routes>
        ) : null}
        {ui}
        <LocationProbe />
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...result, user, queryClient, location: () => screen.getByTestId('location').textContent };
}
