import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../../components/ui/toaster.tsx';
import { dismissToast } from '../../../components/ui/use-toast.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { AddNoteForm } from './add-note-form.tsx';

const TOKEN = `spt1${'C'.repeat(43)}`;
const PATH = '/api/work-orders/7/comments';

type Reply = { status: number; body: unknown };

function stubServer(reply: Reply = { status: 201, body: { id: 1 } }) {
  const fetchSpy = vi.fn(
    async (_input: RequestInfo | URL, _init?: RequestInit) =>
      new Response(JSON.stringify(reply.body), { status: reply.status }),
  );
  vi.stubGlobal('fetch', fetchSpy);
  return {
    bodies: () =>
      fetchSpy.mock.calls
        .filter(([url, init]) => String(url) === PATH && init?.method === 'POST')
        .map(([, init]) => JSON.parse(String(init?.body))),
  };
}

function renderForm() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <AddNoteForm workOrderId={7} />
      <Toaster />
    </QueryClientProvider>,
  );
}

function toastTexts(): string[] {
  const region = screen.getByRole('region', { name: /notifications/i });
  return Array.from(region.querySelectorAll('li')).map((li) =>
    [li.querySelector('[data-slot="toast-title"]'), li.querySelector('[data-slot="toast-description"]')]
      .map((node) => node?.textContent)
      .filter(Boolean)
      .join(': '),
  );
}

const box = () => screen.getByRole('textbox', { name: 'Add Note' }) as HTMLTextAreaElement;
const addButton = () => screen.getByRole('button', { name: 'Add Note' }) as HTMLButtonElement;
const type = (value: string) => fireEvent.change(box(), { target: { value } });

function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { value: width, configurable: true, writable: true });
}

beforeEach(() => {
  localStorage.setItem('authToken', TOKEN);
  setWidth(1024);
});

afterEach(() => {
  dismissToast();
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('AddNoteForm (SPEC 5 comment rules)', () => {
  it('keeps Add Note disabled while the text is empty or blank, and counts characters', () => {
    stubServer();
    renderForm();
    expect(addButton().disabled).toBe(true);
    type('   \n ');
    expect(addButton().disabled).toBe(true);
    type('Pipe');
    expect(addButton().disabled).toBe(false);
    expect(screen.getByText(/^4\/1000/)).toBeTruthy();
  });

  it('says the SPEC words for a note that is too short or too long, and sends nothing', async () => {
    const server = stubServer();
    renderForm();
    type('ok');
    fireEvent.click(addButton());
    expect(await screen.findByText('Comment must be at least 3 characters.')).toBeTruthy();
    type('x'.repeat(1001));
    expect(await screen.findByText('Comment must be less than 1000 characters.')).toBeTruthy();
    expect(server.bodies()).toEqual([]);
  });

  it('saves on the button: sends the trimmed note, says Note added and clears the box', async () => {
    const server = stubServer();
    renderForm();
    type('  Replaced the valve  ');
    fireEvent.click(addButton());
    await waitFor(() => expect(toastTexts()).toEqual(['Note added']));
    expect(server.bodies()).toEqual([{ content: 'Replaced the valve', type: 'note', notifyAdmin: false }]);
    await waitFor(() => expect(box().value).toBe(''));
  });

  it('on a wide window Enter saves and Shift+Enter does not', async () => {
    const server = stubServer();
    renderForm();
    type('Customer called back');
    fireEvent.keyDown(box(), { key: 'Enter', shiftKey: true });
    expect(server.bodies()).toEqual([]);
    fireEvent.keyDown(box(), { key: 'Enter' });
    await waitFor(() => expect(server.bodies()).toHaveLength(1));
  });

  it('on a narrow window Enter does not save', async () => {
    setWidth(400);
    const server = stubServer();
    renderForm();
    type('Customer called back');
    const notPrevented = fireEvent.keyDown(box(), { key: 'Enter' });
    expect(notPrevented).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(server.bodies()).toEqual([]);
  });

  it('says Note Failed with the server message and keeps the text', async () => {
    stubServer({ status: 404, body: { message: 'Work order not found' } });
    renderForm();
    type('Parts arrive Monday');
    fireEvent.click(addButton());
    await waitFor(() => expect(toastTexts()).toEqual(['Note Failed: 404: Work order not found']));
    expect(box().value).toBe('Parts arrive Monday');
  });
});
