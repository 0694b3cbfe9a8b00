import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Attachment } from '../../../../shared/schemas/attachment.ts';
import { Toaster } from '../../../components/ui/toaster.tsx';
import { dismissToast } from '../../../components/ui/use-toast.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { AttachmentsSection } from './attachments-section.tsx';

const TOKEN = `spt1${'A'.repeat(43)}`;
const base = { workOrderId: 9, uploadedAt: '2026-03-02T12:00:00Z', description: null, filePath: '' };
const PHOTO: Attachment = {
  ...base,
  id: 3,
  fileName: 'leak-under-sink.jpg',
  fileType: 'image/jpeg',
  fileSize: 1536,
  isImage: true,
  description: 'Before the repair',
  uploadedBy: { id: 2, name: 'Carlos Mendez' },
};
const INVOICE: Attachment = {
  ...base,
  id: 4,
  fileName: 'invoice.pdf',
  fileType: 'application/pdf',
  fileSize: 2 * 1024 * 1024,
  isImage: false,
  uploadedBy: null,
};

type Reply = { status: number; body?: unknown; blob?: Blob };
type Call = { method: string; url: string; body: unknown };

/** A fake server: `routes` maps 'METHOD url' to a reply; every call is recorded. */
function stubServer(routes: Record<string, Reply>) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const url = String(input);
      calls.push({ method, url, body: init?.body });
      const reply = routes[`${method} ${url}`] ?? { status: 404, body: { message: 'Not found' } };
      if (reply.blob) return new Response(reply.blob, { status: reply.status });
      return new Response(JSON.stringify(reply.body ?? {}), { status: reply.status });
    }),
  );
  return { calls, writes: () => calls.filter((call) => call.method !== 'GET') };
}

const LIST = 'GET /api/work-orders/9/attachments';

function renderSection() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <AttachmentsSection workOrderId={9} />
      <Toaster />
    </QueryClientProvider>,
  );
}

const toastTexts = () =>
  Array.from(
    // hidden: a modal dialog marks the rest of the page aria-hidden while it is open.
    screen.getByRole('region', { name: /notifications/i, hidden: true }).querySelectorAll('li'),
  ).map((li) =>
    [li.querySelector('[data-slot="toast-title"]'), li.querySelector('[data-slot="toast-description"]')]
      .map((node) => node?.textContent)
      .filter(Boolean)
      .join(': '),
  );

const card = async (name: string) => (await screen.findByText(name)).closest('li') as HTMLElement;

function openUploadDialog() {
  fireEvent.click(screen.getByRole('button', { name: 'Upload File' }));
  return screen.getByRole('dialog', { name: 'Upload File' });
}

beforeEach(() => {
  localStorage.setItem('authToken', TOKEN);
  URL.createObjectURL = vi.fn(() => 'blob:preview-1');
  URL.revokeObjectURL = vi.fn();
});

afterEach(() => {
  dismissToast();
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('AttachmentsSection', () => {
  it('lists each file with its size, date, uploader and description; Preview for images only', async () => {
    stubServer({ [LIST]: { status: 200, body: [PHOTO, INVOICE] } });
    renderSection();
    const photo = await card('leak-under-sink.jpg');
    expect(within(photo).getByText('1.5 KB · Uploaded Mar 2, 2026 · by Carlos Mendez')).toBeTruthy();
    expect(within(photo).getByText('Before the repair')).toBeTruthy();
    expect(within(photo).getByRole('button', { name: 'Preview' })).toBeTruthy();
    const invoice = await card('invoice.pdf');
    expect(within(invoice).getByText('2 MB · Uploaded Mar 2, 2026')).toBeTruthy();
    expect(within(invoice).queryByRole('button', { name: 'Preview' })).toBeNull();
    expect(within(invoice).getByRole('button', { name: 'Download' })).toBeTruthy();
  });

  it('says No attachments yet for an empty list, and shows the error with Retry on failure', async () => {
    stubServer({ [LIST]: { status: 200, body: [] } });
    renderSection();
    expect(await screen.findByText('No attachments yet')).toBeTruthy();
    cleanup();
    stubServer({ [LIST]: { status: 500, body: { message: 'boom' } } });
    renderSection();
    expect((await screen.findByRole('alert', {}, { timeout: 3000 })).textContent).toBe(
      'Server error. Please try again later.',
    );
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('says No file selected when Upload is pressed without a file, and sends nothing', async () => {
    const server = stubServer({ [LIST]: { status: 200, body: [] } });
    renderSection();
    const dialog = openUploadDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(toastTexts()).toEqual(['No file selected: Please select a file to upload.']);
    expect(server.writes()).toEqual([]);
  });

  it('refuses a file over 25 MB before sending it', async () => {
    const server = stubServer({ [LIST]: { status: 200, body: [] } });
    renderSection();
    const dialog = openUploadDialog();
    const big = new File(['x'], 'huge.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 26 * 1024 * 1024 });
    fireEvent.change(within(dialog).getByLabelText('File'), { target: { files: [big] } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(toastTexts()).toEqual(['Error uploading file: File is too large. The maximum size is 25 MB.']);
    expect(server.writes()).toEqual([]);
  });

  it('uploads the file with the work order and description, then says so and closes', async () => {
    const server = stubServer({
      [LIST]: { status: 200, body: [] },
      'POST /api/attachments': { status: 201, body: INVOICE },
    });
    renderSection();
    const dialog = openUploadDialog();
    const file = new File(['%PDF-1.4'], 'invoice.pdf', { type: 'application/pdf' });
    fireEvent.change(within(dialog).getByLabelText('File'), { target: { files: [file] } });
    fireEvent.change(within(dialog).getByLabelText('Description (optional)'), {
      target: { value: 'Signed invoice' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(toastTexts()).toEqual(['File uploaded successfully']));
    const form = server.writes()[0]?.body as FormData;
    expect([form.get('workOrderId'), form.get('description'), (form.get('file') as File).name]).toEqual([
      '9',
      'Signed invoice',
      'invoice.pdf',
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Upload File' })).toBeNull());
  });

  it('shows the server message when an upload fails', async () => {
    stubServer({
      [LIST]: { status: 200, body: [] },
      'POST /api/attachments': { status: 415, body: { message: 'This file type is not allowed.' } },
    });
    renderSection();
    const dialog = openUploadDialog();
    const file = new File(['MZ'], 'setup.exe.pdf', { type: 'application/pdf' });
    fireEvent.change(within(dialog).getByLabelText('File'), { target: { files: [file] } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
    await waitFor(() =>
      expect(toastTexts()).toEqual(['Error uploading file: 415: This file type is not allowed.']),
    );
    expect(screen.getByRole('dialog', { name: 'Upload File' })).toBeTruthy();
  });

  it('asks before deleting, sends DELETE and says File deleted', async () => {
    const server = stubServer({
      [LIST]: { status: 200, body: [PHOTO] },
      'DELETE /api/attachments/3': { status: 200, body: { message: 'File deleted', id: 3 } },
    });
    renderSection();
    fireEvent.click(within(await card('leak-under-sink.jpg')).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(within(confirm).getByText('Are you sure you want to delete this file?')).toBeTruthy();
    expect(server.writes()).toEqual([]);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toastTexts()).toEqual(['File deleted']));
    expect(server.writes().map((call) => `${call.method} ${call.url}`)).toEqual([
      'DELETE /api/attachments/3',
    ]);
  });

  it('says Error deleting file when the server refuses', async () => {
    stubServer({
      [LIST]: { status: 200, body: [PHOTO] },
      'DELETE /api/attachments/3': { status: 404, body: { message: 'Attachment not found' } },
    });
    renderSection();
    fireEvent.click(within(await card('leak-under-sink.jpg')).getByRole('button', { name: 'Delete' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toastTexts()).toEqual(['Error deleting file: 404: Attachment not found']));
  });

  it('downloads through an object URL under the file name, then revokes it', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const server = stubServer({
      [LIST]: { status: 200, body: [INVOICE] },
      'GET /api/attachments/4/file': { status: 200, blob: new Blob(['%PDF']) },
    });
    renderSection();
    fireEvent.click(within(await card('invoice.pdf')).getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(click).toHaveBeenCalledOnce());
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect([link.download, link.href]).toEqual(['invoice.pdf', 'blob:preview-1']);
    expect(server.calls.some((call) => call.url === '/api/attachments/4/file')).toBe(true);
    await waitFor(() => expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview-1'), {
      timeout: 2000,
    });
  });

  it('previews an image in a dialog titled with its name, and revokes the URL on close', async () => {
    const server = stubServer({
      [LIST]: { status: 200, body: [PHOTO] },
      'GET /api/attachments/3/file?inline=1': { status: 200, blob: new Blob(['jpeg']) },
    });
    renderSection();
    fireEvent.click(within(await card('leak-under-sink.jpg')).getByRole('button', { name: 'Preview' }));
    const dialog = screen.getByRole('dialog', { name: 'leak-under-sink.jpg' });
    const image = (await within(dialog).findByRole('img', {
      name: 'leak-under-sink.jpg',
    })) as HTMLImageElement;
    expect(image.getAttribute('src')).toBe('blob:preview-1');
    expect(server.calls.some((call) => call.url === '/api/attachments/3/file?inline=1')).toBe(true);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview-1'));
  });
});
