import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { queueWrite } from '#client/lib/outbox/outbox-store.ts';
import { OFFICE } from '#tooling/test-client/fixtures.ts';
import { SessionOutboxSender } from '#tooling/test-client/outbox-sender.tsx';
import { renderInPortal } from '#tooling/test-client/render.tsx';
import { WaitingToSendBar } from './waiting-to-send-bar.tsx';

// The upload count's code cannot be fetched, as on a phone offline before the service worker holds
// the app's files.
vi.mock('./upload-percent.tsx', () => {
  throw new TypeError('Failed to fetch dynamically imported module: upload-percent.js');
});

afterEach(() => {
  Reflect.deleteProperty(navigator, 'onLine');
});

it('still says what waits when the upload count’s code cannot be fetched', async () => {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
  renderInPortal(
    <>
      <SessionOutboxSender />
      <WaitingToSendBar />
    </>,
  );
  await act(async () => {
    await queueWrite({
      employeeId: OFFICE.id,
      workOrderId: 3,
      jobLabel: '#48003 Leaking valve 3',
      kind: 'note',
      content: 'Water off at the main',
    });
  });
  await waitFor(() =>
    expect(screen.getByText(/^Waiting to send ·/).closest('p')?.textContent).toBe(
      'Waiting to send · 1 change',
    ),
  );
  // Once the import has failed, the bar is still there.
  await expect(import('./upload-percent.tsx')).rejects.toThrow();
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(screen.getByRole('button', { name: 'Review' })).toBeTruthy();
});
