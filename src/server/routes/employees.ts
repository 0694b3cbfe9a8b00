import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// Being built for issue 3; filled in before the issue is resolved.
export const employeeRoutes: FastifyPluginAsyncZod = async () => {};
