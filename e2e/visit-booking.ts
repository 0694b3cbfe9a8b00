import type { APIRequestContext } from '@playwright/test';
import type { Visit } from '../src/shared/schemas/visit.ts';
import { expect } from './fixtures.ts';

/**
 * A two-hour visit booked through the API by a planner, with the technician as its lead. The story
 * may run on a weekend or late: outside the default hours is allowed with the reason given.
 */
export async function apiBookVisit(
  request: APIRequestContext,
  plannerToken: string,
  booking: { workOrderId: number; startsAt: Date; leadId: number; reason: string },
): Promise<Visit> {
  const response = await request.post('/api/visits', {
    headers: { 'x-auth-token': plannerToken },
    data: {
      workOrderId: booking.workOrderId,
      startsAt: booking.startsAt.toISOString(),
      endsAt: new Date(booking.startsAt.getTime() + 2 * 60 * 60 * 1000).toISOString(),
      leadId: booking.leadId,
      overrideReason: booking.reason,
      notifyCustomer: false,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as Visit;
}
