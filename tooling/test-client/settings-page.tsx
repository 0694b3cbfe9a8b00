import { ThemeProvider } from '#client/components/theme/theme-provider.tsx';
import { SettingsPage } from '#client/features/settings/components/settings-page.tsx';
import type { CurrentEmployee } from '#shared/schemas/employee.ts';
import { PASSWORD_MESSAGES } from '#shared/schemas/password.ts';
import { answer, failure, type Resolver } from './api-handlers.ts';
import { currentEmployee } from './fixtures.ts';
import { server } from './msw-server.ts';
import { ownAccount } from './own-account.ts';
import { renderInPortal } from './render.tsx';

/** What the /settings tests need beyond the portal: the password the server accepts, and a render. */

export const CURRENT_PASSWORD = 'old-password-1';
export const CHANGE_PASSWORD = 'POST /api/auth/change-password' as const;

type Account = ReturnType<typeof ownAccount>;

/**
 * The password change as the server answers it: a wrong current password is a 400 with a field
 * error, a right one clears the account's temporary-password flag.
 */
export const passwordChange =
  (account: Account): Resolver<typeof CHANGE_PASSWORD> =>
  ({ body }) => {
    if ((body as { currentPassword?: string }).currentPassword !== CURRENT_PASSWORD) {
      const message = PASSWORD_MESSAGES.currentIncorrect;
      return failure(400, message, { errors: [{ field: 'currentPassword', message }] });
    }
    account.change({ mustChangePassword: false });
    return { message: PASSWORD_MESSAGES.changed };
  };

/** /settings inside the theme provider, for `me`, whose account the server keeps (`ownAccount`). */
export function renderSettings(path = '/settings', me: CurrentEmployee = currentEmployee()) {
  const account = ownAccount(me);
  server.use(...account.handlers, answer(CHANGE_PASSWORD, passwordChange(account)));
  // The theme provider writes the chosen theme on <html>, which outlives each test's DOM.
  document.documentElement.classList.remove('dark');
  const page = renderInPortal(
    <ThemeProvider>
      <SettingsPage />
    </ThemeProvider>,
    { path },
  );
  return { ...page, account };
}
