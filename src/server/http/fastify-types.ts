import type { RoleAction } from '#shared/domain/role-permissions.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { EmployeeRow } from '../services/employee-view.ts';
import type { AttachmentStore } from '../storage/attachment-store.ts';
import type { OperationDoc } from './operation-doc.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: Config;
    /** Where attachment bytes live: the driver ATTACHMENT_STORE names (ADR 042). */
    attachmentStore: AttachmentStore;
  }
  interface FastifyContextConfig {
    /**
     * The row of the role table a route needs: refused with 403 right after the session is found,
     * before the body is read or any input is checked (ADR 053).
     */
    permission?: RoleAction;
    /** What the OpenAPI document says of the route beyond its schema: errors, headers (ADR 022). */
    openapi?: OperationDoc;
  }
  interface FastifyRequest {
    /** The signed-in employee; set by the auth hook on every non-public /api route. */
    employee: EmployeeRow;
    sessionTokenHash: string;
  }
}
