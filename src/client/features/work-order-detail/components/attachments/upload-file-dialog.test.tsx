import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Attachment } from '#shared/schemas/attachment.ts';
import { answer, held, sent } from '#tooling/test-client/api-handlers.ts';
import { NoopResizeObserver, toastTexts } from '#tooling/test-client/fixtures.ts';
import { server } from '#tooling/test-client/msw-server.ts';
import { chosenFile, fakeImageCanvas } from '#tooling/test-client/photo-canvas.ts';
import { renderInPortal } from '#tooling/test-client/render.tsx';
import { UploadFileDialog } from './upload-file-dialog.tsx';
import { progressText } from './upload-progress.tsx';

const UPLOAD = 'POST /api/attachments';
const MB = 1024 * 1024;
const STORED: Attachment = {
  id: 3,
  workOrderId: 9,
  fileName: 'IMG_0412.jpg',
  fileType: 'image/jpeg',
  fileSize: 1_100_000,
  filePath: '/api/attachments/3/file',
  uploadedAt: '2026-03-02T12:00:00Z',
  description: null,
  isImage: true,
  hasRenditions: true,
  uploadedBy: null,
};

/** A 12 MP phone photo's size: 5.8 MB. */
const PHOTO_BYTES = Math.round(5.8 * MB);
const phonePhoto = () => chosenFile('IMG_0412.HEIC', 'image/heic', PHOTO_BYTES);

async function openDialog() {
  const { user } = renderInPortal(<UploadFileDialog workOrderId={9} />);
  await user.click(screen.getByRole('button', { name: 'Upload File' }));
  return { user, dialog: screen.getByRole('dialog', { name: 'Upload File' }) };
}

/** The files the app put in upload forms, in order (the fake server's copy loses their names). */
function appendedFiles() {
  const append = vi.spyOn(FormData.prototype, 'append');
  return () => append.mock.calls.filter(([name]) => name === 'file').map(([, value]) => value as File);
}

beforeEach(() => {
  // jsdom has no ResizeObserver; Radix measures the 'Send full size' checkbox with it.
  vi.stubGlobal('ResizeObserver', NoopResizeObserver);
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('UploadFileDialog: photos', () => {
  it('says how much smaller a photo will be, and sends the smaller JPEG under its own name', async () => {
    fakeImageCanvas({ decoded: { width: 4000, height: 3000 }, encodedBytes: 1_100_000 });
    server.use(answer(UPLOAD, STORED, { status: 201 }));
    const files = appendedFiles();
    const { user, dialog } = await openDialog();
    await user.upload(within(dialog).getByLabelText('File'), phonePhoto());
    expect((await within(dialog).findByText('5.8 MB photo → 1.05 MB')).getAttribute('role')).toBe('status');
    expect(
      within(dialog).getByRole('checkbox', { name: 'Send full size' }).getAttribute('aria-checked'),
    ).toBe('false');
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(toastTexts()).toEqual(['File uploaded successfully']));
    expect(files().map((file) => [file.name, file.type, file.size])).toEqual([
      ['IMG_0412.jpg', 'image/jpeg', 1_100_000],
    ]);
    expect(sent(UPLOAD)).toHaveLength(1);
  });

  it("sends the original bytes when 'Send full size' is ticked", async () => {
    fakeImageCanvas();
    server.use(answer(UPLOAD, { ...STORED, fileName: 'IMG_0412.HEIC' }, { status: 201 }));
    const files = appendedFiles();
    const { user, dialog } = await openDialog();
    const original = phonePhoto();
    await user.upload(within(dialog).getByLabelText('File'), original);
    await within(dialog).findByText('5.8 MB photo → 1.05 MB');
    await user.click(within(dialog).getByLabelText('Send full size'));
    expect(within(dialog).getByText('5.8 MB photo, sent full size')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(toastTexts()).toEqual(['File uploaded successfully']));
    expect(files()).toEqual([original]);
  });

  it('when Upload is pressed before the photo is ready, waits for the smaller copy and sends that', async () => {
    let decodeDone = () => {};
    fakeImageCanvas({ decodeWaitsFor: new Promise<void>((resolve) => (decodeDone = resolve)) });
    server.use(answer(UPLOAD, STORED, { status: 201 }));
    const files = appendedFiles();
    const { user, dialog } = await openDialog();
    await user.upload(within(dialog).getByLabelText('File'), phonePhoto());
    expect(within(dialog).getByText('Making the 5.8 MB photo smaller...')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    const bar = within(dialog).getByRole('progressbar', { name: 'Uploading IMG_0412.HEIC' });
    expect(bar.getAttribute('aria-valuetext')).toBe('Preparing the photo...');
    expect(sent(UPLOAD)).toEqual([]);
    decodeDone();
    await waitFor(() => expect(toastTexts()).toEqual(['File uploaded successfully']));
    expect(files().map((file) => file.name)).toEqual(['IMG_0412.jpg']);
  });

  it('sends a photo the browser cannot decode as it is, and says so', async () => {
    fakeImageCanvas({ decodes: false });
    const { user, dialog } = await openDialog();
    await user.upload(within(dialog).getByLabelText('File'), phonePhoto());
    expect(
      await within(dialog).findByText(
        'This browser cannot make this photo smaller: it is sent as it is (5.8 MB).',
      ),
    ).toBeTruthy();
    expect(within(dialog).queryByRole('checkbox', { name: 'Send full size' })).toBeNull();
  });

  it('offers no size choice for a document', async () => {
    const { user, dialog } = await openDialog();
    await user.upload(
      within(dialog).getByLabelText('File'),
      chosenFile('estimate.pdf', 'application/pdf', MB),
    );
    expect(within(dialog).getByText('estimate.pdf (1 MB)')).toBeTruthy();
    expect(within(dialog).queryByRole('checkbox')).toBeNull();
    expect(within(dialog).queryByRole('status')?.textContent ?? '').toBe('');
  });
});

describe('UploadFileDialog: progress and cancel', () => {
  it('shows a progress bar and Cancel upload while sending; Cancel stops it and nothing is said to have failed', async () => {
    const { handler, release } = held(UPLOAD, STORED);
    server.use(handler, answer('GET /api/work-orders/:id/attachments', []));
    const { user, dialog } = await openDialog();
    await user.upload(
      within(dialog).getByLabelText('File'),
      chosenFile('estimate.pdf', 'application/pdf', MB),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    const bar = await within(dialog).findByRole('progressbar', { name: 'Uploading estimate.pdf' });
    expect(bar.getAttribute('aria-valuenow')).toBe('0');
    await waitFor(() => expect(sent(UPLOAD)).toHaveLength(1));
    expect(within(dialog).getByRole('button', { name: 'Uploading...' }).hasAttribute('disabled')).toBe(true);
    const cancel = within(dialog).getByRole('button', { name: 'Cancel upload' });
    expect(document.activeElement).toBe(cancel);

    await user.click(cancel);
    expect(within(dialog).getByRole('status').textContent).toBe('Upload cancelled.');
    expect(within(dialog).queryByRole('progressbar')).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Upload' }).hasAttribute('disabled')).toBe(false);
    // The chosen file is still there to try again; the dialog stays open.
    expect(within(dialog).getByText('estimate.pdf (1 MB)')).toBeTruthy();
    release();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(toastTexts()).toEqual([]);
    expect(screen.getByRole('dialog', { name: 'Upload File' })).toBeTruthy();
  });

  it('keeps the dialog open while sending: Escape does not close it', async () => {
    const { handler } = held(UPLOAD, STORED);
    server.use(handler);
    const { user, dialog } = await openDialog();
    await user.upload(
      within(dialog).getByLabelText('File'),
      chosenFile('estimate.pdf', 'application/pdf', MB),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    await within(dialog).findByRole('progressbar');
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Upload File' })).toBeTruthy();
  });
});

describe('progressText', () => {
  it('says the percentage and the bytes sent, then that the server is saving', () => {
    expect(progressText({ loaded: 471_860, total: 1_110_000 }, false)).toBe('42% · 460.8 KB of 1.06 MB');
    expect(progressText({ loaded: 1_110_000, total: 1_110_000 }, false)).toBe(
      '100% · 1.06 MB sent, saving...',
    );
    expect(progressText(null, false)).toBe('Starting...');
    expect(progressText(null, true)).toBe('Preparing the photo...');
  });
});
