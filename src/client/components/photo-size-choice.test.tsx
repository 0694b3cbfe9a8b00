import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ShrinkResult } from '#client/lib/photos/shrink-photo.ts';
import type { ShrunkPhoto } from '#client/lib/photos/use-shrunk-photo.ts';
import { NoopResizeObserver } from '#tooling/test-client/fixtures.ts';
import { chosenFile } from '#tooling/test-client/photo-canvas.ts';
import { PhotoSizeChoice } from './photo-size-choice.tsx';

const MB = 1024 * 1024;
const photo = chosenFile('IMG_0412.jpg', 'image/jpeg', Math.round(5.8 * MB));
const ready = (result: Partial<ShrinkResult>): ShrunkPhoto => ({
  status: 'ready',
  result: { file: photo, original: photo, reason: 'shrunk', ...result },
});

function renderChoice(file: File, state: ShrunkPhoto, fullSize = false) {
  const onFullSizeChange = vi.fn();
  render(
    <PhotoSizeChoice
      file={file}
      photo={state}
      fullSize={fullSize}
      onFullSizeChange={onFullSizeChange}
      disabled={false}
    />,
  );
  return onFullSizeChange;
}

beforeEach(() => vi.stubGlobal('ResizeObserver', NoopResizeObserver));
afterEach(() => vi.unstubAllGlobals());

// Shared by the Upload File and Create New Task dialogs (ADR 047).
describe('PhotoSizeChoice', () => {
  it('says nothing for a document', () => {
    const { container } = render(
      <PhotoSizeChoice
        file={chosenFile('quote.pdf', 'application/pdf', MB)}
        photo={{ status: 'none' }}
        fullSize={false}
        onFullSizeChange={() => {}}
        disabled={false}
      />,
    );
    expect(container.textContent).toBe('');
  });

  it('says the photo is being made smaller, and already offers Send full size', () => {
    renderChoice(photo, { status: 'shrinking' });
    expect(screen.getByRole('status').textContent).toBe('Making the 5.8 MB photo smaller...');
    expect(screen.getByRole('checkbox', { name: 'Send full size' })).toBeTruthy();
  });

  it('says how much smaller it became, and what ticking Send full size means', async () => {
    const small = chosenFile('IMG_0412.jpg', 'image/jpeg', 1_100_000);
    const onFullSizeChange = renderChoice(photo, ready({ file: small }));
    expect(screen.getByRole('status').textContent).toBe('5.8 MB photo → 1.05 MB');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Send full size' }));
    expect(onFullSizeChange).toHaveBeenCalledWith(true);
  });

  it('says the original goes when Send full size is ticked', () => {
    renderChoice(photo, ready({ file: chosenFile('IMG_0412.jpg', 'image/jpeg', 1_100_000) }), true);
    expect(screen.getByRole('status').textContent).toBe('5.8 MB photo, sent full size');
  });

  it('says a photo the browser cannot decode goes as it is, with nothing to choose', () => {
    renderChoice(photo, ready({ reason: 'cannot-decode' }));
    expect(screen.getByRole('status').textContent).toBe(
      'This browser cannot make this photo smaller: it is sent as it is (5.8 MB).',
    );
    expect(screen.queryByRole('checkbox')).toBeNull();
  });
});
