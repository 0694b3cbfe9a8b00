import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, fail } from '#tooling/test-client/api-handlers.ts';
import { PATCH_ORDER, sampleOrder, writes } from '#tooling/test-client/detail-dialog.tsx';
import { toastTexts } from '#tooling/test-client/fixtures.ts';
import { server } from '#tooling/test-client/msw-server.ts';
import { renderInPortal } from '#tooling/test-client/render.tsx';
import { useSaveWorkOrderField } from '../../api/save-work-order-field.ts';
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

function setup(status = 200) {
  server.use(
    status === 200
      ? answer(PATCH_ORDER, sampleOrder({ title: 'New name' }))
      : fail(PATCH_ORDER, status, 'boom'),
  );
}

const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;

describe('InlineEditableCell', () => {
  it('saves one PATCH with just that field on Enter and says so', async () => {
    setup();
    const { user } = renderInPortal(<Cell field="title" label="Job Name" mode="text" value="Old name" />);
    await user.click(screen.getByRole('button', { name: 'Edit Job Name' }));
    const input = field('Job Name');
    expect(document.activeElement).toBe(input);
    await user.clear(input);
    await user.type(input, '  New name {Enter}');
    expect(screen.getByText('New name')).toBeTruthy();
    await waitFor(() => expect(toastTexts()).toEqual(['Updated successfully: Task has been updated']));
    expect(writes()).toEqual([{ method: 'PATCH', url: '/api/work-orders/5', body: { title: 'New name' } }]);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit Job Name' }));
  });

  it('puts the old value back and says Update failed when the server answers 500', async () => {
    setup(500);
    const { user } = renderInPortal(<Cell field="title" label="Job Name" mode="text" value="Old name" />);
    await user.click(screen.getByRole('button', { name: 'Edit Job Name' }));
    await user.clear(field('Job Name'));
    await user.type(field('Job Name'), 'New name{Enter}');
    await waitFor(() => expect(toastTexts()).toEqual(['Update failed: Please try again']));
    expect(screen.getByText('Old name')).toBeTruthy();
    expect(screen.queryByText('New name')).toBeNull();
    expect(writes()).toHaveLength(1);
  });

  it('Escape cancels and sends nothing; an unchanged value sends nothing either', async () => {
    setup();
    const { user } = renderInPortal(<Cell field="title" label="Job Name" mode="text" value="Old name" />);
    await user.click(screen.getByRole('button', { name: 'Edit Job Name' }));
    await user.clear(field('Job Name'));
    await user.type(field('Job Name'), 'Something else{Escape}');
    expect(screen.getByText('Old name')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Edit Job Name' }));
    await user.type(field('Job Name'), '{Enter}');
    expect(screen.getByText('Old name')).toBeTruthy();
    expect(writes()).toEqual([]);
  });

  it('clearing a date sends null', async () => {
    setup();
    const { user } = renderInPortal(<Cell field="dueDate" label="Due Date" mode="date" value="2026-05-01" />);
    expect(screen.getByText('May 1, 2026')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Edit Due Date' }));
    const input = screen.getByLabelText('Due Date') as HTMLInputElement;
    expect([input.type, input.value]).toEqual(['date', '2026-05-01']);
    await user.clear(input);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]?.body).toEqual({ dueDate: null });
    expect(screen.getByText('Not set')).toBeTruthy();
  });

  it('a chosen date is sent as the day', async () => {
    setup();
    const { user } = renderInPortal(<Cell field="dueDate" label="Due Date" mode="date" value={null} />);
    await user.click(screen.getByRole('button', { name: 'Edit Due Date' }));
    await user.type(screen.getByLabelText('Due Date'), '2026-06-15');
    await user.click(screen.getByRole('button', { name: 'Save Due Date' }));
    await waitFor(() => expect(writes()[0]?.body).toEqual({ dueDate: '2026-06-15' }));
  });

  it('textarea: Enter adds a line, Ctrl+Enter saves, and leaving the field saves', async () => {
    setup();
    const { user } = renderInPortal(
      <Cell field="description" label="Description" mode="textarea" value="First" />,
    );
    await user.click(screen.getByRole('button', { name: 'Edit Description' }));
    await user.type(field('Description'), '{Enter}Second');
    expect(field('Description').value).toBe('First\nSecond');
    expect(writes()).toEqual([]);
    await user.keyboard('{Control>}{Enter}{/Control}');
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]?.body).toEqual({ description: 'First\nSecond' });

    await user.click(screen.getByRole('button', { name: 'Edit Description' }));
    await user.clear(field('Description'));
    await user.type(field('Description'), 'Third');
    // A click elsewhere on the page takes the focus out of the field.
    await user.click(document.body);
    await waitFor(() => expect(writes()).toHaveLength(2));
    expect(writes()[1]?.body).toEqual({ description: 'Third' });
  });
});
