import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DemoAccountListSchema,
  LoginRequestSchema,
  LoginResponseSchema,
  LogoutResponseSchema,
} from '#shared/schemas/auth.ts';
import { PortalInfoSchema } from '#shared/schemas/common.ts';
import { CurrentEmployeeSchema } from '#shared/schemas/employee.ts';
import { RetryLaterError } from '../errors/retry-later-error.ts';
import { listDemoAccounts, login, logout } from '../services/auth.ts';
import { toCurrentEmployee } from '../services/employee-view.ts';
import { tooManySignInAttemptsMessage } from '../services/sign-in-throttle.ts';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/auth/login',
    {
      schema: {
        operationId: 'login',
        summary: 'Sign in',
        tags: ['auth'],
        security: [],
        body: LoginRequestSchema,
        response: { 200: LoginResponseSchema },
      },
      config: {
        // 401 wrong email or password, 403 inactive account, 429 also from the sign-in throttle (ADR 030).
        openapi: { errors: [401, 403, 429] },
        // Requests per address, shared by every process (ADR 043); failures per account and
        // address, and per account from every address: services/sign-in-throttle.ts (ADR 030).
        rateLimit: {
          max: app.config.loginRateLimit,
          timeWindow: '1 minute',
          errorResponseBuilder: (_request, context) =>
            new RetryLaterError(tooManySignInAttemptsMessage(context.ttl / 1000), context.ttl / 1000),
        },
      },
    },
    async (request) =>
      login(request.server.db, {
        ...request.body,
        userAgent: request.headers['user-agent'],
        ip: request.ip,
      }),
  );

  // In a scope of its own: a logout sends an empty body, and a client that labels that
  // empty body as JSON must not get a 400 for it. Anything else still parses as JSON.
  await app.register(async (scope) => {
    const parseJson = scope.getDefaultJsonParser('error', 'error');
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      const text = body.toString();
      if (text === '') done(null, undefined);
      else parseJson(request, text, done);
    });
    scope.post(
      '/api/auth/logout',
      {
        schema: {
          operationId: 'logout',
          summary: 'Sign out: ends this session',
          tags: ['auth'],
          response: { 200: LogoutResponseSchema },
        },
      },
      async (request) => {
        await logout(request.server.db, request.sessionTokenHash);
        return { message: 'Logged out' };
      },
    );
  });

  app.get(
    '/api/auth/me',
    {
      schema: {
        operationId: 'getCurrentEmployee',
        summary: 'The signed-in employee and their settings',
        tags: ['auth'],
        response: { 200: CurrentEmployeeSchema },
      },
    },
    async (request) => toCurrentEmployee(request.employee),
  );

  app.get(
    '/api/auth/demo-accounts',
    {
      schema: {
        operationId: 'listDemoAccounts',
        summary: 'Demo sign-ins for the login page (empty unless the demo data is seeded)',
        tags: ['auth'],
        security: [],
        response: { 200: DemoAccountListSchema },
      },
    },
    async (request) => listDemoAccounts(request.server.db, request.server.config.demoSeed),
  );

  app.get(
    '/api/auth/portal-info',
    {
      schema: {
        operationId: 'getPortalInfo',
        summary: "The company's name for the login page",
        tags: ['auth'],
        security: [],
        response: { 200: PortalInfoSchema },
      },
    },
    async (request) => ({ companyName: request.server.config.companyName }),
  );
};
