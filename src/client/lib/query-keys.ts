/**
 * Every query key in one factory, so invalidation names what it means (no inline keys elsewhere).
 *
 * Keys are nested so a prefix selects a family: `workOrders.lists()` matches every
 * `workOrders.list(params)`, and `workOrders.detail(id)` matches that work order's comments,
 * attachments and assignments. The lists refreshed after a change (all tasks, on-hold,
 * need-follow-up) each have their own prefix so they can be refreshed without the details.
 */
type Params = Readonly<Record<string, unknown>>;

const workOrdersRoot = ['work-orders'] as const;
const dashboardRoot = ['dashboard'] as const;
const employeesRoot = ['employees'] as const;
const notificationsRoot = ['notifications'] as const;
const activityRoot = ['activity'] as const;
const deletedWorkOrdersRoot = ['deleted-work-orders'] as const;
const scheduleRoot = ['schedule'] as const;

export const queryKeys = {
  currentEmployee: ['auth', 'me'] as const,
  demoAccounts: ['auth', 'demo-accounts'] as const,
  portalInfo: ['auth', 'portal-info'] as const,

  workOrders: {
    all: workOrdersRoot,
    /** Prefix of every GET /api/work-orders list, whatever its parameters. */
    lists: () => [...workOrdersRoot, 'list'] as const,
    list: (params: Params = {}) => [...workOrdersRoot, 'list', params] as const,
    /** The technicians' list as saved on this device for offline use (ADR 046); not a live list. */
    savedMobileList: [...workOrdersRoot, 'saved-mobile-list'] as const,
    details: () => [...workOrdersRoot, 'detail'] as const,
    detail: (id: number) => [...workOrdersRoot, 'detail', id] as const,
    comments: (id: number) => [...workOrdersRoot, 'detail', id, 'comments'] as const,
    attachments: (id: number) => [...workOrdersRoot, 'detail', id, 'attachments'] as const,
    assignments: (id: number) => [...workOrdersRoot, 'detail', id, 'assignments'] as const,
    /** GET /api/work-orders/{id}/hand-backs: under the detail, so any change to the order reads them again. */
    handBacks: (id: number) => [...workOrdersRoot, 'detail', id, 'hand-backs'] as const,
    /** Prefix of every GET /api/work-orders/on-hold list (paused jobs). */
    onHoldLists: () => [...workOrdersRoot, 'on-hold'] as const,
    onHold: (params: Params = {}) => [...workOrdersRoot, 'on-hold', params] as const,
    /** Prefix of every GET /api/work-orders-need-follow-up list (the sidebar badge among them). */
    needFollowUpLists: () => [...workOrdersRoot, 'need-follow-up'] as const,
    needFollowUp: (params: Params = {}) => [...workOrdersRoot, 'need-follow-up', params] as const,
  },

  /** The board, the technician's day and the company settings behind them: every visit read is under `schedule.all`. */
  schedule: {
    all: scheduleRoot,
    /** Prefix of every GET /api/visits read (the board's day and week, the phone's agenda and day). */
    visitLists: () => [...scheduleRoot, 'visits'] as const,
    visits: (params: Params = {}) => [...scheduleRoot, 'visits', params] as const,
    tray: (params: Params = {}) => [...scheduleRoot, 'tray', params] as const,
    technicians: [...scheduleRoot, 'technicians'] as const,
    timeOff: (params: Params = {}) => [...scheduleRoot, 'time-off', params] as const,
    companySettings: [...scheduleRoot, 'company-settings'] as const,
  },

  dashboard: {
    all: dashboardRoot,
    stats: [...dashboardRoot, 'stats'] as const,
    priority: [...dashboardRoot, 'priority-work-orders'] as const,
    recent: (params: Params = {}) => [...dashboardRoot, 'recent-work-orders', params] as const,
    employeeStats: (params: Params = {}) => [...dashboardRoot, 'employee-stats', params] as const,
  },

  employees: {
    /** GET /api/employees (the whole list), and the prefix of every employee key. */
    all: employeesRoot,
    detail: (id: number) => [...employeesRoot, 'detail', id] as const,
    /** Prefix of the Employees page's searched lists. */
    directories: () => [...employeesRoot, 'directory'] as const,
    directory: (params: Params = {}) => [...employeesRoot, 'directory', params] as const,
  },

  /** GET /api/activity (the Admin Panel's activity log). */
  activity: {
    all: activityRoot,
    list: (params: Params = {}) => [...activityRoot, 'list', params] as const,
  },

  /** GET /api/deleted-work-orders (the Admin Panel's Recently deleted, ADR 029). */
  deletedWorkOrders: {
    all: deletedWorkOrdersRoot,
    list: (params: Params = {}) => [...deletedWorkOrdersRoot, 'list', params] as const,
  },

  /** GET /api/hand-back-rules: what a hand-back must carry, per job type (company settings). */
  handBackRules: ['hand-back-rules'] as const,

  /** GET /api/support/contact: the company's support phone and email. */
  supportContact: ['support', 'contact'] as const,

  notifications: {
    all: notificationsRoot,
    list: (params: Params = {}) => [...notificationsRoot, 'list', params] as const,
    unreadCount: [...notificationsRoot, 'unread-count'] as const,
  },
};
