import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { dismissToast } from '../../../components/ui/use-toast.ts';
import { VIEW_MODE_STORAGE_KEYS } from '../../../components/work-order-list/use-view-mode.ts';
import {
  PLUMBER,
  renderCurrentTasks,
  setUpListScreenTests,
  stubServer,
  toastTexts,
  workOrder,
} from '../test-support.tsx';

const onOpenTask = vi.fn();

const renderTasks = (path = '/tasks') => renderCurrentTasks(onOpenTask, path);

const select = (name: string) => screen.getByRole('combobox', { name }) as HTMLSelectElement;
const card = (id: number) =>
  document.querySelector(`[data-testid="work-order-card"][data-work-order-id="${id}"]`) as HTMLElement;

setUpListScreenTests(onOpenTask);

describe('A task card on /tasks', () => {
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
    stubServer({ list: () => ({ rows: [urgent] }) });
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
    stubServer({ list: () => ({ rows: [urgent] }) });
    renderTasks();
    fireEvent.click(await screen.findByRole('button', { name: 'Leaking valve 9' }));
    expect(onOpenTask).toHaveBeenLastCalledWith(9);
    onOpenTask.mockReset();
    fireEvent.click(within(card(9)).getByText('Water under the kitchen sink'));
    expect(onOpenTask).toHaveBeenCalledWith(9);
    onOpenTask.mockReset();
    fireEvent.click(select('Status of task #48213'));
    expect(onOpenTask).not.toHaveBeenCalled();
  });

  it('changes the status with PATCH and says so; on failure says so and shows the saved status', async () => {
    let ok = true;
    const server = stubServer({
      list: () => ({ rows: [urgent] }),
      patch: (id, body) =>
        ok ? { status: 200, body: workOrder(id, body as object) } : { status: 500, body: { message: 'x' } },
    });
    renderTasks();
    await screen.findByRole('heading', { name: 'Leaking valve 9' });
    fireEvent.change(select('Status of task #48213'), { target: { value: 'in-progress' } });
    await waitFor(() => expect(toastTexts()).toEqual(['Updated successfully: Task has been updated']));
    expect(server.patches).toEqual([{ id: 9, body: { status: 'in-progress' } }]);
    // The lists are asked again after the change (SPEC 7).
    await waitFor(() => expect(server.lists.length).toBe(2));

    ok = false;
    dismissToast();
    fireEvent.change(select('Status of task #48213'), { target: { value: 'on-hold' } });
    await waitFor(() => expect(toastTexts()).toContain('Update failed: Please try again'));
    expect(select('Status of task #48213').value).toBe('open');
  });

  it('does not offer Complete to a technician (plumber)', async () => {
    const server = stubServer({ me: PLUMBER, list: () => ({ rows: [urgent] }) });
    renderTasks();
    await screen.findByRole('heading', { name: 'Leaking valve 9' });
    // The session must be known before the absence of the button means anything.
    await waitFor(() => expect(server.meServed()).toBe(true));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.getByRole('button', { name: 'Update task #48213' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Complete task #48213' })).toBeNull();
  });

  it('asks before completing, sends status completed, and says Task Completed', async () => {
    const server = stubServer({ list: () => ({ rows: [urgent] }) });
    renderTasks();
    fireEvent.click(await screen.findByRole('button', { name: 'Complete task #48213' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Mark this task as completed?' });
    expect(server.patches).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Complete' }));
    await waitFor(() => expect(toastTexts()).toEqual(['Task Completed']));
    expect(server.patches).toEqual([{ id: 9, body: { status: 'completed' } }]);
    expect(onOpenTask).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it("says 'Complete Failed' when the server refuses", async () => {
    stubServer({
      list: () => ({ rows: [urgent] }),
      patch: () => ({ status: 403, body: { message: 'Forbidden' } }),
    });
    renderTasks();
    fireEvent.click(await screen.findByRole('button', { name: 'Complete task #48213' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Complete' }));
    await waitFor(() =>
      expect(toastTexts()).toEqual(['Complete Failed: Could not complete the task. Please try again.']),
    );
  });

  it("'Update' opens the Update Task dialog for that task", async () => {
    stubServer({ list: () => ({ rows: [urgent] }) });
    renderTasks();
    fireEvent.click(await screen.findByRole('button', { name: 'Update task #48213' }));
    expect(screen.getByRole('dialog').textContent).toBe('Updating task 9');
    expect(onOpenTask).not.toHaveBeenCalled();
  });

  it('remembers the List view on this device, and list rows carry the same test id', async () => {
    stubServer({ list: () => ({ rows: [urgent, workOrder(10)] }) });
    renderTasks();
    await screen.findByRole('heading', { name: 'Leaking valve 9' });
    fireEvent.click(screen.getByRole('button', { name: 'List' }));
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
