/**
 * The people and shell area's texts: layout (sidebar, header), login and logout, dashboard,
 * employees, profile, settings, access checks, and the 404 page.
 */

/** Any path the portal does not know. */
export const NOT_FOUND_TEXTS = {
  title: '404 Page Not Found',
} as const;

/** The login form's check and the login toasts ('{name}' is the employee's name). */
export const LOGIN_TOASTS = {
  missingTitle: 'Missing Information',
  missingText: 'Please enter both email and password.',
  failedTitle: 'Login Failed',
  failedText: 'Login failed',
  successTitle: 'Login Successful',
  successText: 'Welcome back, {name}!',
} as const;

/**
 * A refused sign-in (ADR 030) says how long to wait; the login form
 * shows the server's words. '{wait}' is '45 seconds', '1 minute' or '16 minutes'.
 */
export const SIGN_IN_LIMIT_TEXTS = {
  tooManyAttempts: 'Too many sign-in attempts. Please wait {wait} and try again.',
  seconds: '{count} seconds',
  oneSecond: '1 second',
  minutes: '{count} minutes',
  oneMinute: '1 minute',
} as const;

/** The logout toasts (the failure's text is the error's message). */
export const LOGOUT_TOASTS = {
  doneTitle: 'Logged Out',
  doneText: 'You have been successfully logged out.',
  failedTitle: 'Logout Error',
} as const;

/** /dashboard: the cards' titles, links, overflow lines and empty states. */
export const DASHBOARD_CARD_TEXTS = {
  tasksOverview: 'Tasks Overview',
  moreTasks: '+{count} more tasks',
  noActiveTasks: 'No active tasks at this time',
  morePausedJobs: '+{count} more paused jobs',
  noPausedJobs: 'No paused jobs at this time',
  viewAllPriorityTasks: 'View all priority tasks',
  recentHistory: 'Recent History',
  clearHistory: 'Clear history',
  browseTasks: 'Browse tasks',
  noRecentHistory: 'No recently viewed tasks',
  recentTasks: 'Recent Tasks',
  staffWorkload: 'Staff Workload',
  /** A workload row opens that person's current jobs. */
  openJobsOf: "Open {name}'s jobs",
} as const;

/**
 * The dashboard's stat cards. The server computes the change; the line says what it compares
 * (a bare '12% from last month' would not): Total Tasks is the active work now against the active
 * work 30 days ago, Completed Today against all of yesterday. '{change}' is '12%' or a count,
 * '{tasks}' is 'task' or 'tasks', '{previous}' the earlier count.
 */
export const DASHBOARD_STAT_TEXTS = {
  totalTasks: 'Total Tasks',
  completedToday: 'Completed Today',
  moreActiveThanLastMonth: '{change} more active {tasks} than 30 days ago',
  fewerActiveThanLastMonth: '{change} fewer active {tasks} than 30 days ago',
  sameActiveAsLastMonth: 'As many active tasks as 30 days ago',
  moreCompletedThanYesterday: "{change} more than yesterday's {previous} completed",
  fewerCompletedThanYesterday: "{change} fewer than yesterday's {previous} completed",
  sameCompletedAsYesterday: "As many as yesterday's {previous} completed",
  overdue: 'Overdue',
  overdueInfo: 'Active work past its due date, every priority',
  viewOverdue: 'View overdue tasks',
} as const;

/** /dashboard: the Staff Workload period selector (a choice changes the request). */
export const DASHBOARD_PERIOD_TEXTS = {
  thisWeek: 'This Week',
  thisMonth: 'This Month',
  last30Days: 'Last 30 Days',
  allTime: 'All Time',
} as const;

/** /employees: the buttons that lead to the admin panel. */
export const EMPLOYEE_TEXTS = {
  addEmployee: 'Add Employee',
  manage: 'Manage',
  /** The status switch's label: the state the employee is in, the switch on when active. */
  active: 'Active',
  inactive: 'Inactive',
} as const;

/** The employee status toasts (on failure the error's own message comes first, if it has one). */
export const EMPLOYEE_STATUS_TOASTS = {
  updatedTitle: 'Employee Status Updated',
  updatedText: 'The employee status has been successfully changed.',
  failedTitle: 'Error',
  failedText: 'Failed to update employee status.',
} as const;

/** The access-denied toast of /employees (its title also heads the access-denied screen). */
export const ACCESS_DENIED_TEXTS = {
  title: 'Access Denied',
  employeesOnly: 'Only management can access the employee page.',
} as const;

/** /settings: the four tabs, in order. */
export const SETTINGS_TAB_TEXTS = {
  general: 'General',
  notifications: 'Notifications',
  security: 'Security',
  profile: 'Profile',
} as const;

/** /settings, General tab. */
export const SETTINGS_GENERAL_TEXTS = {
  darkTheme: 'Dark Theme',
  autoRefresh: 'Auto Refresh',
  compactView: 'Compact View',
  save: 'Save Changes',
} as const;

/** /settings, Notifications tab. */
export const SETTINGS_NOTIFICATION_TEXTS = {
  email: 'Email Notifications',
  workOrderUpdates: 'Work Order Updates',
  assignments: 'Assignment Notifications',
  save: 'Save Notification Settings',
} as const;

/** /settings, Security tab. */
export const SETTINGS_SECURITY_TEXTS = {
  currentPassword: 'Current Password',
  newPassword: 'New Password',
  confirmNewPassword: 'Confirm New Password',
  save: 'Change Password',
} as const;

/** /settings, Profile tab (its Role and Email labels are single words left to the screen). */
export const SETTINGS_PROFILE_TEXTS = {
  fullName: 'Full Name',
  phoneNumber: 'Phone Number',
  save: 'Update Profile',
} as const;

/**
 * /profile. ADR 011: 'Change Password' links to Settings > Security, and the
 * password line goes on with ' if you have forgotten it.'
 */
export const PROFILE_TEXTS = {
  edit: 'Edit Profile',
  cancel: 'Cancel',
  save: 'Save Changes',
  saving: 'Saving...',
  nameEmailByAdministrator: 'Contact your administrator to change your name/email',
  changePassword: 'Change Password',
  passwordByAdministrator: 'Contact your administrator to change your password',
} as const;

/** The profile's rule: the hint in edit mode while there is no phone number for SMS. */
export const PROFILE_NOTIFICATION_TEXTS = {
  smsNeedsPhone: 'Add a phone number to enable SMS notifications',
} as const;

/** The profile toasts, and the error of an update with nobody signed in. */
export const PROFILE_TOASTS = {
  savedTitle: 'Profile Updated',
  savedText: 'Your profile settings have been saved successfully.',
  failedTitle: 'Update Failed',
  failedText: 'Failed to update your profile. Please try again.',
  noEmployee: 'No employee data',
} as const;
