import type { CurrentEmployee } from '#shared/schemas/employee.ts';
import { settleNotificationSwitches } from '#shared/schemas/employee-update.ts';
import { answer, sent } from './api-handlers.ts';
import { currentEmployee } from './fixtures.ts';

/** The route through which a signed-in employee saves their own profile and settings. */
export const SAVE_OWN_ACCOUNT = 'PATCH /api/employees/:id';

/**
 * The signed-in employee's account as the server keeps it: GET /api/auth/me answers what the
 * last PATCH /api/employees/:id saved, with the server's notification rules applied.
 * `change` edits the stored account as another endpoint of the server would.
 */
export function ownAccount(me: CurrentEmployee = currentEmployee()) {
  let stored = me;
  const change = (fields: Partial<CurrentEmployee>) => {
    stored = settleNotificationSwitches({ ...stored, ...fields });
    return stored;
  };
  return {
    handlers: [
      answer('GET /api/auth/me', () => stored),
      answer(SAVE_OWN_ACCOUNT, ({ body }) => change(body as Partial<CurrentEmployee>)),
    ],
    change,
  };
}

/** The PATCHes of an own account sent so far, as their path and body. */
export const sentAccountPatches = () =>
  sent(SAVE_OWN_ACCOUNT).map((request) => ({ path: request.url.pathname, body: request.body }));
