import type { FastifyInstance } from 'fastify';
import type { Database } from '#server/db/client.ts';

/**
 * One valid request per operation of the API, for hostile-input.test.ts to change one thing of.
 * Builders run before each request, so a create gets a fresh job # and a delete a fresh record.
 */
export type ValidRequest = {
  path: Record<string, string>;
  query: Record<string, string>;
  /** A JSON body, or a multipart form (text fields plus one small PNG) when `multipart` is set. */
  body?: Record<string, unknown>;
  multipart?: boolean;
  /** The session to send; none for sign-in. */
  headers: Record<string, string>;
};

/** The signed-in employee a run sends its requests as, and the records its requests point at. */
export type RunContext = {
  role: 'admin' | 'plumber';
  headers: Record<string, string>;
  employeeId: number;
  /** Another active employee: the one edited, reset and assigned. */
  colleagueId: number;
  plumberId: number;
  orderId: number;
  jobNumber: string;
  questionId: number;
  attachmentId: number;
  notificationId: number;
  fresh: () => number;
};

export type TestServer = { app: FastifyInstance; database: Database };
type Builder = (context: RunContext, t: TestServer) => Promise<ValidRequest>;
export type Builders = Record<string, Builder>;

/** A request without a session, path, query or body. */
export const anonymous = (): ValidRequest => ({ path: {}, query: {}, headers: {} });

/** A request in the run's session; `parts` adds a path, a query, a body or other headers. */
export const asEmployee = (context: RunContext, parts: Partial<ValidRequest> = {}): ValidRequest => ({
  path: {},
  query: {},
  headers: context.headers,
  ...parts,
});

/** The same, about the run's work order (`{id}` in the path). */
export const onOrder = (context: RunContext, parts: Partial<ValidRequest> = {}): ValidRequest =>
  asEmployee(context, { path: { id: String(context.orderId) }, ...parts });

/** The first page of five of a paged list. */
export const firstPage = () => ({ limit: '5', offset: '0' });

/** The three queued writes carry a fresh Idempotency-Key, as the phone's queue sends them (ADR 045). */
export const keyed = (context: RunContext) => ({
  ...context.headers,
  'idempotency-key': `hostile-${context.role}-${context.fresh()}-${Date.now()}`,
});
