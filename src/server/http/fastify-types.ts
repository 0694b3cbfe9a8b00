import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { EmployeeRow } from '../services/employee-view.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: Config;
  }
  interface FastifyRequest {
    /** The signed-in employee; set by the auth hook on every non-public /api route. */
    employee: EmployeeRow;
    sessionTokenHash: string;
  }
}
