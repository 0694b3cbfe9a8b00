import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chosenFile, fakeImageCanvas } from '#tooling/test-client/photo-canvas.ts';
import {
  field,
  fillRequired,
  renderDialog,
  setUpCreateTaskTests,
  submit,
  uploads,
} from '#tooling/test-client/tasks-create-dialog.tsx';

setUpCreateTaskTests();

const MB = 1024 * 1024;
/** A 12 MP phone photo's size: 5.8 MB. */
const phonePhoto = () => chosenFile('IMG_0412.JPG', 'image/jpeg', Math.round(5.8 * MB));
const sentFile = () => (uploads()[0] as FormData).get('file') as File;

// Issue 27 (ADR 047): a photo attached to a new task travels as small as one sent from the job.
describe('Create Task: a photo is made smaller before it is sent', { timeout: 30_000 }, () => {
  it('says how much smaller, and uploads the smaller JPEG to the new task', async () => {
    fakeImageCanvas({ decoded: { width: 4000, height: 3000 }, encodedBytes: 1_100_000 });
    const { user, onClose } = renderDialog();
    await fillRequired(user);
    await user.upload(field('Attachment'), phonePhoto());
    expect((await screen.findByText('5.8 MB photo → 1.05 MB')).getAttribute('role')).toBe('status');
    await submit(user);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(uploads()).toHaveLength(1);
    // A JPEG keeps its name; its bytes are the smaller copy's.
    const sent = sentFile();
    expect([sent.name, sent.type, sent.size]).toEqual(['IMG_0412.JPG', 'image/jpeg', 1_100_000]);
  });

  it("sends the original when 'Send full size' is ticked, and a newly chosen photo starts small again", async () => {
    fakeImageCanvas();
    const { user, onClose } = renderDialog();
    await fillRequired(user);
    await user.upload(field('Attachment'), chosenFile('first.jpg', 'image/jpeg', 4 * MB));
    await screen.findByText('4 MB photo → 1.05 MB');
    await user.click(screen.getByLabelText('Send full size'));
    expect(screen.getByText('4 MB photo, sent full size')).toBeTruthy();
    const original = phonePhoto();
    await user.upload(field('Attachment'), original);
    await screen.findByText('5.8 MB photo → 1.05 MB');
    await user.click(screen.getByLabelText('Send full size'));
    await submit(user);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const sent = sentFile();
    expect([sent.name, sent.type, sent.size]).toEqual([original.name, original.type, original.size]);
  });
});
