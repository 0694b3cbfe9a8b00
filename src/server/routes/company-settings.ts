import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParamsSchema } from '#shared/schemas/common.ts';
import {
  CompanySettingsSchema,
  CreateTimeOffSchema,
  TechnicianScheduleListSchema,
  TechnicianScheduleParamsSchema,
  TechnicianScheduleSchema,
  TimeOffListSchema,
  TimeOffQuerySchema,
  TimeOffSchema,
  UpdateCompanySettingsSchema,
  UpdateTechnicianScheduleSchema,
} from '#shared/schemas/company-settings.ts';
import { getCompanySettings, updateCompanySettings } from '../services/company-settings/company-settings.ts';
import {
  listTechnicianSchedules,
  updateTechnicianSchedule,
} from '../services/company-settings/technician-schedules.ts';
import { createTimeOff, deleteTimeOff, listTimeOff } from '../services/company-settings/time-off.ts';

const tags = ['company-settings'];

/** The company's settings, technicians' hours and time off: everyone reads them, management edits. */
export const companySettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/company-settings',
    {
      config: { permission: 'schedule:read' },
      schema: {
        operationId: 'getCompanySettings',
        summary: "The company's time zone and customer messages",
        tags,
        response: { 200: CompanySettingsSchema },
      },
    },
    async (request) => getCompanySettings(request.server.db),
  );

  app.put(
    '/api/company-settings',
    {
      // 400: an unknown time zone or message placeholder; 409: another save came first.
      config: {
        permission: 'company-settings:edit',
        openapi: {
          errors: [400, 409],
          errorDescriptions: {
            409: 'The version is not the one stored: someone else saved first; read the settings again',
          },
        },
      },
      schema: {
        operationId: 'updateCompanySettings',
        summary: "Change the company's time zone or customer messages (management)",
        tags,
        body: UpdateCompanySettingsSchema,
        response: { 200: CompanySettingsSchema },
      },
    },
    async (request) => updateCompanySettings(request.server.db, request.employee, request.body),
  );

  app.get(
    '/api/technician-schedules',
    {
      config: { permission: 'schedule:read' },
      schema: {
        operationId: 'listTechnicianSchedules',
        summary: "Every active technician's working hours and daily capacity",
        tags,
        response: { 200: TechnicianScheduleListSchema },
      },
    },
    async (request) => listTechnicianSchedules(request.server.db),
  );

  app.put(
    '/api/technician-schedules/:employeeId',
    {
      // 400: not a technician, or the day ends before it starts; 404: no such employee.
      config: { permission: 'company-settings:edit', openapi: { errors: [400, 404] } },
      schema: {
        operationId: 'updateTechnicianSchedule',
        summary: "Set a technician's working hours and daily capacity (management)",
        tags,
        params: TechnicianScheduleParamsSchema,
        body: UpdateTechnicianScheduleSchema,
        response: { 200: TechnicianScheduleSchema },
      },
    },
    async (request) => updateTechnicianSchedule(request.server.db, request.params.employeeId, request.body),
  );

  app.get(
    '/api/time-off',
    {
      // 400: the range ends before it starts or spans more than 42 days.
      config: { permission: 'schedule:read', openapi: { errors: [400] } },
      schema: {
        operationId: 'listTimeOff',
        summary: "Technicians' time off that overlaps a range",
        tags,
        querystring: TimeOffQuerySchema,
        response: { 200: TimeOffListSchema },
      },
    },
    async (request) => listTimeOff(request.server.db, request.query),
  );

  app.post(
    '/api/time-off',
    {
      // 400: it ends before it starts, spans more than 31 days, or names no employee.
      config: { permission: 'company-settings:edit', openapi: { errors: [400] } },
      schema: {
        operationId: 'createTimeOff',
        summary: 'Add time off for a technician (management)',
        tags,
        body: CreateTimeOffSchema,
        response: { 201: TimeOffSchema },
      },
    },
    async (request, reply) => {
      const created = await createTimeOff(request.server.db, request.employee, request.body);
      return reply.status(201).send(created);
    },
  );

  app.delete(
    '/api/time-off/:id',
    {
      config: { permission: 'company-settings:edit' },
      schema: {
        operationId: 'deleteTimeOff',
        summary: 'Remove time off (management)',
        tags,
        params: IdParamsSchema,
        response: { 204: z.null().describe('Removed') },
      },
    },
    async (request, reply) => {
      await deleteTimeOff(request.server.db, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
