/**
 * The words of the shell every signed-in page carries on its first paint: the sidebar, the header,
 * the route table's fallbacks, the brand, and the titles of the dialogs the quick actions open.
 * Kept apart from the screens' own words so the entry chunk carries only these (ADR 017).
 */

/** The sidebar's links (also the screens' names in their headings and tab titles). */
export const NAV_TEXTS = {
  dashboard: 'Dashboard',
  tasks: 'Tasks',
  completed: 'Completed',
  pausedJobs: 'Paused Jobs',
  employees: 'Employees',
  companySettings: 'Company settings',
  profile: 'Profile',
  settings: 'Settings',
  admin: 'Admin Panel',
  notifications: 'Notifications',
  contact: 'Contact Support',
  schedule: 'Schedule',
} as const;

/** The badge caps, written as shown; the number in each is the cap. */
export const LAYOUT_BADGE_TEXTS = {
  sidebarCap: '99+',
  bellCap: '9+',
} as const;

/** The header's search, theme menu and user menu. */
export const HEADER_TEXTS = {
  searchPlaceholder: 'Search work orders...',
  themeLight: 'Light',
  themeDark: 'Dark',
  themeSystem: 'System',
  profileSettings: 'Profile Settings',
  logOut: 'Log out',
} as const;

/** The admin panel's lazy-loading fallback. */
export const ROUTE_TEXTS = {
  adminLoading: 'Loading admin panel...',
} as const;

/** /login. `brand` is also the portal's name in every tab title. */
export const LOGIN_TEXTS = {
  brand: 'Employee Portal',
  heading: 'Welcome Back',
  stayLoggedIn: 'Stay logged in for 30 days',
  signIn: 'Sign In',
  signingIn: 'Signing In...',
  help: 'Need help? Contact your administrator',
} as const;

/** The create and update dialogs' titles. */
export const WORK_ORDER_DIALOG_TEXTS = {
  createPausedJob: 'Create New Paused Job',
  createTask: 'Create New Task',
  updateTask: 'Update Task',
} as const;
