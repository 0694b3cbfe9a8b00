import { expect, type Page, test } from '@playwright/test';
import { MOBILE_PAGE_HEADINGS } from '../src/shared/spec-texts/mobile-texts.ts';
import { apiLogin, checkScreen, startScreenPass, watchForErrors } from './fixtures.ts';

type Size = { readonly width: number; readonly height: number };

/**
 * A screen of the portal (docs/screens.md lists them all): where it is, the heading it shows,
 * the name its checks and pictures get, and what it shows once its content is in (beyond the heading).
 */
export type RouteScreen = {
  path: string;
  heading: string;
  name: string;
  ready?: (page: Page) => Promise<void>;
};

/**
 * Every route, checked once per project and window size. Most are checked by the route screens
 * (route-screens.desktop.spec.ts, route-screens.phone.spec.ts); a route a screen pass opens anyway
 * to go further (a view, a tab, a dialog) is checked there instead, with the same assertions
 * (docs/screens.md lists which spec checks which).
 */
export const ROUTES = {
  dashboard: {
    path: '/dashboard',
    heading: 'Dashboard',
    name: 'dashboard',
    ready: async (page) => {
      await expect(
        page.getByRole('region', { name: 'Staff Workload' }).getByRole('progressbar').first(),
      ).toBeVisible();
      await expect(page.getByRole('region', { name: 'Recent Tasks' }).getByRole('table')).toBeVisible();
    },
  },
  tasksSearch: { path: '/tasks/active?search=valve', heading: 'Current Tasks', name: 'tasks-active-search' },
  // The technicians' pages as management sees them (all jobs); a technician's headings say 'My'.
  mobileTasks: { path: '/mobile-tasks', heading: MOBILE_PAGE_HEADINGS.cards.all, name: 'mobile-tasks' },
  simpleMobileTasks: {
    path: '/simple-mobile-tasks',
    heading: MOBILE_PAGE_HEADINGS.simple.all,
    name: 'simple-mobile-tasks',
  },
  ultraMobileTasks: {
    path: '/ultra-mobile-tasks',
    heading: MOBILE_PAGE_HEADINGS.ultra.all,
    name: 'ultra-mobile-tasks',
  },
  minimalMobileTasks: {
    path: '/minimal-mobile-tasks',
    heading: MOBILE_PAGE_HEADINGS.minimal.all,
    name: 'minimal-mobile-tasks',
  },
  completedTasks: { path: '/completed-tasks', heading: 'Completed Tasks', name: 'completed-tasks' },
  pausedJobs: {
    path: '/paused-jobs',
    heading: 'Paused Jobs',
    name: 'paused-jobs-cards',
    ready: (page) => expect(page.getByTestId('work-order-card').first()).toBeVisible(),
  },
  schedule: {
    path: '/schedule',
    heading: 'Schedule',
    name: 'schedule-day',
    ready: (page) => expect(page.getByTestId('day-grid')).toBeVisible(),
  },
  employees: {
    path: '/employees',
    heading: 'Employees',
    name: 'employees',
    ready: (page) => expect(page.getByTestId('employee-card').first()).toBeVisible(),
  },
  settings: {
    path: '/settings',
    heading: 'Settings',
    name: 'settings-general',
    ready: (page) => expect(page.getByRole('tabpanel')).toBeVisible(),
  },
  profile: {
    path: '/profile',
    heading: 'Profile',
    name: 'profile',
    ready: (page) => expect(page.getByRole('button', { name: 'Edit Profile' })).toBeVisible(),
  },
  workOrders: {
    path: '/work-orders',
    heading: 'Priority Tasks',
    name: 'work-orders',
    ready: (page) => expect(page.getByTestId('work-order-card').first()).toBeVisible(),
  },
  workOrderInvalidId: {
    path: '/work-orders/not-a-number',
    heading: 'Work Order Not Found',
    name: 'work-order-invalid-id',
  },
  admin: {
    path: '/admin',
    heading: 'Admin Panel',
    name: 'admin-employees',
    ready: (page) => expect(page.getByText('margaret.doyle@demo.plumbing').first()).toBeVisible(),
  },
  notifications: { path: '/notifications', heading: 'Notifications', name: 'notifications' },
  contact: {
    path: '/contact',
    heading: 'Contact Support',
    name: 'contact',
    ready: (page) => expect(page.getByLabel('Subject')).toBeVisible(),
  },
  companySettings: {
    path: '/company-settings',
    heading: 'Company settings',
    name: 'company-settings',
    ready: (page) => expect(page.getByRole('table', { name: "Technicians' working hours" })).toBeVisible(),
  },
} satisfies Record<string, RouteScreen>;

/**
 * Opens a route and checks what every route shows: its heading, the document title
 * '<heading> - Employee Portal' and the header; then waits for its content. The caller watches
 * for console errors (watchForErrors) over its whole visit.
 */
export async function openRoute(page: Page, route: RouteScreen) {
  await page.goto(route.path);
  await expect(page.getByRole('heading', { level: 1 }), route.path).toHaveText(route.heading);
  await expect(page).toHaveTitle(`${route.heading} - Employee Portal`);
  await expect(page.getByRole('banner')).toBeVisible();
  await route.ready?.(page);
}

/**
 * The route screens of one window size: every route given (signed in as management), each opened
 * (openRoute) and checked with checkScreen; the story fails on any console error.
 */
export async function checkRouteScreens(page: Page, routes: readonly RouteScreen[], size: Size) {
  // A page load and its checks (overflow, axe in the light theme, contrast in the dark) per
  // screen: up to 20 s each on a busy machine.
  test.setTimeout(routes.length * 20_000);
  await startScreenPass(page, size);
  await apiLogin(page, 'management');
  const problems = watchForErrors(page);
  for (const route of routes) {
    await openRoute(page, route);
    await checkScreen(page, route.name);
  }
  expect(problems).toEqual([]);
}

/** The not-found pages of one window size: an unknown path (signed out), and a work order no one has. */
export async function checkNotFoundScreens(page: Page, size: Size) {
  await startScreenPass(page, size);
  // The work order that does not exist is a 404 answer the page explains.
  const problems = watchForErrors(page, { allowStatuses: [404] });

  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
  await checkScreen(page, 'not-found');

  await apiLogin(page, 'management');
  await page.goto('/work-orders/2147483647');
  await expect(page.getByRole('heading', { level: 1, name: 'Work Order Not Found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Tasks' })).toBeVisible();
  await checkScreen(page, 'work-order-not-found');
  expect(problems).toEqual([]);
}
