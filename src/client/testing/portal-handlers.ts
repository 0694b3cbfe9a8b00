import { answer } from './api-handlers.ts';
import { currentEmployee, EMPLOYEES, OFFICE } from './fixtures.ts';

/**
 * The portal every client test starts from: an office employee signed in, the staff list, and
 * no work orders or notifications. A test overrides only what its story needs
 * (`server.use(answer(...))`); a request no handler answers fails the test.
 */
export const portalHandlers = () => [
  answer('GET /api/auth/me', currentEmployee(OFFICE)),
  answer('GET /api/employees', EMPLOYEES),
  answer('GET /api/work-orders', []),
  answer('GET /api/work-orders/on-hold', []),
  answer('GET /api/notifications/unread-count', { count: 0 }),
];
