import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissToast } from '../../../components/ui/use-toast.ts';
import { useSaveWorkOrderField } from '../api/save-work-order-field.ts';
import {
  type Reply,
  renderWithClient,
  sampleOrder,
  stubApi,
  toastText,
} from '../testing/detail-test-kit.tsx';
import { InlineEditableCell, type InlineEditMode } from './inline-editable-cell.tsx';

type Field = 'title' | 'description' | 'dueDate';

function Cell({
  field,
  label,
  mode,
  value,
}: {
  field: Field;
  label: string;
  mode: InlineEditMode;
  value: string | null;
}) {
  const save = useSaveWorkOrderField(5);
  return (
    <InlineEditableCell label={label} mode={mode} value={value} onSave={(next) => save({ [field]: next })} />
  );
}

const patchReply = (status: number): Reply =>
  status === 200 ? { body: sampleOrder({ title: 'New name' }) } : { status, body: { message: 'boom' } };

function setup(status = 200) {
  return stubApi({ 'PATCH /api/work-orders/5': patchReply(status) });
}

const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;

beforeEach(() => localStorage.clear());
afterEach(() => {
  dismissToast();
  cleanup();
  vi.unstubAllGlobals();
});

describe('InlineEditableCell (SPEC 2 item 9)', () => {
  it('saves one PATCH with just that field on Enter and says so', async () => {
    const api = setup();
    renderWithClient(<Cell field="title" label="Job Name" mode="text" value="Old name" />);
    fireEvent.click(screen.getByRole('button', { name: 'Edit Job Name' }));
    const input = field('Job Name');
    expect(document.activeElement).toBe(input);
    fireEvent.change(input, { target: { value: '  New name ' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(screen.getByText('New name')).toBeTruthy();
    await waitFor(() => expect(toastText()).toBe('Updated successfully: Task has been updated'));
    expect(api.writes()).toEqual([
      { method: 'PATCH', url: '/api/work-orders/5', body: { title: 'New name' } },
    ]);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit Job Name' }));
  });

  it('puts the old value back and says Update failed when the server answers 500', async () => {
    const api = setup(500);
    renderWithClient(<Cell field="title" label="Job Name" mode="text" value="Old name" />);
    fireEvent.click(screen.getByRole('button', { name: 'Edit Job Name' }));
    fireEvent.change(field('Job Name'), { target: { value: 'New name' } });
    fireEvent.keyDown(field('Job Name'), { key: 'Enter' });
    await waitFor(() => expect(toastText()).toBe('Update failed: Please try again'));
    expect(screen.getByText('Old name')).toBeTruthy();
    expect(screen.queryByText('New name')).toBeNull();
    expect(api.writes()).toHaveLength(1);
  });

  it('Escape cancels and sends nothing; an unchanged value sends nothing either', () => {
    const api = setup();
    renderWithClient(<Cell field="title" label="Job Name" mode="text" value="Old name" />);
    fireEvent.click(screen.getByRole('button', { name: 'Edit Job Name' }));
    fireEvent.change(field('Job Name'), { target: { value: 'Something else' } });
    fireEvent.keyDown(field('Job Name'), { key: 'Escape' });
    expect(screen.getByText('Old name')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Edit Job Name' }));
    fireEvent.keyDown(field('Job Name'), { key: 'Enter' });
    expect(screen.getByText('Old name')).toBeTruthy();
    expect(api.writes()).toEqual([]);
  });

  it('clearing a date sends null', async () => {
    const api = setup();
    renderWithClient(<Cell field="dueDate" label="Due Date" mode="date" value="2026-05-01" />);
    expect(screen.getByText('May 1, 2026')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Edit Due Date' }));
    const input = screen.getByLabelText('Due Date') as HTMLInputElement;
    expect([input.type, input.value]).toEqual(['date', '2026-05-01']);
    fireEvent.change(input, { target: { value: '' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(api.writes()).toHaveLength(1));
    expect(api.writes()[0]?.body).toEqual({ dueDate: null });
    expect(screen.getByText('Not set')).toBeTruthy();
  });

  it('a chosen date is sent as the day', async () => {
    const api = setup();
    renderWithClient(<Cell field="dueDate" label="Due Date" mode="date" value={null} />);
    fireEvent.click(screen.getByRole('button', { name: 'Edit Due Date' }));
    fireEvent.change(screen.getByLabelText('Due Date'), { target: { value: '2026-06-15' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Due Date' }));
    await waitFor(() => expect(api.writes()[0]?.body).toEqual({ dueDate: '2026-06-15' }));
  });

  it('textarea: Enter adds a line, Ctrl+Enter saves, and leaving the field saves', async () => {
    const api = setup();
    renderWithClient(<Cell field="description" label="Description" mode="textarea" value="First" />);
    fireEvent.click(screen.getByRole('button', { name: 'Edit Description' }));
    fireEvent.change(field('Description'), { target: { value: 'First\nSecond' } });
    fireEvent.keyDown(field('Description'), { key: 'Enter' });
    expect(api.writes()).toEqual([]);
    fireEvent.keyDown(field('Description'), { key: 'Enter', ctrlKey: true });
    await waitFor(() => expect(api.writes()).toHaveLength(1));
    expect(api.writes()[0]?.body).toEqual({ description: 'First\nSecond' });

    fireEvent.click(screen.getByRole('button', { name: 'Edit Description' }));
    fireEvent.change(field('Description'), { target: { value: 'Third' } });
    act(() => field('Description').blur());
    await waitFor(() => expect(api.writes()).toHaveLength(2));
    expect(api.writes()[1]?.body).toEqual({ description: 'Third' });
  });
});
