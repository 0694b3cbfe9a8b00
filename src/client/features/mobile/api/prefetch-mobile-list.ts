import type { QueryClient } from '@tanstack/react-query';
import { prefetchWhenSignedIn } from '#client/lib/prefetch-when-signed-in.ts';
import { listAssignee, parseShow } from '../show/mobile-show.ts';
import { mobileListQuery, savedMobileListQuery } from './use-mobile-work-orders.ts';

/**
 * Starts the mobile list's request and the saved copy's read as a mobile route is entered (see
 * app-routes.tsx), for the Mine or All the page's `url` and the employee's role choose.
 */
export function prefetchMobileList(queryClient: QueryClient, url: URL): void {
  prefetchWhenSignedIn(queryClient, (employee) => {
    const assignee = listAssignee(parseShow(url.searchParams, employee.employeeType), employee.id);
    void queryClient.prefetchQuery(mobileListQuery(assignee));
    // The copy saved on the phone, shown while the server is slow to answer.
    void queryClient.prefetchQuery(savedMobileListQuery(assignee));
  });
}
