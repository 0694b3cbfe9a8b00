import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { WorkOrderItem, WorkOrderItemTitle, type WorkOrderItemVariant } from './work-order-item.tsx';

function renderItem(variant: WorkOrderItemVariant, onOpen = vi.fn()) {
  render(
    <WorkOrderItem variant={variant} id={9} label="Task #48213" onOpen={onOpen}>
      <WorkOrderItemTitle variant={variant} onClick={() => onOpen(9)}>
        Leaking valve
      </WorkOrderItemTitle>
      <p>Water under the kitchen sink</p>
      <button type="button">Update</button>
    </WorkOrderItem>,
  );
  return onOpen;
}

describe.each(['card', 'row'] as const)('WorkOrderItem as a %s', (variant) => {
  it('is an article named for the job, found by its test id and work order id', () => {
    renderItem(variant);
    const item = screen.getByRole('article', { name: 'Task #48213' });
    expect(item.dataset.testid).toBe('work-order-card');
    expect(item.dataset.workOrderId).toBe('9');
    expect(screen.getByRole('heading', { level: 2, name: 'Leaking valve' })).toBeTruthy();
  });

  it('opens from its title button or its body, not from its other controls', async () => {
    const user = userEvent.setup();
    const onOpen = renderItem(variant);
    await user.click(screen.getByRole('button', { name: 'Leaking valve' }));
    expect(onOpen).toHaveBeenLastCalledWith(9);
    onOpen.mockClear();
    await user.click(screen.getByText('Water under the kitchen sink'));
    expect(onOpen).toHaveBeenCalledExactlyOnceWith(9);
    onOpen.mockClear();
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(onOpen).not.toHaveBeenCalled();
  });

  it('opens from the keyboard through the title button', async () => {
    const user = userEvent.setup();
    const onOpen = renderItem(variant);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Leaking valve' }));
    await user.keyboard('{Enter}');
    expect(onOpen).toHaveBeenCalledExactlyOnceWith(9);
  });
});

it('draws a card as a bordered card and a row as a line of the list', () => {
  renderItem('card');
  renderItem('row');
  const [card, row] = screen.getAllByRole('article');
  expect(card?.className).toContain('rounded-xl');
  expect(row?.className).toContain('border-b');
  expect(row?.className).not.toContain('rounded-xl');
});
