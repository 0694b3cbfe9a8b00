import type { ActivityItem } from '#shared/schemas/activity.ts';
import type { Attachment, DeleteAttachmentResponse } from '#shared/schemas/attachment.ts';
import type { DemoAccount, LoginResponse } from '#shared/schemas/auth.ts';
import type { PortalInfo } from '#shared/schemas/common.ts';
import type { CompanySettings, TechnicianSchedule, TimeOff } from '#shared/schemas/company-settings.ts';
import type { DashboardStats, EmployeeStats, RecentWorkOrder } from '#shared/schemas/dashboard.ts';
import type { DeletedWorkOrder } from '#shared/schemas/deleted-work-order.ts';
import type { CurrentEmployee, Employee, EmployeeWithTemporaryPassword } from '#shared/schemas/employee.ts';
import type { HandBack, HandBackRule } from '#shared/schemas/hand-back.ts';
import type { MarkAllReadResponse, Notification, UnreadCount } from '#shared/schemas/notification.ts';
import type { SupportContact, SupportResponse } from '#shared/schemas/support.ts';
import type { CustomerMessagePreview, ScheduleTray, Visit } from '#shared/schemas/visit.ts';
import type {
  AssignedEmployee,
  Comment,
  Question,
  WorkOrder,
  WorkOrderDetail,
  WorkOrderListItem,
} from '#shared/schemas/work-order.ts';

type Message = { message: string };

/**
 * What each API route answers on success, keyed 'METHOD /path' with MSW's `:param` syntax. The
 * handlers of `api-handlers.ts` take their answers from here, so a test's fake answer has the
 * shape the real server's schema gives it.
 */
export type ApiRoutes = {
  'POST /api/auth/login': LoginResponse;
  'POST /api/auth/logout': Message;
  'GET /api/auth/me': CurrentEmployee;
  'POST /api/auth/change-password': Message;
  'GET /api/auth/demo-accounts': DemoAccount[];
  'GET /api/auth/portal-info': PortalInfo;

  'GET /api/work-orders': WorkOrderListItem[];
  'GET /api/work-orders/on-hold': WorkOrderListItem[];
  'GET /api/work-orders-need-follow-up': WorkOrder[];
  'POST /api/work-orders': WorkOrder;
  'POST /api/paused-jobs': WorkOrder;
  'GET /api/work-orders/:id': WorkOrderDetail;
  'PATCH /api/work-orders/:id': WorkOrder;
  'DELETE /api/work-orders/:id': Message & { id: number };
  'GET /api/deleted-work-orders': DeletedWorkOrder[];
  'POST /api/deleted-work-orders/:id/restore': WorkOrder;

  'GET /api/work-orders/:id/comments': Comment[];
  'POST /api/work-orders/:id/comments': Comment;
  'GET /api/work-orders/:id/questions': Question[];
  'POST /api/work-orders/:id/questions': Question;
  'PATCH /api/work-orders/:id/questions/:questionId': Question;
  'GET /api/work-orders/:id/assigned-employees': AssignedEmployee[];
  'POST /api/work-orders/:id/assign': AssignedEmployee[];
  'POST /api/work-orders/:id/unassign': AssignedEmployee[];
  'GET /api/work-orders/:id/attachments': Attachment[];
  'POST /api/attachments': Attachment;
  'DELETE /api/attachments/:id': DeleteAttachmentResponse;
  /** The file's bytes, not JSON: answer with a resolver that returns `new HttpResponse(blob)`. */
  'GET /api/attachments/:id/file': never;

  'GET /api/company-settings': CompanySettings;
  'PUT /api/company-settings': CompanySettings;
  'GET /api/technician-schedules': { technicians: TechnicianSchedule[] };
  'PUT /api/technician-schedules/:employeeId': TechnicianSchedule;
  'GET /api/time-off': { timeOff: TimeOff[] };
  'POST /api/time-off': TimeOff;
  'DELETE /api/time-off/:id': Record<string, never>;

  'GET /api/employees': Employee[];
  'POST /api/employees': EmployeeWithTemporaryPassword;
  'PATCH /api/employees/:id': CurrentEmployee;
  'PATCH /api/employees/:id/status': CurrentEmployee;
  'POST /api/employees/:id/reset-password': EmployeeWithTemporaryPassword;

  'GET /api/dashboard/stats': DashboardStats;
  'GET /api/dashboard/priority-work-orders': WorkOrder[];
  'GET /api/dashboard/recent-work-orders': RecentWorkOrder[];
  'GET /api/dashboard/employee-stats': EmployeeStats[];

  'GET /api/notifications': Notification[];
  'GET /api/notifications/unread-count': UnreadCount;
  'POST /api/notifications/:id/read': Notification;
  'POST /api/notifications/read-all': MarkAllReadResponse;

  'POST /api/support': SupportResponse;
  'GET /api/support/contact': SupportContact;

  'GET /api/activity': ActivityItem[];

  'GET /api/work-orders/:id/activity': ActivityItem[];

  'GET /api/visits': { visits: Visit[] };
  'POST /api/visits': Visit;
  'PATCH /api/visits/:id': Visit;
  'POST /api/visits/:id/status': Visit;
  'POST /api/visits/customer-message-preview': CustomerMessagePreview;
  'GET /api/schedule/tray': ScheduleTray;

  'GET /api/work-orders/:id/hand-backs': { handBacks: HandBack[] };
  'POST /api/hand-backs/:id/review': HandBack;
  'POST /api/hand-backs/:id/reopen': HandBack;
  'GET /api/hand-back-rules': { rules: HandBackRule[] };
  'PUT /api/hand-back-rules/:type': HandBackRule;
};

export type ApiRoute = keyof ApiRoutes;
