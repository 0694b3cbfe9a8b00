import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { activityRoutes } from './activity.ts';
import { assignmentRoutes } from './assignments.ts';
import { attachmentRoutes } from './attachments.ts';
import { authRoutes } from './auth.ts';
import { commentRoutes } from './comments.ts';
import { companySettingsRoutes } from './company-settings.ts';
import { dashboardRoutes } from './dashboard.ts';
import { deletedWorkOrderRoutes } from './deleted-work-orders.ts';
import { employeeRoutes } from './employees.ts';
import { eventRoutes } from './events.ts';
import { handBackRoutes } from './hand-backs.ts';
import { healthRoutes } from './health.ts';
import { notificationRoutes } from './notifications.ts';
import { passwordRoutes } from './passwords.ts';
import { pausedJobRoutes } from './paused-jobs.ts';
import { questionRoutes } from './questions.ts';
import { scheduleTrayRoutes } from './schedule-tray.ts';
import { supportRoutes } from './support.ts';
import { visitRoutes } from './visits.ts';
import { webManifestRoutes } from './web-manifest.ts';
import { workOrderRoutes } from './work-orders.ts';

/**
 * Every route plugin, in the order createApp registers them. Each plugin names its full URLs, so
 * none takes a prefix. The order is the order of the OpenAPI document's paths; a new plugin goes
 * here and nowhere else.
 */
export const ROUTE_PLUGINS: readonly FastifyPluginAsyncZod[] = [
  healthRoutes,
  authRoutes,
  passwordRoutes,
  workOrderRoutes,
  pausedJobRoutes,
  deletedWorkOrderRoutes,
  commentRoutes,
  questionRoutes,
  assignmentRoutes,
  attachmentRoutes,
  employeeRoutes,
  dashboardRoutes,
  notificationRoutes,
  supportRoutes,
  webManifestRoutes,
  activityRoutes,
  visitRoutes,
  eventRoutes,
  companySettingsRoutes,
  scheduleTrayRoutes,
  handBackRoutes,
];
