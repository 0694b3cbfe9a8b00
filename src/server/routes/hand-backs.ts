import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { WORK_ORDER_TYPES } from '#shared/domain/work-order-type.ts';
import { MAX_ATTACHMENT_BYTES } from '#shared/schemas/attachment.ts';
import { IdParamsSchema } from '#shared/schemas/common.ts';
import {
  HandBackListSchema,
  HandBackRuleListSchema,
  HandBackRuleSchema,
  HandBackSchema,
  MAX_HAND_BACK_PHOTOS_PER_LABEL,
  MAX_SIGNATURE_BYTES,
  ReopenHandBackSchema,
  ReviewHandBackSchema,
  UpdateHandBackRuleSchema,
} from '#shared/schemas/hand-back.ts';
import { SharedReadHeadersSchema } from '#shared/schemas/read-headers.ts';
import { IdempotentWriteHeadersSchema } from '#shared/schemas/write-headers.ts';
import { HAND_BACK_REFUSALS } from '#shared/spec-texts/hand-back-texts.ts';
import { AppError } from '../errors/app-error.ts';
import { answerIdempotently } from '../http/idempotent-write.ts';
import { KEY_IN_PROGRESS } from '../http/operation-doc.ts';
import { sendSharedAnswer, sharedAnswers } from '../http/shared-answer.ts';
import { listHandBackRules, updateHandBackRule } from '../services/hand-backs/hand-back-rules.ts';
import { handBackOfVisit, handBacksOfWorkOrder } from '../services/hand-backs/read-hand-backs.ts';
import { discardHandBackForm, receiveHandBackForm } from '../services/hand-backs/receive-hand-back-form.ts';
import { reopenHandBack, reviewHandBack } from '../services/hand-backs/review-and-reopen.ts';
import { submitHandBack } from '../services/hand-backs/submit-hand-back.ts';
import { handBackVisibility } from '../services/read-visibility.ts';
import { uploadsDirOf } from '../storage/temp-uploads.ts';

const tags = ['hand-backs'];
const STALE = '`version` is not the current one (`handBack` is the hand-back as it is now)';

/** The form as the OpenAPI document shows it; the body is read as a stream, never parsed up front. */
const HandBackFormSchema = z.object({
  // Required in fact; optional here so a body that is not a form reaches the handler's own words.
  handBack: z.string().optional().meta({
    description:
      'Required. JSON: workDone, parts, arrivedAt, leftAt, timeChangeReason, signOff, outcome, signedAt, contentSha256 (HandBackInputSchema)',
  }),
  before: z
    .array(z.file().max(MAX_ATTACHMENT_BYTES))
    .max(MAX_HAND_BACK_PHOTOS_PER_LABEL)
    .optional()
    .meta({ description: 'Photos before the work, in order (the part repeated)' }),
  after: z
    .array(z.file().max(MAX_ATTACHMENT_BYTES))
    .max(MAX_HAND_BACK_PHOTOS_PER_LABEL)
    .optional()
    .meta({ description: 'Photos after the work, in order (the part repeated)' }),
  signature: z
    .file()
    .max(MAX_SIGNATURE_BYTES)
    .optional()
    .meta({ description: "The customer's signature as a PNG, exactly when signOff.kind is signed" }),
});

const TypeParamsSchema = z.object({
  type: z.enum(WORK_ORDER_TYPES).meta({ description: 'The job type the rule is for' }),
});

/** Visit hand-backs (docs/decisions/068-visit-hand-back.md): sent whole from the phone, reviewed by the office. */
export const handBackRoutes: FastifyPluginAsyncZod = async (app) => {
  const sharedHandBackLists = sharedAnswers(200);
  // Registered here so multipart parsing exists on these routes only; the JSON part is a field.
  await app.register(multipart, {
    limits: {
      fileSize: MAX_ATTACHMENT_BYTES,
      files: 2 * MAX_HAND_BACK_PHOTOS_PER_LABEL + 1,
      fields: 5,
      fieldSize: 64 * 1024,
    },
  });

  app.post(
    '/api/visits/:id/hand-back',
    {
      // Photos from a phone on a poor signal take minutes, not the 30 s other requests get.
      handlerTimeout: app.config.uploadTimeoutMs,
      config: {
        permission: 'visits:set-status',
        openapi: {
          idempotent: true,
          errors: [400, 403, 404, 409, 413, 415],
          errorDescriptions: {
            400: 'The form, a file or the time on site is refused, a rule of the job type is not met, or the sent contentSha256 differs from the one computed',
            403: 'A technician not on the visit',
            404: 'No such visit, or its work order is deleted',
            409: `The visit is cancelled, it has a hand-back not reopened, or ${KEY_IN_PROGRESS}`,
          },
        },
      },
      schema: {
        operationId: 'submitHandBack',
        summary:
          "Hand back a visit: work done, photos, parts, time on site, the customer's sign-off, the outcome",
        tags,
        consumes: ['multipart/form-data'],
        params: IdParamsSchema,
        headers: IdempotentWriteHeadersSchema.required(),
        body: HandBackFormSchema.nullish(),
        response: { 201: HandBackSchema },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw new AppError('bad_request', HAND_BACK_REFUSALS.noForm);
      const form = await receiveHandBackForm(request.parts(), uploadsDirOf(request.server.config.dataDir));
      try {
        return await answerIdempotently(request, reply, {
          status: 201,
          workOrderId: null,
          // Bound to the files by their hashes, never by their bytes (ADR 045).
          body: {
            visitId: request.params.id,
            handBack: form.json ?? null,
            photos: form.photos.map((photo) => [photo.label, photo.sha256]),
            signature: form.signature?.sha256 ?? null,
          },
          staleAfterMs: request.server.config.uploadTimeoutMs,
          onReplay: () => discardHandBackForm(form),
          write: (record) =>
            submitHandBack(request.server.db, {
              actor: request.employee,
              visitId: request.params.id,
              form,
              store: request.server.attachmentStore,
              log: request.log,
              record,
            }),
        });
      } catch (error) {
        await discardHandBackForm(form);
        throw error;
      }
    },
  );

  app.get(
    '/api/visits/:id/hand-back',
    {
      config: {
        permission: 'schedule:read',
        openapi: {
          errorDescriptions: { 403: 'A technician not on the visit', 404: 'The visit has no hand-back' },
        },
      },
      schema: {
        operationId: 'getVisitHandBack',
        summary: "A visit's hand-back (the newest, when one was reopened)",
        tags,
        params: IdParamsSchema,
        response: { 200: HandBackSchema },
      },
    },
    async (request) => handBackOfVisit(request.server.db, request.employee, request.params.id),
  );

  app.get(
    '/api/work-orders/:id/hand-backs',
    {
      config: { permission: 'work-orders:read', openapi: { sharedAnswer: true } },
      schema: {
        operationId: 'listWorkOrderHandBacks',
        summary: "A work order's hand-backs, newest first (a technician sees those of their visits)",
        tags,
        headers: SharedReadHeadersSchema,
        params: IdParamsSchema,
        response: { 200: HandBackListSchema },
      },
    },
    // Every office screen with the job open asks again after each change to it: shared between
    // those who see the same hand-backs (the office alike; each technician their own).
    async (request, reply) =>
      sendSharedAnswer(request, reply, {
        cache: sharedHandBackLists,
        visibility: handBackVisibility(request.employee),
        read: async () => ({
          body: {
            handBacks: await handBacksOfWorkOrder(request.server.db, request.employee, request.params.id),
          },
        }),
      }),
  );

  app.post(
    '/api/hand-backs/:id/review',
    {
      config: {
        permission: 'hand-backs:review',
        openapi: {
          errors: [409],
          errorDescriptions: {
            409: `${STALE}, the hand-back is not awaiting review, or completeTask for work not done`,
          },
        },
      },
      schema: {
        operationId: 'reviewHandBack',
        summary: 'Mark a hand-back reviewed, and complete the task with it when the work is done',
        tags,
        params: IdParamsSchema,
        body: ReviewHandBackSchema,
        response: { 200: HandBackSchema },
      },
    },
    async (request) => reviewHandBack(request.server.db, request.employee, request.params.id, request.body),
  );

  app.post(
    '/api/hand-backs/:id/reopen',
    {
      config: {
        permission: 'hand-backs:reopen',
        openapi: { errors: [409], errorDescriptions: { 409: `${STALE}, or the hand-back is not reviewed` } },
      },
      schema: {
        operationId: 'reopenHandBack',
        summary: 'Reopen a reviewed hand-back, so the visit may be handed back again',
        tags,
        params: IdParamsSchema,
        body: ReopenHandBackSchema,
        response: { 200: HandBackSchema },
      },
    },
    async (request) => reopenHandBack(request.server.db, request.employee, request.params.id, request.body),
  );

  app.get(
    '/api/hand-back-rules',
    {
      config: { permission: 'schedule:read' },
      schema: {
        operationId: 'listHandBackRules',
        summary: 'What a hand-back must carry, per job type',
        tags,
        response: { 200: HandBackRuleListSchema },
      },
    },
    async (request) => ({ rules: await listHandBackRules(request.server.db) }),
  );

  app.put(
    '/api/hand-back-rules/:type',
    {
      config: { permission: 'company-settings:edit' },
      schema: {
        operationId: 'updateHandBackRule',
        summary: 'Set what a hand-back of a job type must carry',
        tags,
        params: TypeParamsSchema,
        body: UpdateHandBackRuleSchema,
        response: { 200: HandBackRuleSchema },
      },
    },
    async (request) =>
      updateHandBackRule(request.server.db, request.employee, request.params.type, request.body),
  );
};
