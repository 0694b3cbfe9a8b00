import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParamsSchema } from '#shared/schemas/common.ts';
import { SharedReadHeadersSchema } from '#shared/schemas/read-headers.ts';
import {
  CreateVisitSchema,
  CustomerMessagePreviewRequestSchema,
  CustomerMessagePreviewSchema,
  ListVisitsQuerySchema,
  SetVisitStatusSchema,
  UpdateVisitSchema,
  VisitListSchema,
  VisitSchema,
} from '#shared/schemas/visit.ts';
import { IdempotentWriteHeadersSchema } from '#shared/schemas/write-headers.ts';
import { answerIdempotently } from '../http/idempotent-write.ts';
import { KEY_IN_PROGRESS } from '../http/operation-doc.ts';
import { sendSharedAnswer, sharedAnswers } from '../http/shared-answer.ts';
import { EVERY_READER } from '../services/read-visibility.ts';
import {
  createVisit,
  listVisits,
  previewCustomerMessage,
  setVisitStatus,
  updateVisit,
} from '../services/visits/index.ts';

const tags = ['visits'];

/**
 * Every dispatcher's board asks for the same day, and asks again after each change it hears of:
 * the written answer for a range is shared between those requests until the data changes
 * (http/shared-answer.ts, ADR 067), so a day of a few hundred visits is read and written once,
 * not once per screen, and compressed once per encoding. A week is under a megabyte; a few dozen
 * ranges at once is a busy office.
 */
const SHARED_RANGES = 40;
const BREACH =
  'A schedule rule is broken (`conflicts` names each; an overlap cannot be overridden, the others can with `overrideReason`)';
const COMPLETED = 'or the job is completed (reopen it first)';
const STALE = 'or `version` is not the current one (`visit` is the visit as it is now)';

/** Visits (docs/decisions/064-visits-as-records.md): everyone reads; planners write; a technician sets their own visit's status. */
export const visitRoutes: FastifyPluginAsyncZod = async (app) => {
  const sharedVisitLists = sharedAnswers(SHARED_RANGES);
  app.get(
    '/api/visits',
    {
      config: { permission: 'schedule:read', openapi: { sharedAnswer: true } },
      schema: {
        operationId: 'listVisits',
        summary: 'Visits that overlap a range of at most 42 days, ordered by start',
        tags,
        headers: SharedReadHeadersSchema,
        querystring: ListVisitsQuerySchema,
        response: { 200: VisitListSchema },
      },
    },
    // Written once and shared with everyone asking the same range until the data changes.
    async (request, reply) =>
      sendSharedAnswer(request, reply, {
        cache: sharedVisitLists,
        visibility: EVERY_READER,
        read: async () => ({ body: { visits: await listVisits(request.server.db, request.query) } }),
      }),
  );

  app.post(
    '/api/visits',
    {
      config: {
        permission: 'schedule:plan',
        openapi: {
          errors: [404, 409],
          errorDescriptions: {
            404: 'No live work order with that workOrderId',
            409: `${BREACH}, ${COMPLETED}`,
          },
        },
      },
      schema: {
        operationId: 'createVisit',
        summary: 'Schedule a visit of a work order',
        tags,
        body: CreateVisitSchema,
        response: { 201: VisitSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await createVisit(
            request.server.db,
            request.employee,
            request.body,
            request.server.config.companyName,
          ),
        ),
  );

  app.post(
    '/api/visits/customer-message-preview',
    {
      config: { permission: 'schedule:plan', openapi: { errors: [404] } },
      schema: {
        operationId: 'previewCustomerMessage',
        summary: 'What the customer would be sent about a visit, without sending it',
        tags,
        body: CustomerMessagePreviewRequestSchema,
        response: { 200: CustomerMessagePreviewSchema },
      },
    },
    async (request) =>
      previewCustomerMessage(request.server.db, request.body, request.server.config.companyName),
  );

  app.patch(
    '/api/visits/:id',
    {
      config: {
        permission: 'schedule:plan',
        openapi: { errors: [409], errorDescriptions: { 409: `${BREACH}, ${STALE}, or the visit is closed` } },
      },
      schema: {
        operationId: 'updateVisit',
        summary: 'Move, resize, re-window, re-crew or re-note a visit',
        tags,
        params: IdParamsSchema,
        body: UpdateVisitSchema,
        response: { 200: VisitSchema },
      },
    },
    async (request) =>
      updateVisit(
        request.server.db,
        request.employee,
        request.params.id,
        request.body,
        request.server.config.companyName,
      ),
  );

  app.post(
    '/api/visits/:id/status',
    {
      config: {
        permission: 'visits:set-status',
        openapi: {
          idempotent: true,
          errorDescriptions: {
            409: `The step is not allowed from the visit's status, ${STALE}, or ${KEY_IN_PROGRESS}`,
          },
        },
      },
      schema: {
        operationId: 'setVisitStatus',
        summary: "Set a visit's status (a technician only on their own visits; only planners cancel)",
        tags,
        params: IdParamsSchema,
        headers: IdempotentWriteHeadersSchema,
        body: SetVisitStatusSchema,
        response: { 200: VisitSchema },
      },
    },
    async (request, reply) =>
      answerIdempotently(request, reply, {
        status: 200,
        workOrderId: null,
        body: { visitId: request.params.id, ...request.body },
        staleAfterMs: request.server.config.requestTimeoutMs,
        write: (record) =>
          setVisitStatus(request.server.db, request.employee, request.params.id, request.body, {
            companyName: request.server.config.companyName,
            record,
          }),
      }),
  );
};
