import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ThemeProvider } from '#client/components/theme/theme-provider.tsx';
import { createQueryClient } from '#client/lib/query-client.ts';
import { queryKeys } from '#client/lib/query-keys.ts';
import type { CurrentEmployee } from '#shared/schemas/employee.ts';
import { answer, fail, sentRequests } from '#tooling/test-client/api-handlers.ts';
import { currentEmployee, toastTexts } from '#tooling/test-client/fixtures.ts';
import { server } from '#tooling/test-client/msw-server.ts';
import { renderInPortal } from '#tooling/test-client/render.tsx';
import { ThemeMenu } from './theme-menu.tsx';

const ME = currentEmployee();
const SAVE = 'PATCH /api/employees/:id';

function renderMenu() {
  const queryClient = createQueryClient();
  queryClient.setQueryData(queryKeys.currentEmployee, ME);
  return renderInPortal(
    <ThemeProvider>
      <ThemeMenu />
    </ThemeProvider>,
    { queryClient },
  );
}

async function choose(user: ReturnType<typeof renderMenu>['user'], label: string) {
  await user.tab();
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Theme: System' }));
  await user.keyboard('{Enter}');
  await user.click(await screen.findByRole('menuitemradio', { name: label }));
}

describe('the header theme menu', () => {
  // When the menu's code arrives relative to the click is timing, not behaviour here: the
  // stand-in's rules are pinned with a controlled loader in deferred-menu.test.tsx.
  it('paints a plain menu button that opens the menu with the current theme checked', async () => {
    const { user } = renderMenu();
    const trigger = screen.getByRole('button', { name: 'Theme: System' });
    expect(trigger.getAttribute('aria-haspopup')).toBe('menu');
    await user.click(trigger);
    expect(await screen.findByRole('menuitemradio', { name: 'Dark' })).toBeTruthy();
    expect(screen.getByRole('menuitemradio', { name: 'System' }).getAttribute('aria-checked')).toBe('true');
  });

  it('applies the choice at once and saves it to the account', async () => {
    server.use(answer(SAVE, { ...ME, themePreference: 'dark' }));
    const { user, queryClient } = renderMenu();
    await choose(user, 'Dark');
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    await waitFor(() =>
      expect(
        sentRequests.map(({ method, url, body }) => ({ request: `${method} ${url.pathname}`, body })),
      ).toEqual([{ request: `PATCH /api/employees/${ME.id}`, body: { themePreference: 'dark' } }]),
    );
    await waitFor(() =>
      expect(queryClient.getQueryData<CurrentEmployee>(queryKeys.currentEmployee)?.themePreference).toBe(
        'dark',
      ),
    );
  });

  it('keeps the theme on this device and says so when the account could not be updated', async () => {
    server.use(fail(SAVE, 500, 'Server error'));
    const { user } = renderMenu();
    await choose(user, 'Dark');
    expect(await screen.findByText('Theme not saved')).toBeTruthy();
    expect(toastTexts()).toContain(
      'Theme not saved: It applies on this device; your account keeps the previous theme.',
    );
    expect(localStorage.getItem('theme')).toBe('dark');
  });
});
