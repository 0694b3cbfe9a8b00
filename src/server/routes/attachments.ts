import multipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RenditionSize } from '#shared/domain/image-renditions.ts';
import {
  AttachmentFileSchema,
  AttachmentListSchema,
  AttachmentSchema,
  DeleteAttachmentResponseSchema,
  DownloadQuerySchema,
  MAX_ATTACHMENT_BYTES,
  NO_FILE_MESSAGE,
  UploadAttachmentFormSchema,
} from '#shared/schemas/attachment.ts';
import { IdParamsSchema } from '#shared/schemas/common.ts';
import { PageQuerySchema } from '#shared/schemas/list-query.ts';
import { IdempotentWriteHeadersSchema } from '#shared/schemas/write-headers.ts';
import { AppError } from '../errors/app-error.ts';
import { AUTH_HEADER } from '../http/auth-hook.ts';
import { answerIdempotently } from '../http/idempotent-write.ts';
import { ifNoneMatchHas } from '../http/if-none-match.ts';
import { listPageRoute } from '../http/list-page-route.ts';
import { findRenditionSource, openAttachmentRendition } from '../services/attachment-rendition-file.ts';
import {
  addAttachment,
  deleteAttachment,
  listAttachments,
  openAttachmentFile,
  parseUploadFields,
} from '../services/attachments.ts';
import { contentDisposition } from '../storage/content-disposition.ts';
import { DOWNLOAD_CONTENT_TYPES } from '../storage/download-content-types.ts';
import { receiveUpload } from '../storage/receive-upload.ts';
import { removeTempUpload, uploadsDirOf } from '../storage/temp-uploads.ts';

const tags = ['attachments'];

/**
 * A rendition never changes (ADR 048): kept for a year by the browser alone (private), and only
 * for the session that fetched it (Vary on the token header), so a shared phone's next user gets
 * nothing from the cache without a session of their own.
 */
const RENDITION_CACHE_CONTROL = 'private, max-age=31536000, immutable';

/** A thumbnail or display-size copy of an image (ADR 048), or 304 when the caller has it. */
async function sendRendition(
  request: FastifyRequest,
  reply: FastifyReply,
  { id, size }: { id: number; size: RenditionSize },
) {
  const { row, etag } = await findRenditionSource(request.server.db, { id, size });
  const cached = (answer: FastifyReply) =>
    answer.header('etag', etag).header('cache-control', RENDITION_CACHE_CONTROL).header('vary', AUTH_HEADER);
  if (ifNoneMatchHas(request.headers['if-none-match'], etag)) return cached(reply).code(304).send();
  const rendition = await openAttachmentRendition(request.server.db, {
    store: request.server.attachmentStore,
    row,
    size,
    tempDir: uploadsDirOf(request.server.config.dataDir),
    log: request.log,
  });
  return cached(reply)
    .type(rendition.fileType)
    .header('content-length', rendition.size)
    .header('content-disposition', contentDisposition('inline', rendition.fileName))
    .header('x-content-type-options', 'nosniff')
    .send(rendition.stream);
}

/** Any signed-in employee may list, upload, download and delete files. */
export const attachmentRoutes: FastifyPluginAsyncZod = async (app) => {
  // Registered here so multipart parsing exists on these routes only. Its stream is never read by
  // the JSON body parser, so the app's 1 MB body limit does not apply; these limits do.
  await app.register(multipart, {
    limits: { fileSize: MAX_ATTACHMENT_BYTES, files: 1, fields: 5, fieldSize: 10 * 1024 },
  });

  listPageRoute(app, '/api/work-orders/:id/attachments', {
    operationId: 'listAttachments',
    summary: "A work order's files, newest first",
    tags,
    params: IdParamsSchema,
    querystring: PageQuerySchema,
    response: AttachmentListSchema,
    page: (request) => listAttachments(request.server.db, request.params.id, request.query),
  });

  app.post(
    '/api/attachments',
    {
      // A photo from a phone on a poor signal takes minutes, not the 30 s other requests get.
      handlerTimeout: app.config.uploadTimeoutMs,
      // 404: the form's workOrderId names no work order.
      config: { openapi: { errors: [404], idempotent: true } },
      schema: {
        operationId: 'uploadAttachment',
        summary: 'Upload a file (image, PDF or Word, at most 25 MB) to a work order',
        tags,
        consumes: ['multipart/form-data'],
        headers: IdempotentWriteHeadersSchema,
        // Documents the form; a multipart body is read as a stream below, not parsed up front.
        body: UploadAttachmentFormSchema.nullish(),
        response: { 201: AttachmentSchema },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw new AppError('bad_request', NO_FILE_MESSAGE);
      // The temp file is local whichever store keeps the accepted bytes (ADR 042).
      const upload = await receiveUpload(request.parts(), uploadsDirOf(request.server.config.dataDir));
      const discard = () => removeTempUpload(upload.tempPath);
      try {
        const fields = parseUploadFields(upload.fields);
        return await answerIdempotently(request, reply, {
          status: 201,
          workOrderId: fields.workOrderId,
          // A key is bound to the file by its bytes' hash, never by the bytes themselves (ADR 045).
          body: { description: fields.description ?? null, fileName: upload.fileName, sha256: upload.sha256 },
          staleAfterMs: request.server.config.uploadTimeoutMs,
          // A replay never reaches the store (one object per attachment, ADR 042): its file goes.
          onReplay: discard,
          // An accepted upload's temp file is removed by addAttachment, whatever happens there.
          write: (record) =>
            addAttachment(request.server.db, {
              store: request.server.attachmentStore,
              log: request.log,
              upload,
              uploader: { id: request.employee.id, name: request.employee.name },
              record,
            }),
        });
      } catch (error) {
        // Fields or the key refused (400, 409, 422): the file goes before the error is answered.
        await discard();
        throw error;
      }
    },
  );

  app.delete(
    '/api/attachments/:id',
    {
      schema: {
        operationId: 'deleteAttachment',
        summary: 'Delete a file',
        tags,
        params: IdParamsSchema,
        response: { 200: DeleteAttachmentResponseSchema },
      },
    },
    async (request) =>
      deleteAttachment(request.server.db, {
        store: request.server.attachmentStore,
        log: request.log,
        id: request.params.id,
        actorId: request.employee.id,
      }),
  );

  app.get(
    '/api/attachments/:id/file',
    {
      // A download streams to a phone on a poor signal for as long as an upload may take; the
      // request limit would cut it off mid-file.
      handlerTimeout: app.config.uploadTimeoutMs,
      config: { openapi: { download: DOWNLOAD_CONTENT_TYPES, renditions: true } },
      schema: {
        operationId: 'downloadAttachment',
        summary:
          "A file's bytes, as a download or (images, inline=1) for viewing; or (size=thumbnail|display) a smaller copy of an image",
        tags,
        params: IdParamsSchema,
        querystring: DownloadQuerySchema,
        response: {
          200: {
            description:
              "The file's bytes, as the type found in them; with `size`, a smaller copy of an image as image/webp",
            content: { 'application/octet-stream': { schema: AttachmentFileSchema } },
          },
        },
      },
    },
    async (request, reply) => {
      const { size } = request.query;
      if (size) return sendRendition(request, reply, { id: request.params.id, size });
      const file = await openAttachmentFile(request.server.db, {
        store: request.server.attachmentStore,
        id: request.params.id,
      });
      // Only images are ever shown in the browser; everything else is a download.
      const inline = request.query.inline === true && file.isImage;
      return reply
        .type(file.fileType)
        .header('content-length', file.size)
        .header('content-disposition', contentDisposition(inline ? 'inline' : 'attachment', file.fileName))
        .header('x-content-type-options', 'nosniff')
        .send(file.stream);
    },
  );
};
