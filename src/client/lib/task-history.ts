import { useSyncExternalStore } from 'react';
import { WORK_ORDER_PRIORITIES } from '#shared/domain/work-order-priority.ts';
import { WORK_ORDER_STATUSES } from '#shared/domain/work-order-status.ts';
import { WORK_ORDER_TYPES } from '#shared/domain/work-order-type.ts';
import type { WorkOrder } from '#shared/schemas/work-order.ts';

/** The device's list of recently viewed tasks and paused jobs (dashboard Recent History). */
export const TASK_HISTORY_KEY = 'task-history';
const TASK_HISTORY_LIMIT = 20;

/**
 * The part of the work order an entry keeps: enough to show it without a request. Not the whole
 * order: descriptions and comments would fill the browser's few megabytes of storage.
 */
type HistoryWorkOrder = Pick<
  WorkOrder,
  | 'id'
  | 'workOrderId'
  | 'title'
  | 'status'
  | 'priority'
  | 'type'
  | 'dueDate'
  | 'jobNumber'
  | 'jobLastName'
  | 'customerName'
>;

/** A local history entry; `id` is the server id, `timestamp` milliseconds since 1970. */
export type TaskHistoryEntry = {
  id: number;
  title: string;
  workOrderId: string;
  status: string;
  isPaused: boolean;
  timestamp: number;
  workOrder: HistoryWorkOrder;
};

// A plain check rather than a zod schema: this is the device's own record, not an API shape, and
// the dashboard reads it on first paint, where zod would add 25 KB (ADR 012).
type Fields = Record<string, unknown>;
const isObject = (value: unknown): value is Fields => typeof value === 'object' && value !== null;
const isText = (value: unknown) => typeof value === 'string';
const isTextOrNull = (value: unknown) => value === null || typeof value === 'string';
const isId = (value: unknown) => Number.isInteger(value) && (value as number) > 0;
const isOneOf = (values: readonly string[], value: unknown) =>
  isText(value) && values.includes(value as string);

function isHistoryWorkOrder(value: unknown): value is HistoryWorkOrder {
  return (
    isObject(value) &&
    isId(value.id) &&
    isText(value.workOrderId) &&
    isText(value.title) &&
    isOneOf(WORK_ORDER_STATUSES, value.status) &&
    isOneOf(WORK_ORDER_PRIORITIES, value.priority) &&
    isOneOf(WORK_ORDER_TYPES, value.type) &&
    isTextOrNull(value.dueDate) &&
    isTextOrNull(value.jobNumber) &&
    isTextOrNull(value.jobLastName) &&
    isTextOrNull(value.customerName)
  );
}

function isHistoryEntry(value: unknown): value is TaskHistoryEntry {
  return (
    isObject(value) &&
    isId(value.id) &&
    isText(value.title) &&
    isText(value.workOrderId) &&
    isText(value.status) &&
    typeof value.isPaused === 'boolean' &&
    Number.isFinite(value.timestamp) &&
    isHistoryWorkOrder(value.workOrder)
  );
}

const EMPTY: readonly TaskHistoryEntry[] = Object.freeze([]);

function readRaw(): string | null {
  try {
    return localStorage.getItem(TASK_HISTORY_KEY);
  } catch {
    // Storage can be switched off (privacy modes); history is then simply empty.
    return null;
  }
}

/** Every entry that still reads as one; corrupt entries (and a corrupt whole value) are dropped. */
function parseHistory(raw: string | null): readonly TaskHistoryEntry[] {
  if (!raw) return EMPTY;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return EMPTY;
  }
  if (!Array.isArray(value)) return EMPTY;
  return value.filter(isHistoryEntry);
}

const listeners = new Set<() => void>();

function notify() {
  for (const listener of listeners) listener();
}

function write(entries: readonly TaskHistoryEntry[]) {
  try {
    if (entries.length === 0) localStorage.removeItem(TASK_HISTORY_KEY);
    else localStorage.setItem(TASK_HISTORY_KEY, JSON.stringify(entries));
  } catch {
    // Full or disabled storage: losing a history entry is harmless.
  }
  notify();
}

// useSyncExternalStore needs the same array while the stored text is unchanged.
let cachedRaw: string | null = null;
let cachedEntries: readonly TaskHistoryEntry[] = EMPTY;

/** The history, newest first. */
export function readTaskHistory(): readonly TaskHistoryEntry[] {
  const raw = readRaw();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedEntries = parseHistory(raw);
  }
  return cachedEntries;
}

/** Puts the work order at the front (once), keeping the newest 20. */
export function recordTaskView(workOrder: WorkOrder, now: number = Date.now()): void {
  const entry: TaskHistoryEntry = {
    id: workOrder.id,
    title: workOrder.title,
    workOrderId: workOrder.workOrderId,
    status: workOrder.status,
    isPaused: workOrder.status === 'on-hold',
    timestamp: now,
    workOrder: {
      id: workOrder.id,
      workOrderId: workOrder.workOrderId,
      title: workOrder.title,
      status: workOrder.status,
      priority: workOrder.priority,
      type: workOrder.type,
      dueDate: workOrder.dueDate,
      jobNumber: workOrder.jobNumber,
      jobLastName: workOrder.jobLastName,
      customerName: workOrder.customerName,
    },
  };
  const others = readTaskHistory().filter((item) => item.id !== workOrder.id);
  write([entry, ...others].slice(0, TASK_HISTORY_LIMIT));
}

/** Drops one work order (it was deleted, so its entry would only lead to 'not found'). */
export function removeTaskView(id: number): void {
  const entries = readTaskHistory();
  if (entries.some((item) => item.id === id)) write(entries.filter((item) => item.id !== id));
}

/** The dashboard's 'Clear history'. */
export function clearTaskHistory(): void {
  write(EMPTY);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab changed (or cleared) storage: the storage event only fires in the other tabs.
  const onStorage = (event: StorageEvent) => {
    if (event.key === TASK_HISTORY_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

const serverSnapshot = () => EMPTY;

/** The history, kept current across this tab's writes and other tabs'. */
export function useTaskHistory(): readonly TaskHistoryEntry[] {
  return useSyncExternalStore(subscribe, readTaskHistory, serverSnapshot);
}
