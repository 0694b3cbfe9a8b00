import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ADMIN,
  CREATED_PASSWORD,
  dialogWithForm,
  field,
  fillIn,
  MANAGER,
  renderAdmin,
  sentWrites,
  stubMissingBrowserApis,
} from '#tooling/test-client/admin-panel.tsx';
import { answer, failure } from '#tooling/test-client/api-handlers.ts';
import { toastTexts } from '#tooling/test-client/fixtures.ts';
import { server } from '#tooling/test-client/msw-server.ts';

const CREATE = 'POST /api/employees';

beforeEach(stubMissingBrowserApis);

const writeText = vi.fn<(text: string) => Promise<void>>();
afterEach(() => writeText.mockReset());

/** /admin with a clipboard to watch (set after render: user-event's setup puts its own in place). */
function renderWithClipboard() {
  const page = renderAdmin();
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  return page;
}

async function openAddEmployee(user: UserEvent) {
  await user.click(await screen.findByRole('button', { name: 'Add Employee' }));
  return dialogWithForm('Add Employee');
}

// user-event types key by key, each a render of the form, and the form's code loads lazily: on a
// busy two-core run a test can pass Vitest's 5 s default.
describe('Add Employee', { timeout: 15_000 }, () => {
  it('sends the new account and shows its temporary password once, with Copy', async () => {
    const { user } = renderWithClipboard();
    const dialog = await openAddEmployee(user);
    await fillIn(user, dialog, 'Name', '  Jordan Price ');
    await fillIn(user, dialog, 'Email', 'jordan@demo.test');
    await fillIn(user, dialog, 'Employee Type', 'office');
    await fillIn(user, dialog, 'Phone', '(555) 201-3344');
    await user.click(within(dialog).getByRole('button', { name: 'Create Employee' }));

    const done = await screen.findByRole('dialog', { name: 'Employee created' });
    expect(sentWrites()).toEqual([
      {
        call: 'POST /api/employees',
        body: {
          name: 'Jordan Price',
          email: 'jordan@demo.test',
          employeeType: 'office',
          phone: '(555) 201-3344',
        },
      },
    ]);
    expect((within(done).getByLabelText('Temporary password') as HTMLInputElement).value).toBe(
      CREATED_PASSWORD,
    );
    expect(
      within(done).getByText(/shown only this once\. Jordan Price must change it at first sign-in/),
    ).toBeTruthy();

    writeText.mockResolvedValue();
    await user.click(within(done).getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(toastTexts()).toEqual(['Copied']));
    expect(writeText).toHaveBeenCalledWith(CREATED_PASSWORD);

    // The new account is in the table behind the dialog once it closes.
    await user.click(within(done).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('jordan@demo.test')).toBeTruthy();
  });

  it('says when the copy fails', async () => {
    const { user } = renderWithClipboard();
    const dialog = await openAddEmployee(user);
    await fillIn(user, dialog, 'Name', 'Jordan Price');
    await fillIn(user, dialog, 'Email', 'jordan@demo.test');
    await user.click(within(dialog).getByRole('button', { name: 'Create Employee' }));
    const done = await screen.findByRole('dialog', { name: 'Employee created' });
    writeText.mockRejectedValue(new Error('denied'));
    await user.click(within(done).getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(toastTexts()).toEqual(['Copy failed: Select the password and copy it.']));
  });

  it.each([
    ['an admin', ADMIN, ['plumber', 'office', 'admin']],
    ['management', MANAGER, ['plumber', 'office', 'admin', 'management']],
  ])('offers %s the types they may give', async (_, me, types) => {
    const { user } = renderAdmin('/admin', { me });
    const dialog = await openAddEmployee(user);
    const select = field(dialog, 'Employee Type') as unknown as HTMLSelectElement;
    expect([...select.options].map((option) => option.value)).toEqual(types);
  });

  it("checks the fields with the endpoint's schema before sending", async () => {
    const { user } = renderAdmin();
    const dialog = await openAddEmployee(user);
    await fillIn(user, dialog, 'Email', 'not-an-email');
    await fillIn(user, dialog, 'Phone', '12');
    await user.click(within(dialog).getByRole('button', { name: 'Create Employee' }));
    expect(await within(dialog).findByText('Name is required')).toBeTruthy();
    expect(within(dialog).getByText('Enter a valid email address')).toBeTruthy();
    expect(within(dialog).getByText('Enter a valid phone number')).toBeTruthy();
    expect(sentWrites()).toEqual([]);
  });

  it("puts the server's duplicate-email error under Email and stays open", async () => {
    const message = 'An employee with this email already exists';
    const { user } = renderAdmin();
    server.use(answer(CREATE, () => failure(409, message, { errors: [{ field: 'email', message }] })));
    const dialog = await openAddEmployee(user);
    await fillIn(user, dialog, 'Name', 'Carlos Again');
    await fillIn(user, dialog, 'Email', 'carlos@demo.test');
    await user.click(within(dialog).getByRole('button', { name: 'Create Employee' }));
    expect(await within(dialog).findByText(message)).toBeTruthy();
    const email = field(dialog, 'Email');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(email);
    expect(toastTexts()).toEqual([]);
  });

  it('says other failures in a toast', async () => {
    const { user } = renderAdmin();
    server.use(answer(CREATE, () => failure(403, 'Forbidden')));
    const dialog = await openAddEmployee(user);
    await fillIn(user, dialog, 'Name', 'Jordan Price');
    await fillIn(user, dialog, 'Email', 'jordan@demo.test');
    await user.click(within(dialog).getByRole('button', { name: 'Create Employee' }));
    await waitFor(() => expect(toastTexts()).toEqual(['Failed to create employee: 403: Forbidden']));
    expect(screen.getByRole('dialog', { name: 'Add Employee' })).toBeTruthy();
  });
});
