import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { WorkOrder } from '#shared/schemas/work-order.ts';
import {
  clearTaskHistory,
  readTaskHistory,
  recordTaskView,
  removeTaskView,
  TASK_HISTORY_KEY,
  useTaskHistory,
} from './task-history.ts';

function order(id: number, overrides: Partial<WorkOrder> = {}): WorkOrder {
  return {
    id,
    workOrderId: String(48000 + id),
    title: `Job ${id}`,
    status: 'open',
    priority: 'normal',
    type: 'task',
    dueDate: null,
    jobNumber: null,
    jobLastName: null,
    customerName: null,
    description: 'A long description the history does not keep',
    ...overrides,
  } as WorkOrder;
}

const stored = () => JSON.parse(localStorage.getItem(TASK_HISTORY_KEY) ?? 'null');

describe('task history', () => {
  it('records an entry under task-history with the specified fields, newest first', () => {
    recordTaskView(order(1), 1000);
    recordTaskView(order(2, { status: 'on-hold', title: 'Smith - 48002' }), 2000);
    expect(readTaskHistory().map((entry) => entry.id)).toEqual([2, 1]);
    const [first] = stored();
    expect(first).toMatchObject({
      id: 2,
      title: 'Smith - 48002',
      workOrderId: '48002',
      status: 'on-hold',
      isPaused: true,
      timestamp: 2000,
      workOrder: { id: 2, workOrderId: '48002', status: 'on-hold' },
    });
    expect(first.workOrder.description).toBeUndefined();
  });

  it('moves a task viewed again to the front instead of listing it twice', () => {
    recordTaskView(order(1), 1000);
    recordTaskView(order(2), 2000);
    recordTaskView(order(1, { title: 'Renamed' }), 3000);
    const entries = readTaskHistory();
    expect(entries.map((entry) => [entry.id, entry.title, entry.timestamp])).toEqual([
      [1, 'Renamed', 3000],
      [2, 'Job 2', 2000],
    ]);
  });

  it('keeps the newest 20', () => {
    for (let id = 1; id <= 25; id += 1) recordTaskView(order(id), id);
    const entries = readTaskHistory();
    expect(entries).toHaveLength(20);
    expect(entries[0]?.id).toBe(25);
    expect(entries[19]?.id).toBe(6);
  });

  it('discards corrupt entries and keeps the good ones', () => {
    recordTaskView(order(7), 1000);
    const good = stored()[0];
    localStorage.setItem(
      TASK_HISTORY_KEY,
      JSON.stringify([
        { id: 'x' },
        good,
        null,
        { ...good, id: 8, isPaused: 'yes' },
        { ...good, id: 10, workOrder: { ...good.workOrder, priority: 'high' } },
        { ...good, id: 11, workOrder: undefined },
        42,
      ]),
    );
    expect(readTaskHistory().map((entry) => entry.id)).toEqual([7]);
    recordTaskView(order(9), 2000);
    expect(stored().map((entry: { id: number }) => entry.id)).toEqual([9, 7]);
  });

  it('reads a corrupt whole value as an empty history', () => {
    localStorage.setItem(TASK_HISTORY_KEY, '{not json');
    expect(readTaskHistory()).toEqual([]);
    localStorage.setItem(TASK_HISTORY_KEY, JSON.stringify({ id: 1 }));
    expect(readTaskHistory()).toEqual([]);
  });

  it('removes one entry and clears all', () => {
    recordTaskView(order(1), 1);
    recordTaskView(order(2), 2);
    removeTaskView(1);
    expect(readTaskHistory().map((entry) => entry.id)).toEqual([2]);
    clearTaskHistory();
    expect(readTaskHistory()).toEqual([]);
    expect(localStorage.getItem(TASK_HISTORY_KEY)).toBeNull();
  });

  it('useTaskHistory follows this tab and other tabs', () => {
    const { result } = renderHook(() => useTaskHistory());
    expect(result.current).toEqual([]);
    act(() => recordTaskView(order(3), 1));
    expect(result.current.map((entry) => entry.id)).toEqual([3]);
    // Another tab writes storage directly, then the browser fires 'storage' here.
    act(() => {
      localStorage.setItem(TASK_HISTORY_KEY, '[]');
      window.dispatchEvent(new StorageEvent('storage', { key: TASK_HISTORY_KEY }));
    });
    expect(result.current).toEqual([]);
  });
});
