import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { PAUSED_JOB_LIST_TEXTS } from '../../../../shared/spec-texts/work-list-texts.ts';
import { Toaster } from '../../../components/ui/toaster.tsx';
import { dismissToast } from '../../../components/ui/use-toast.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { employee, TOKEN } from '../../../testing/fixtures.ts';
import { CreatePausedJobDialog } from './create-paused-job-dialog.tsx';

// Shared by the Create New Paused Job tests: a fake server, the dialog with toasts, form helpers.

/**
 * The toasts on screen as 'Title: description'. Like fixtures' toastTexts, but it finds the
 * viewport while the modal dialog hides everything behind it from the accessibility tree.
 */
export function toastTexts(): string[] {
  const region = screen.getByRole('region', { name: /notifications/i, hidden: true });
  return Array.from(region.querySelectorAll('li')).map((li) => {
    const title = li.querySelector('[data-slot="toast-title"]')?.textContent;
    const description = li.querySelector('[data-slot="toast-description"]')?.textContent;
    return description ? `${title}: ${description}` : String(title);
  });
}

export const STAFF = [
  employee(1, 'Carlos Mendez', 'plumber'),
  employee(2, 'Priya Natarajan', 'office'),
  employee(3, 'Dana Brooks', 'plumber'),
  { ...employee(4, 'Former Tech', 'plumber'), isActive: false },
  employee(5, 'Alex Admin', 'admin'),
  employee(6, 'Morgan Lee', 'management'),
];

type Reply = { status: number; body: unknown };
const json = (reply: Reply) =>
  new Response(JSON.stringify(reply.body), {
    status: reply.status,
    headers: { 'content-type': 'application/json' },
  });
const CREATED = { id: 77, workOrderId: 'P1767225600000', title: 'Smith - 48213' };

/** GET /api/employees answers the staff; POST /api/paused-jobs answers `create`. */
export function stubServer({ create = { status: 201, body: CREATED } as Reply } = {}) {
  const fetchSpy = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    if (url === '/api/employees' && method === 'GET') return json({ status: 200, body: STAFF });
    if (url === '/api/paused-jobs' && method === 'POST') return json(create);
    return json({ status: 200, body: [] });
  });
  vi.stubGlobal('fetch', fetchSpy);
  return {
    createBodies: () =>
      fetchSpy.mock.calls
        .filter(([url, init]) => String(url) === '/api/paused-jobs' && init?.method === 'POST')
        .map(([, init]) => JSON.parse(String(init?.body))),
  };
}

export function renderDialog() {
  const onClose = vi.fn();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <CreatePausedJobDialog onClose={onClose} />
      <Toaster />
    </QueryClientProvider>,
  );
  return onClose;
}

/** A control by its label; required labels carry a visual '*' that is hidden from screen readers. */
export const field = (label: string) =>
  screen.getByLabelText((text) => text.replace(/\*$/, '') === label) as HTMLInputElement;
export const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
export const submit = () =>
  fireEvent.click(screen.getByRole('button', { name: PAUSED_JOB_LIST_TEXTS.create }));
export const optionTexts = (label: string) =>
  Array.from((field(label) as unknown as HTMLSelectElement).options).map((option) => option.textContent);

/** The employee list has arrived (the selects list more than 'None'). */
export async function employeesLoaded() {
  await waitFor(() => expect(optionTexts('Assign Tech').length).toBeGreaterThan(1));
}

export function fillRequired() {
  type('Job Number', ' 48213 ');
  type('Customer Last Name', 'Smith');
  type('City', 'Springfield');
}

/** Signed in with a well-formed token; toasts, DOM and fetch reset after each test. */
export function setUpCreatePausedJobTests() {
  beforeEach(() => {
    localStorage.clear();
    localStorage.setItem('authToken', TOKEN);
  });
  afterEach(() => {
    dismissToast();
    cleanup();
    vi.unstubAllGlobals();
  });
}
