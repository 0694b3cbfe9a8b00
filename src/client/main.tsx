import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/app-providers.tsx';
import { createAppRoutes } from './app/app-routes.tsx';
import { queryClient } from './lib/query-client.ts';
import './styles.css';

const router = createBrowserRouter(createAppRoutes(queryClient));

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <AppProviders client={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);

// A sign-out the server has not heard of yet (made offline, ADR 023) is sent now.
void import('./lib/pending-revokes.ts').then((module) => module.sendPendingRevokes());

// The service worker (ADR 046) is set up after the first paint; its code is not on it.
void import('./lib/register-service-worker.ts').then((module) => module.registerServiceWorker());
