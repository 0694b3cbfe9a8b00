import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '#client/lib/query-client.ts';
import { queryKeys } from '#client/lib/query-keys.ts';
import { fail, sent } from '#tooling/test-client/api-handlers.ts';
import { currentEmployee, employee, toastTexts } from '#tooling/test-client/fixtures.ts';
import {
  handBackRulesServer,
  NO_RULES,
  RULES,
  SAVE_RULE,
} from '#tooling/test-client/hand-back-office-handlers.ts';
import { server } from '#tooling/test-client/msw-server.ts';
import { renderInPortal } from '#tooling/test-client/render.tsx';
import { CompanySettingsPage } from './company-settings-page.tsx';

const MANAGER = employee(1, 'Morgan Lee', 'management');

function renderPage() {
  server.use(
    ...handBackRulesServer(
      NO_RULES.map((rule) => (rule.type === 'task' ? { ...rule, requireParts: true } : rule)),
    ),
  );
  const queryClient = createQueryClient();
  queryClient.setQueryData(queryKeys.currentEmployee, currentEmployee(MANAGER));
  return renderInPortal(<CompanySettingsPage />, { path: '/company-settings', queryClient });
}

const rulesRegion = () => screen.findByRole('region', { name: 'Hand-back rules' }, { timeout: 5000 });

describe('the company settings: hand-back rules', { timeout: 20_000 }, () => {
  it('lists every job type with its three requirements as the server has them', async () => {
    renderPage();
    const region = await rulesRegion();
    const table = await within(region).findByRole('table', {
      name: 'What a hand-back must include, by job type',
    });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(1 + NO_RULES.length);
    expect(Array.from(rows[0]?.querySelectorAll('th') ?? [], (cell) => cell.textContent)).toEqual([
      'Job type',
      'Signature required',
      'After photo required',
      'Parts required',
      'Save',
    ]);
    const parts = within(table).getByRole('checkbox', { name: 'Parts required, Task' });
    expect(parts.getAttribute('aria-checked')).toBe('true');
    expect(
      within(table)
        .getByRole('checkbox', { name: 'Signature required, Follow Up' })
        .getAttribute('aria-checked'),
    ).toBe('false');
  });

  it("saves one type's row with the keyboard and says it was saved", async () => {
    const { user } = renderPage();
    const region = await rulesRegion();
    const signature = await within(region).findByRole('checkbox', { name: 'Signature required, Follow Up' });
    signature.focus();
    await user.keyboard(' ');
    await user.click(within(region).getByRole('checkbox', { name: 'After photo required, Follow Up' }));
    const save = within(region).getByRole('button', { name: 'Save the hand-back rules for Follow Up' });
    save.focus();
    await user.keyboard('{Enter}');

    await waitFor(() => expect(toastTexts()).toContain('Saved the rules for Follow Up'));
    const request = sent(SAVE_RULE);
    expect(request.map(({ url, body }) => [url.pathname, body])).toEqual([
      [
        '/api/hand-back-rules/follow-up',
        { requireSignature: true, requireAfterPhoto: true, requireParts: false },
      ],
    ]);
    const row = save.closest('tr') as HTMLElement;
    expect(within(row).getByRole('status').textContent).toBe('Saved the rules for Follow Up');
    // Read again after the save, so the table is what the server now holds.
    await waitFor(() => expect(sent(RULES)).toHaveLength(2));
    expect(document.activeElement).toBe(save);
  });

  it("says a refusal in the row, in the server's words", async () => {
    const { user } = renderPage();
    const region = await rulesRegion();
    server.use(fail(SAVE_RULE, 400, 'requireParts must be a boolean'));
    await user.click(
      await within(region).findByRole('checkbox', { name: 'Parts required, Estimate Question' }),
    );
    const save = within(region).getByRole('button', {
      name: 'Save the hand-back rules for Estimate Question',
    });
    await user.click(save);
    const row = save.closest('tr') as HTMLElement;
    expect((await within(row).findByRole('alert')).textContent).toBe(
      'Could not save the rules for Estimate Question: requireParts must be a boolean',
    );
    expect(within(row).getByRole('status').textContent).toBe('');
  });

  it('says when the rules could not be read, and reads them again', async () => {
    server.use(fail(RULES, 500, 'boom'));
    const queryClient = createQueryClient();
    queryClient.setQueryData(queryKeys.currentEmployee, currentEmployee(MANAGER));
    const { user } = renderInPortal(<CompanySettingsPage />, { path: '/company-settings', queryClient });
    const region = await rulesRegion();
    const alert = await within(region).findByRole('alert', {}, { timeout: 5000 });
    expect(alert.textContent).toMatch(/^Could not load the hand-back rules\./);
    server.use(...handBackRulesServer());
    await user.click(within(alert).getByRole('button'));
    expect(await within(region).findByRole('checkbox', { name: 'Parts required, Task' })).toBeTruthy();
  });
});
