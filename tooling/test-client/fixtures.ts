import { screen } from '@testing-library/react';
import { TOKEN_PREFIX, TOKEN_RANDOM_LENGTH } from '#shared/domain/auth-token.ts';
import type { CurrentEmployee, Employee } from '#shared/schemas/employee.ts';
import type { Comment, PausedJobListItem } from '#shared/schemas/work-order.ts';

/** Test data and helpers every client test may use: a signed-in token, employees, work orders. */

export const TOKEN = `${TOKEN_PREFIX}${'A'.repeat(TOKEN_RANDOM_LENGTH)}`;

export function employee(id: number, name: string, employeeType: Employee['employeeType']): Employee {
  return {
    id,
    name,
    email: `${name.split(' ')[0]?.toLowerCase()}@demo.test`,
    phone: null,
    employeeType,
    title: null,
    photo: null,
    color: null,
    colorTheme: 'blue',
    notes: null,
    isActive: true,
    notificationsEnabled: true,
    emailNotifications: true,
    smsNotifications: false,
  };
}

export const OFFICE = employee(3, 'Priya Natarajan', 'office');

/** An employee as GET /api/auth/me (and employee writes) answer: their own settings added. */
export function currentEmployee(
  person: Employee = OFFICE,
  fields: Partial<CurrentEmployee> = {},
): CurrentEmployee {
  return {
    ...person,
    workOrderUpdateNotifications: true,
    assignmentNotifications: true,
    themePreference: 'system',
    compactView: false,
    autoRefresh: true,
    mustChangePassword: false,
    ...fields,
  };
}
export const PLUMBER = employee(7, 'Carlos Mendez', 'plumber');
export const PLUMBER_2 = employee(8, 'Dana Brooks', 'plumber');
export const EMPLOYEES = [OFFICE, PLUMBER, PLUMBER_2];

export function workOrder(id: number, fields: Partial<PausedJobListItem> = {}): PausedJobListItem {
  return {
    id,
    workOrderId: String(48_000 + id),
    jobNumber: null,
    jobLastName: null,
    customerName: null,
    customerPhone: null,
    customerEmail: null,
    title: `Leaking valve ${id}`,
    description: 'Water under the kitchen sink',
    notes: null,
    status: 'open',
    priority: 'normal',
    type: 'task',
    dueDate: null,
    location: null,
    city: null,
    office: null,
    techAssigned: null,
    externalJobNumber: null,
    followUpReason: null,
    assignedTo: null,
    assignedOfficeEmployee: null,
    lastViewed: null,
    lastAppointmentDate: null,
    originalAppointmentDate: null,
    returnAppointmentDate: null,
    linkToDispatch: null,
    preAuthStatus: null,
    preAuthAmount: null,
    authorizationStatus: null,
    opcAmount: null,
    rwpFormStatus: null,
    partTitle1: null,
    partOrdered1: null,
    partETA1: null,
    partReceived1: null,
    partTitle2: null,
    partOrdered2: null,
    partETA2: null,
    partReceived2: null,
    partTitle3: null,
    partOrdered3: null,
    partETA3: null,
    partReceived3: null,
    pausedAt: null,
    completedAt: null,
    createdBy: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    version: 1,
    assignedEmployees: [],
    holdInsights: null,
    commentCount: 0,
    latestComment: null,
    ...fields,
  };
}

/** The toasts on screen as 'Title: description' (the viewport's list, not Radix's announcer copy). */
export function toastTexts(): string[] {
  // hidden: an open modal dialog hides the rest of the page, the toast list included, from the tree.
  const region = screen.getByRole('region', { name: /notifications/i, hidden: true });
  return Array.from(region.querySelectorAll('li')).map((li) => {
    const title = li.querySelector('[data-slot="toast-title"]')?.textContent;
    const description = li.querySelector('[data-slot="toast-description"]')?.textContent;
    return description ? `${title}: ${description}` : String(title);
  });
}

/** jsdom has no ResizeObserver; Radix and the virtualizer measure with one. */
export class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

/** A comment as the comments endpoints answer it: a note by the office employee unless told. */
export function comment(id: number, fields: Partial<Comment> = {}): Comment {
  const content = fields.content ?? fields.text ?? `Note ${id}`;
  const type = fields.type ?? fields.commentType ?? 'note';
  return {
    id,
    workOrderId: 7,
    notifyAdmin: false,
    createdAt: '2026-11-20T10:00:00.000Z',
    receivedAt: fields.createdAt ?? '2026-11-20T10:00:00.000Z',
    author: { id: OFFICE.id, name: OFFICE.name, photo: null },
    ...fields,
    content,
    text: content,
    type,
    commentType: type,
  };
}
