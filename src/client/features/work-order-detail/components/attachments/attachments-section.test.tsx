import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NO_RENDITIONS_MESSAGE } from '#shared/domain/image-renditions.ts';
import type { Attachment } from '#shared/schemas/attachment.ts';
import { answer, fail, sent } from '#tooling/test-client/api-handlers.ts';
import { writes } from '#tooling/test-client/detail-dialog.tsx';
import { toastTexts } from '#tooling/test-client/fixtures.ts';
import { server } from '#tooling/test-client/msw-server.ts';
import { renderInPortal } from '#tooling/test-client/render.tsx';
import { AttachmentsSection } from './attachments-section.tsx';

const base = { workOrderId: 9, uploadedAt: '2026-03-02T12:00:00Z', description: null, filePath: '' };
const PHOTO: Attachment = {
  ...base,
  id: 3,
  fileName: 'leak-under-sink.jpg',
  fileType: 'image/jpeg',
  fileSize: 1536,
  isImage: true,
  hasRenditions: true,
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
  hasRenditions: false,
  uploadedBy: null,
};
/** An iPhone photo: an image, but one the server makes no smaller copies of. */
const HEIC_PHOTO: Attachment = {
  ...base,
  id: 5,
  fileName: 'IMG_0001.HEIC',
  fileType: 'image/heic',
  fileSize: 3 * 1024 * 1024,
  isImage: true,
  hasRenditions: false,
  uploadedBy: null,
};

const LIST = 'GET /api/work-orders/:id/attachments';
const UPLOAD = 'POST /api/attachments';
const DELETE = 'DELETE /api/attachments/:id';
const FILE = 'GET /api/attachments/:id/file';

/** A file's bytes, as GET /api/attachments/{id}/file answers them. */
const fileBytes = (bytes: string) => answer(FILE, () => new HttpResponse(new Blob([bytes])));
/** The file requests made, as path and query. */
const fileRequests = () => sent(FILE).map((request) => `${request.url.pathname}${request.url.search}`);

function renderSection() {
  return renderInPortal(<AttachmentsSection workOrderId={9} />);
}

const card = async (name: string) => (await screen.findByText(name)).closest('li') as HTMLElement;

async function openUploadDialog(user: ReturnType<typeof renderSection>['user']) {
  const upload = () => screen.getByRole('button', { name: 'Upload File' });
  // The dialog loads on demand (lazy-upload-file-dialog.tsx): until then its button is a disabled stand-in.
  await waitFor(() => expect(upload().hasAttribute('disabled')).toBe(false), { timeout: 5000 });
  await user.click(upload());
  return screen.getByRole('dialog', { name: 'Upload File' });
}

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:preview-1');
  URL.revokeObjectURL = vi.fn();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('AttachmentsSection', () => {
  it('lists each file with its size, date, uploader and description; Preview for images only', async () => {
    server.use(answer(LIST, [PHOTO, INVOICE]), fileBytes('webp'));
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
    server.use(answer(LIST, []));
    renderSection();
    expect(await screen.findByText('No attachments yet')).toBeTruthy();
    cleanup();
    server.use(fail(LIST, 500, 'boom'));
    renderSection();
    expect((await screen.findByRole('alert', {}, { timeout: 3000 })).textContent).toBe(
      'Server error. Please try again later.',
    );
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('says No file selected when Upload is pressed without a file, and sends nothing', async () => {
    server.use(answer(LIST, []));
    const { user } = renderSection();
    const dialog = await openUploadDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(toastTexts()).toEqual(['No file selected: Please select a file to upload.']);
    expect(writes()).toEqual([]);
  });

  it('refuses a file over 25 MB before sending it', async () => {
    server.use(answer(LIST, []));
    const { user } = renderSection();
    const dialog = await openUploadDialog(user);
    const big = new File(['x'], 'huge.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 26 * 1024 * 1024 });
    await user.upload(within(dialog).getByLabelText('File'), big);
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(toastTexts()).toEqual(['Error uploading file: File is too large. The maximum size is 25 MB.']);
    expect(writes()).toEqual([]);
  });

  it('uploads the file with the work order and description, then says so and closes', async () => {
    server.use(answer(LIST, []), answer(UPLOAD, INVOICE, { status: 201 }));
    // Vitest hands jsdom's form to the fake server as a Node FormData whose files are plain blobs,
    // without their names; the name is read where the app puts the file in the form.
    const append = vi.spyOn(FormData.prototype, 'append');
    const { user } = renderSection();
    const dialog = await openUploadDialog(user);
    const file = new File(['%PDF-1.4'], 'invoice.pdf', { type: 'application/pdf' });
    await user.upload(within(dialog).getByLabelText('File'), file);
    await user.type(within(dialog).getByLabelText('Description (optional)'), 'Signed invoice');
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(toastTexts()).toEqual(['File uploaded successfully']));
    const form = writes()[0]?.body as FormData;
    expect([
      form.get('workOrderId'),
      form.get('description'),
      await (form.get('file') as Blob).text(),
    ]).toEqual(['9', 'Signed invoice', '%PDF-1.4']);
    expect(append).toHaveBeenCalledWith('file', file);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Upload File' })).toBeNull());
  });

  it('shows the server message when an upload fails', async () => {
    server.use(answer(LIST, []), fail(UPLOAD, 415, 'This file type is not allowed.'));
    const { user } = renderSection();
    const dialog = await openUploadDialog(user);
    const file = new File(['MZ'], 'setup.exe.pdf', { type: 'application/pdf' });
    await user.upload(within(dialog).getByLabelText('File'), file);
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    await waitFor(() =>
      expect(toastTexts()).toEqual(['Error uploading file: 415: This file type is not allowed.']),
    );
    expect(screen.getByRole('dialog', { name: 'Upload File' })).toBeTruthy();
  });

  it('asks before deleting, sends DELETE and says File deleted', async () => {
    server.use(answer(LIST, [PHOTO]), fileBytes('webp'), answer(DELETE, { message: 'File deleted', id: 3 }));
    const { user } = renderSection();
    await user.click(within(await card('leak-under-sink.jpg')).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(within(confirm).getByText('Are you sure you want to delete this file?')).toBeTruthy();
    expect(writes()).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toastTexts()).toEqual(['File deleted']));
    expect(writes().map((call) => `${call.method} ${call.url}`)).toEqual(['DELETE /api/attachments/3']);
  });

  it('says Error deleting file when the server refuses', async () => {
    server.use(answer(LIST, [PHOTO]), fileBytes('webp'), fail(DELETE, 404, 'Attachment not found'));
    const { user } = renderSection();
    await user.click(within(await card('leak-under-sink.jpg')).getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toastTexts()).toEqual(['Error deleting file: 404: Attachment not found']));
  });

  it('downloads through an object URL under the file name, then revokes it', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    server.use(answer(LIST, [INVOICE]), fileBytes('%PDF'));
    const { user } = renderSection();
    await user.click(within(await card('invoice.pdf')).getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(click).toHaveBeenCalledOnce());
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect([link.download, link.href]).toEqual(['invoice.pdf', 'blob:preview-1']);
    expect(fileRequests()).toContain('/api/attachments/4/file');
    await waitFor(() => expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview-1'), {
      timeout: 2000,
    });
  });

  it('previews the display-size copy in a dialog titled with its name, never the original', async () => {
    server.use(answer(LIST, [PHOTO]), fileBytes('webp'));
    const { user } = renderSection();
    await user.click(within(await card('leak-under-sink.jpg')).getByRole('button', { name: 'Preview' }));
    // The preview's code is fetched on the first press (ADR 008).
    const dialog = await screen.findByRole('dialog', { name: 'leak-under-sink.jpg' });
    const image = (await within(dialog).findByRole('img', {
      name: 'leak-under-sink.jpg',
    })) as HTMLImageElement;
    expect(image.getAttribute('src')).toBe('blob:preview-1');
    expect(fileRequests().sort()).toEqual([
      '/api/attachments/3/file?size=display',
      '/api/attachments/3/file?size=thumbnail',
    ]);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview-1'));
  });
});

describe('AttachmentsSection thumbnails', () => {
  it("shows each photo's thumbnail in a fixed square, described for screen readers; icons for the rest", async () => {
    server.use(answer(LIST, [PHOTO, INVOICE, HEIC_PHOTO]), fileBytes('webp'));
    renderSection();
    const thumbnail = (await within(await card('leak-under-sink.jpg')).findByRole('img', {
      name: 'Before the repair',
    })) as HTMLImageElement;
    expect(thumbnail.getAttribute('src')).toBe('blob:preview-1');
    // Its size is set before it loads, so the list does not move when it arrives.
    expect([thumbnail.getAttribute('width'), thumbnail.getAttribute('height')]).toEqual(['64', '64']);
    expect(within(await card('invoice.pdf')).queryByRole('img')).toBeNull();
    expect(within(await card('IMG_0001.HEIC')).queryByRole('img')).toBeNull();
    // Only the photo that has one asks for a thumbnail; nothing asks for an original.
    expect(fileRequests()).toEqual(['/api/attachments/3/file?size=thumbnail']);
  });

  it('names a thumbnail after the file when the photo has no description', async () => {
    server.use(answer(LIST, [{ ...PHOTO, description: null }]), fileBytes('webp'));
    renderSection();
    expect(
      await within(await card('leak-under-sink.jpg')).findByRole('img', { name: 'leak-under-sink.jpg' }),
    ).toBeTruthy();
  });

  it('keeps the icon when the thumbnail cannot be had, and the preview says why', async () => {
    const reason = 'This image could not be read to make a preview. Download the file to open it.';
    server.use(answer(LIST, [PHOTO]), fail(FILE, 404, reason));
    const { user } = renderSection();
    const photo = await card('leak-under-sink.jpg');
    await waitFor(() => expect(fileRequests()).toEqual(['/api/attachments/3/file?size=thumbnail']));
    expect(within(photo).queryByRole('img')).toBeNull();
    await user.click(within(photo).getByRole('button', { name: 'Preview' }));
    const dialog = screen.getByRole('dialog', { name: 'leak-under-sink.jpg' });
    expect((await within(dialog).findByRole('alert')).textContent).toBe(`404: ${reason}`);
  });

  it('says a HEIC photo has no preview, without fetching anything', async () => {
    server.use(answer(LIST, [HEIC_PHOTO]));
    const { user } = renderSection();
    await user.click(within(await card('IMG_0001.HEIC')).getByRole('button', { name: 'Preview' }));
    const dialog = screen.getByRole('dialog', { name: 'IMG_0001.HEIC' });
    expect(within(dialog).getByText(NO_RENDITIONS_MESSAGE)).toBeTruthy();
    expect(fileRequests()).toEqual([]);
  });

  it('loads a thumbnail only once it nears the viewport', async () => {
    const observers: Array<{ callback: IntersectionObserverCallback; options?: IntersectionObserverInit }> =
      [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
          observers.push({ callback, options });
        }
        observe() {}
        disconnect() {}
      },
    );
    server.use(answer(LIST, [PHOTO]), fileBytes('webp'));
    renderSection();
    const photo = await card('leak-under-sink.jpg');
    await waitFor(() => expect(observers).toHaveLength(1));
    expect(fileRequests()).toEqual([]);
    expect(observers[0]?.options?.rootMargin).toBe('200px');
    act(() => observers[0]?.callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as never));
    expect(await within(photo).findByRole('img', { name: 'Before the repair' })).toBeTruthy();
    expect(fileRequests()).toEqual(['/api/attachments/3/file?size=thumbnail']);
  });
});
