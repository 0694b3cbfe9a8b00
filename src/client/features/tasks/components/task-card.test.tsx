import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { VIEW_MODE_STORAGE_KEYS } from '#client/components/work-order-list/use-view-mode.ts';
import { dismissToast } from '#client/lib/toasts.ts';
import { answer, fail, failure, sent } from '#tooling/test-client/api-handlers.ts';
import { sampleOrder } from '#tooling/test-client/detail-dialog.tsx';
import { currentEmployee, PLUMBER, toastTexts, workOrder } from '#tooling/test-client/fixtures.ts';
import { server } from '#tooling/test-client/msw-server.ts';
import {
  listQueries,
  patches,
  renderCurrentTasks,
  setUpListScreenTests,
  TASK_LIST,
  TASK_PATCH,
} from '#tooling/test-client/tasks-screen.tsx';

const onOpenTask = vi.fn();

const renderTasks = (path = '/tasks') => renderCurrentTasks(onOpenTask, path);

const select = (name: string) => screen.getByRole('combobox', { name }) as HTMLSelectElement;
const card = (id: number) =>
  document.querySelector(`[data-testid="work-order-card"][data-work-order-id="${id}"]`) as HTMLElement;

/** PATCH answers the task with the change applied, as the server does. */
const patched = () => answer(TASK_PATCH, ({ params, body }) => workOrder(Number(params.id), body as object));

setUpListScreenTests(onOpenTask);

// User-event waits like a person between steps; on a busy machine a story can outlast 5 s.
describe('A task card on /tasks', { timeout: 20_000 }, () => {
  const urgent = workOrder(9, {
    workOrderId: '48213',
    priority: 'urgent',
    type: 'need-pics',
    commentCount: 2,
    latestComment: {
      content: 'Customer says the leak got worse overnight and the cabinet is soaked',
      createdAt: '2026-11-21T15:05:00.000Z',
      authorName: 'Carlos Mendez',
    },
    assignedEmployees: ['Ann Lee', 'Bo Diaz', 'Cy Ford', 'Di Gray'].map((name, index) => ({
      id: index + 20,
      name,
      photo: null,
      colorTheme: 'green',
      employeeType: 'plumber',
    })),
  });

  it('shows number, badges, three avatars then +N, and the clipped latest comment', async () => {
    server.use(answer(TASK_LIST, [urgent]));
    renderTasks();
    await screen.findByRole('heading', { name: 'Leaking valve 9' });
    const view = within(card(9));
    expect(view.getByText('#48213')).toBeTruthy();
    expect(view.getByText('URGENT')).toBeTruthy();
    expect(view.getByText('Need Pictures')).toBeTruthy();
    expect(view.getAllByRole('img').map((avatar) => avatar.getAttribute('aria-label'))).toEqual([
      'Ann Lee',
      'Bo Diaz',
      'Cy Ford',
      'and 1 more: Di Gray',
    ]);
    expect(view.getByText('+1')).toBeTruthy();
    expect(view.getByText(/Customer says the leak got worse overnight and the/).textContent).toBe(
      '\u201cCustomer says the leak got worse overnight and the...\u201d',
    );
  });

  it('opens the task from its title or its body, but not from its controls', async () => {
    server.use(answer(TASK_LIST, [urgent]));
    const { user } = renderTasks();
    await user.click(await screen.findByRole('button', { name: 'Leaking valve 9' }));
    expect(onOpenTask).toHaveBeenLastCalledWith(9);
    onOpenTask.mockReset();
    await user.click(within(card(9)).getByText('Water under the kitchen sink'));
    expect(onOpenTask).toHaveBeenCalledWith(9);
    onOpenTask.mockReset();
    await user.click(select('Status of task #48213'));
    expect(onOpenTask).not.toHaveBeenCalled();
  });

  it('changes the status with PATCH and says so; on failure says so and shows the saved status', async () => {
    let ok = true;
    server.use(
      answer(TASK_LIST, [urgent]),
      answer(TASK_PATCH, ({ params, body }) =>
        ok ? workOrder(Number(params.id), body as object) : failure(500, 'x'),
      ),
    );
    const { user } = renderTasks();
    await screen.findByRole('heading', { name: 'Leaking valve 9' });
    await user.selectOptions(select('Status of task #48213'), 'in-progress');
    await waitFor(() => expect(toastTexts()).toEqual(['Updated successfully: Task has been updated']));
    expect(patches()).toEqual([{ id: 9, body: { status: 'in-progress' } }]);
    // The lists are asked again after the change.
    await waitFor(() => expect(listQueries().length).toBe(2));

    ok = false;
    dismissToast();
    await user.selectOptions(select('Status of task #48213'), 'in-progress');
    await waitFor(() => expect(toastTexts()).toContain('Update failed: Please try again'));
    await waitFor(() => expect(select('Status of task #48213').value).toBe('open'));
  });

  it('On Hold on a card asks what the job waits for first, in the one hold form (ADR 060)', async () => {
    server.use(
      answer(TASK_LIST, [urgent]),
      answer('GET /api/work-orders/:id', sampleOrder({ id: 9, title: 'Leaking valve 9' })),
      answer(TASK_PATCH, ({ params, body }) => workOrder(Number(params.id), body as object)),
    );
    const { user } = renderTasks();
    await screen.findByRole('heading', { name: 'Leaking valve 9' });
    await user.selectOptions(select('Status of task #48213'), 'on-hold');
    const form = await screen.findByRole('dialog', { name: 'Put #48213 on Hold' });
    // Nothing is saved yet, and the card still shows the saved status.
    expect(patches()).toEqual([]);
    // The open dialog hides the page from the accessibility tree.
    const status = screen.getByRole('combobox', { name: 'Status of task #48213', hidden: true });
    expect((status as HTMLSelectElement).value).toBe('open');
    await user.type(await within(form).findByRole('textbox', { name: 'Part 1 Title' }), 'Flue pipe');
    await user.click(within(form).getByRole('checkbox', { name: 'Permit (RWP form)' }));
    await user.click(within(form).getByRole('button', { name: 'Put on Hold' }));
    await waitFor(() =>
      expect(patches()).toEqual([
        {
          id: 9,
          body: {
            status: 'on-hold',
            preAuthStatus: 'N/A',
            partTitle1: 'Flue pipe',
            rwpFormStatus: 'Pending',
          },
        },
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('does not offer Complete to a technician (plumber)', async () => {
    server.use(answer('GET /api/auth/me', currentEmployee(PLUMBER)), answer(TASK_LIST, [urgent]));
    renderTasks();
    await screen.findByRole('heading', { name: 'Leaking valve 9' });
    // The session must be known before the absence of the button means anything.
    await waitFor(() => expect(sent('GET /api/auth/me').length).toBeGreaterThan(0));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.getByRole('button', { name: 'Update task #48213' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Complete task #48213' })).toBeNull();
  });

  it('asks before completing, sends status completed, and says Task Completed', async () => {
    server.use(answer(TASK_LIST, [urgent]), patched());
    const { user } = renderTasks();
    await user.click(await screen.findByRole('button', { name: 'Complete task #48213' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Mark this task as completed?' });
    expect(patches()).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Complete' }));
    await waitFor(() => expect(toastTexts()).toEqual(['Task Completed']));
    expect(patches()).toEqual([{ id: 9, body: { status: 'completed' } }]);
    expect(onOpenTask).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it("says 'Complete Failed' when the server refuses", async () => {
    server.use(answer(TASK_LIST, [urgent]), fail(TASK_PATCH, 403, 'Forbidden'));
    const { user } = renderTasks();
    await user.click(await screen.findByRole('button', { name: 'Complete task #48213' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Complete' }),
    );
    await waitFor(() =>
      expect(toastTexts()).toEqual(['Complete Failed: Could not complete the task. Please try again.']),
    );
  });

  it("'Update' opens the Update Task dialog for that task", async () => {
    server.use(answer(TASK_LIST, [urgent]));
    const { user } = renderTasks();
    await user.click(await screen.findByRole('button', { name: 'Update task #48213' }));
    expect(screen.getByRole('dialog').textContent).toBe('Updating task 9');
    expect(onOpenTask).not.toHaveBeenCalled();
  });

  it('remembers the List view on this device, and list rows carry the same test id', async () => {
    server.use(answer(TASK_LIST, [urgent, workOrder(10)]));
    const { user } = renderTasks();
    await screen.findByRole('heading', { name: 'Leaking valve 9' });
    await user.click(screen.getByRole('button', { name: 'List' }));
    expect(screen.getByRole('button', { name: 'List' }).getAttribute('aria-pressed')).toBe('true');
    expect(localStorage.getItem(VIEW_MODE_STORAGE_KEYS.tasks)).toBe('list');
    expect(document.querySelectorAll('[data-testid="work-order-card"]').length).toBe(2);
    expect(
      within(card(9))
        .getAllByRole('img')
        .map((avatar) => avatar.getAttribute('aria-label')),
    ).toEqual(['Ann Lee', 'Bo Diaz', 'and 2 more: Cy Ford, Di Gray']);
  });
});

describe('A task shows its customer', { timeout: 20_000 }, () => {
  it.each(['cards', 'list'])('in the %s view: name and city, or an empty line', async (view) => {
    localStorage.setItem(VIEW_MODE_STORAGE_KEYS.tasks, view);
    server.use(
      answer(TASK_LIST, [workOrder(9, { customerName: 'Jane Smith', city: 'Springfield' }), workOrder(10)]),
    );
    renderTasks();
    await screen.findByRole('heading', { name: 'Leaking valve 9' });
    expect(within(card(9)).getByTestId('customer-place').textContent).toBe(
      'Customer: Jane Smith · Springfield',
    );
    expect(within(card(10)).getByTestId('customer-place').textContent).toBe('');
  });
});
