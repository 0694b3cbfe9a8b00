import { HttpResponse, http } from 'msw';
import { answer } from './api-handlers.ts';
import { companySettingsHandlers } from './company-settings-handlers.ts';
import { currentEmployee, EMPLOYEES, OFFICE } from './fixtures.ts';
import { handBackOfficeDefaults } from './hand-back-office-handlers.ts';
import { scheduleHandlers } from './schedule-handlers.ts';

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
  ...scheduleHandlers(),
  liveUpdatesStream(),
  ...companySettingsHandlers(),
  ...handBackOfficeDefaults(),
];

/**
 * GET /api/events (ADR 044) for every signed-in screen: a stream that says ready and then stays
 * quiet until the screen goes. Not among sentRequests: tests count the requests their screen asks.
 */
const liveUpdatesStream = (...messages: string[]) =>
  http.get('/api/events', () => {
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(
          new TextEncoder().encode(['id: 1\nevent: ready\ndata: {}\n\n', ...messages].join('')),
        );
      },
    });
    return new HttpResponse(body, { headers: { 'content-type': 'text/event-stream' } });
  });
