import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { setUpDetailDialogTests } from './detail-dialog.tsx';

/**
 * What the office's hand-back tests share: the detail dialog's set-up, and object URLs for the
 * signature and photos the section shows (jsdom makes none).
 */
export function setUpHandBackSectionTests() {
  setUpDetailDialogTests();
  beforeEach(() => {
    URL.createObjectURL = vi.fn(() => 'blob:hand-back-image');
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });
}

/** The dialog's Hand-back region, once its hand-backs have loaded. */
export async function handBackRegion() {
  const region = await screen.findByRole('region', { name: 'Hand-back' });
  await within(region).findAllByRole('article');
  return region;
}
