import { useEffect } from 'react';
import type { CurrentEmployee } from '#shared/schemas/employee.ts';
import { readStoredToken } from '../lib/auth-storage.ts';
import { SESSION_PATH } from '../lib/current-employee.ts';

/**
 * Keeps the signed-in employee on the device, with the session's saved answers (ADR 058, same key
 * as the worker's copy of the session check), so a reload without a connection opens the app as
 * them instead of failing (getCurrentEmployee). A sign-in answers the employee without asking the
 * session check, so the worker may never have seen it. Forgotten with the other saved answers on
 * sign-out or a refused session.
 */
export function useRememberSignedInEmployee(employee: CurrentEmployee | null | undefined): void {
  useEffect(() => {
    if (!employee) return;
    const token = readStoredToken();
    void import('../lib/saved-answers.ts').then(({ saveAnswer }) =>
      saveAnswer(SESSION_PATH, token, employee),
    );
  }, [employee]);
}
