import { useSyncExternalStore } from 'react';
import { z } from 'zod';
import { type WorkOrder, WorkOrderSchema } from '../../shared/schemas/work-order.ts';

/** SPEC 9: the device's list of recently viewed tasks and paused jobs (dashboard Recent History). */
export const TASK_HISTORY_KEY = 'task-history';
export const TASK_HISTORY_LIMIT = 20;

/**
 * The part of the work order an entry keeps: enough to show it without a request. Not the whole
 * order: descriptions and comments would fill the browser's few megabytes of storage.
 */
const HistoryWorkOrderSchema = WorkOrderSchema.pick({
  id: true,
  workOrderId: true,
  title: true,
  status: true,
  priority: true,
  type: true,
  dueDate: true,
  jobNumber: true,
  jobLastName: true,
  customerName: true,
});
export type HistoryWorkOrder = z.infer<typeof HistoryWorkOrderSchema>;

/** SPEC 3 "Local history entry"; `id` is the server id, `timestamp` milliseconds since 1970. */
const TaskHistoryEntrySchema = z.object({
  id: z.number().int().positive(),
  title: z.string(),
  workOrderId: z.string(),
  status: z.string(),
  isPaused: z.boolean(),
  timestamp: z.number(),
  workOrder: HistoryWorkOrderSchema,
});
export type TaskHistoryEntry = z.infer<typeof TaskHistoryEntrySchema>;

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
  const entries: TaskHistoryEntry[] = [];
  for (const item of value) {
    const parsed = TaskHistoryEntrySchema.safeParse(item);
    if (parsed.success) entries.push(parsed.data);
  }
  return entries;
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
