import type { QueryClient } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import { ROUTE_TEXTS } from '#shared/spec-texts/shell-texts.ts';
import { UniversalActionsProvider } from '../components/universal-actions/universal-actions-provider.tsx';
import type { UniversalDialogRegistry } from '../components/universal-actions/universal-dialogs.ts';
import { LazyCreatePausedJobDialog } from '../features/paused-jobs/create-paused-job/lazy-create-paused-job-dialog.ts';
import { LazyCreateTaskDialog } from '../features/tasks/create-task/lazy-create-task-dialog.ts';
import { LazyUpdateTaskDialog } from '../features/tasks/update-task/lazy-update-task-dialog.ts';
import { HomeRedirect } from './home-redirect.tsx';
import { AppLayout } from './layout/app-layout.tsx';
import { lazyScreen } from './lazy-screen.tsx';
import { RouteError } from './route-error.tsx';
import { RedirectIfSignedIn, RequireAuth } from './route-guards.tsx';
import { ScreenFrame } from './screen-frame.tsx';

// One element for both paths, so searching from /tasks keeps the same screen mounted.
const loadTasksScreen = () => import('./routes/tasks-route.tsx');
const tasksScreen = lazyScreen('tasks', loadTasksScreen);

const loadScheduleScreen = () => import('./routes/schedule-route.tsx');
const scheduleScreen = lazyScreen('schedule', loadScheduleScreen);

/** The dialogs the universal actions open; each is its own chunk, loaded on first open. */
const universalDialogs: UniversalDialogRegistry = {
  'create-task': LazyCreateTaskDialog,
  'create-paused-job': LazyCreatePausedJobDialog,
  'update-task': LazyUpdateTaskDialog,
};

type ScreenLoader = Parameters<typeof lazyScreen>[1];

/** A signed-in screen: its path, its element and, for a screen that asks for its list early, its loader. */
type Screen = { path: string; element: ReactElement; loader?: RouteObject['loader'] };

/** A screen's early requests, from a module of their own so the route table stays small. */
type Prefetch = () => Promise<(queryClient: QueryClient, url: URL) => void>;

const prefetchMobileList: Prefetch = () =>
  import('../features/mobile/api/prefetch-mobile-list.ts').then((module) => module.prefetchMobileList);
const prefetchSchedule: Prefetch = () =>
  import('../features/schedule/api/prefetch-schedule.ts').then((module) => module.prefetchSchedule);
const prefetchTaskList: Prefetch = () =>
  import('../features/tasks/api/prefetch-task-list.ts').then((module) => module.prefetchTaskList);

/**
 * A screen whose list is asked for as its route is entered: the list request, its code and the
 * session check start at once instead of one after the other (issue 8 for a technician's slow phone
 * link, issue 25 for Current Tasks, whose code is about 45 chunks). The loader answers nothing and
 * never waits.
 */
function prefetchedScreen(
  path: string,
  element: ReactElement,
  load: ScreenLoader,
  prefetch: Prefetch,
  queryClient: QueryClient,
): Screen {
  return {
    path,
    loader: ({ request }) => {
      void load();
      void prefetch().then((start) => start(queryClient, new URL(request.url)));
      return null;
    },
    element,
  };
}

/** A technician's page (issue 8). */
const mobileScreen = (path: string, load: ScreenLoader, queryClient: QueryClient): Screen =>
  prefetchedScreen(path, lazyScreen(path, load), load, prefetchMobileList, queryClient);

/** Every route of the portal, as docs/screens.md lists them. */
const signedInScreens = (queryClient: QueryClient): Screen[] => [
  { path: 'dashboard', element: lazyScreen('dashboard', () => import('./routes/dashboard-route.tsx')) },
  prefetchedScreen('tasks', tasksScreen, loadTasksScreen, prefetchTaskList, queryClient),
  prefetchedScreen('tasks/active', tasksScreen, loadTasksScreen, prefetchTaskList, queryClient),
  mobileScreen('mobile-tasks', () => import('./routes/mobile-tasks-route.tsx'), queryClient),
  mobileScreen('simple-mobile-tasks', () => import('./routes/simple-mobile-tasks-route.tsx'), queryClient),
  mobileScreen('ultra-mobile-tasks', () => import('./routes/ultra-mobile-tasks-route.tsx'), queryClient),
  mobileScreen('minimal-mobile-tasks', () => import('./routes/minimal-mobile-tasks-route.tsx'), queryClient),
  {
    path: 'completed-tasks',
    element: lazyScreen('completed-tasks', () => import('./routes/completed-tasks-route.tsx')),
  },
  { path: 'paused-jobs', element: lazyScreen('paused-jobs', () => import('./routes/paused-jobs-route.tsx')) },
  prefetchedScreen('schedule', scheduleScreen, loadScheduleScreen, prefetchSchedule, queryClient),
  { path: 'employees', element: lazyScreen('employees', () => import('./routes/employees-route.tsx')) },
  {
    path: 'company-settings',
    element: lazyScreen('company-settings', () => import('./routes/company-settings-route.tsx')),
  },
  { path: 'settings', element: lazyScreen('settings', () => import('./routes/settings-route.tsx')) },
  { path: 'profile', element: lazyScreen('profile', () => import('./routes/profile-route.tsx')) },
  { path: 'work-orders', element: lazyScreen('work-orders', () => import('./routes/work-orders-route.tsx')) },
  {
    path: 'work-orders/:id',
    element: lazyScreen('work-order', () => import('./routes/work-order-route.tsx')),
  },
  {
    path: 'admin',
    element: lazyScreen('admin', () => import('./routes/admin-route.tsx'), {
      loadingLabel: ROUTE_TEXTS.adminLoading,
    }),
  },
  {
    path: 'notifications',
    element: lazyScreen('notifications', () => import('./routes/notifications-route.tsx')),
  },
  { path: 'contact', element: lazyScreen('contact', () => import('./routes/contact-route.tsx')) },
];

/**
 * The signed-in routes. Each element is a ScreenFrame around the screen, so a job opened from a
 * list (/work-orders/{id} with the list in its history state) draws that list under its dialog
 * without mounting it again (ADR 026).
 */
function protectedScreens(queryClient: QueryClient): RouteObject[] {
  const screens = signedInScreens(queryClient);
  const table: RouteObject[] = screens.map(({ path, element }) => ({ path: `/${path}`, element }));
  const screenAt = (pathname: string) => {
    const leaf = matchRoutes(table, pathname)?.at(-1);
    // A job under a job is no list: the quiet page then.
    return leaf && leaf.route.path !== '/work-orders/:id' ? (leaf.route.element as ReactElement) : null;
  };
  return screens.map(({ path, element, loader }) => ({
    path,
    ...(loader ? { loader } : {}),
    element: <ScreenFrame screen={element} screenAt={screenAt} />,
  }));
}

/**
 * Everything the browser can show: a data-router route tree (see main.tsx). `queryClient` is the
 * one the app's providers hold, for the loaders that start requests early.
 */
export const createAppRoutes = (queryClient: QueryClient): RouteObject[] => [
  {
    errorElement: <RouteError />,
    children: [
      {
        path: '/login',
        element: (
          <RedirectIfSignedIn>
            {lazyScreen('login', () => import('./routes/login-route.tsx'), { fullPage: true })}
          </RedirectIfSignedIn>
        ),
      },
      { path: '/', element: <HomeRedirect /> },
      {
        element: (
          <RequireAuth>
            <UniversalActionsProvider dialogs={universalDialogs}>
              <AppLayout />
            </UniversalActionsProvider>
          </RequireAuth>
        ),
        // Inside the layout, so a screen that fails keeps the sidebar and header around it.
        children: [{ errorElement: <RouteError />, children: protectedScreens(queryClient) }],
      },
      {
        path: '*',
        element: lazyScreen('not-found', () => import('./routes/not-found-route.tsx'), { fullPage: true }),
      },
    ],
  },
];
