import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, toast, useToast } from '#client/lib/toasts.ts';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from './dialog.tsx';
import { Toaster } from './toaster.tsx';

/** Shows what the store holds, including toasts that are closing but not yet removed. */
function StoreProbe() {
  const { toasts } = useToast();
  return (
    <output data-testid="store">
      {toasts.map((t) => `${t.title}:${t.open ? 'open' : 'closed'}`).join(',')}
    </output>
  );
}

function renderToaster() {
  render(
    <>
      <Toaster />
      <StoreProbe />
    </>,
  );
}

/**
 * The toasts on screen, in the order they are shown: the viewport is a flex column, so the flex
 * `order` decides, not the DOM (Radix also copies the text into a live region, not counted here).
 */
function visibleTitles(): string[] {
  const region = screen.getByRole('region', { name: /notifications/i });
  const items = Array.from(region.querySelectorAll('li'));
  items.sort((a, b) => Number(a.style.order || 0) - Number(b.style.order || 0));
  return items.map(
    (li) => li.querySelector('[data-slot="toast-title"]')?.textContent ?? li.textContent ?? '',
  );
}

const store = () => screen.getByTestId('store').textContent;

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  act(() => {
    dismissToast();
    vi.advanceTimersByTime(1000);
  });
  vi.useRealTimers();
});

describe('Toaster', () => {
  it('shows at most three toasts, newest first', () => {
    renderToaster();
    act(() => {
      for (const title of ['One', 'Two', 'Three', 'Four']) toast({ title });
    });
    expect(visibleTitles()).toEqual(['Four', 'Three', 'Two']);
    expect(store()).toBe('Four:open,Three:open,Two:open');
  });

  it('keeps the newest first when toasts arrive one after another', () => {
    renderToaster();
    for (const title of ['Missing Information', 'Login Failed', 'Login Successful', 'Task updated!']) {
      act(() => {
        toast({ title });
      });
      act(() => {
        vi.advanceTimersByTime(100);
      });
    }
    expect(visibleTitles()).toEqual(['Task updated!', 'Login Successful', 'Login Failed']);
  });

  it('closes a toast after 3000 ms and drops it from the state 1000 ms later', () => {
    renderToaster();
    act(() => {
      toast({ title: 'Task updated!' });
    });
    act(() => {
      vi.advanceTimersByTime(2999);
    });
    expect(visibleTitles()).toEqual(['Task updated!']);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(visibleTitles()).toEqual([]);
    expect(store()).toBe('Task updated!:closed');
    act(() => {
      vi.advanceTimersByTime(999);
    });
    expect(store()).toBe('Task updated!:closed');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(store()).toBe('');
  });

  it('closes from its close button, and marks errors as destructive in an announced region', async () => {
    // Fake time that also moves on its own: Testing Library waits a real-looking 0 ms timeout after
    // each user-event action, which a fully stopped clock would never reach.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderToaster();
    act(() => {
      toast({ title: 'Login Failed', description: 'Invalid email or password', variant: 'destructive' });
    });
    const region = screen.getByRole('region', { name: 'Notifications (F8)' });
    const item = region.querySelector('li');
    expect(item?.getAttribute('data-variant')).toBe('destructive');
    expect(item?.textContent).toContain('Invalid email or password');
    // By keyboard, as Radix offers it (F8 to the toasts, then Tab): jsdom has no pointer capture,
    // which a pointer press on a toast starts (to follow a swipe).
    await user.keyboard('{F8}');
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(within(region).getByRole('button', { name: 'Close' }));
    await user.keyboard('{Enter}');
    expect(visibleTitles()).toEqual([]);
    expect(store()).toBe('Login Failed:closed');
  });

  it('returns a handle that updates and dismisses that toast only', () => {
    renderToaster();
    let first: ReturnType<typeof toast> | undefined;
    act(() => {
      first = toast({ title: 'Uploading' });
      toast({ title: 'Other' });
    });
    act(() => first?.update({ title: 'File uploaded successfully' }));
    expect(visibleTitles()).toEqual(['Other', 'File uploaded successfully']);
    act(() => first?.dismiss());
    expect(visibleTitles()).toEqual(['Other']);
  });
});

describe('Toaster over a modal dialog', () => {
  it('still announces a toast that shows while a dialog hides the page from screen readers', () => {
    render(
      <>
        <Toaster />
        <Dialog open>
          <DialogContent>
            <DialogTitle>Job</DialogTitle>
            <DialogDescription>Details</DialogDescription>
          </DialogContent>
        </Dialog>
      </>,
    );
    act(() => {
      toast({ title: 'Updated successfully', description: 'Task has been updated' });
    });
    act(() => {
      vi.advanceTimersByTime(50);
    });
    const live = Array.from(document.querySelectorAll('[aria-live="polite"]')).find((node) =>
      node.textContent?.includes('Updated successfully'),
    );
    expect(live).toBeDefined();
    expect(live?.closest('[aria-hidden="true"]')).toBeNull();
    // Its own box takes clicks; the viewport's empty space does not.
    const region = screen.getByRole('region', { name: 'Notifications (F8)', hidden: true });
    const viewport = region.querySelector('ol');
    expect(viewport?.className).toContain('pointer-events-none');
  });
});

describe('a toast with a button (the schedule board’s Undo)', () => {
  it('shows the button and calls its action when pressed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const onClick = vi.fn();
    renderToaster();
    act(() => {
      toast({ title: 'Job 48213 moved', action: { label: 'Undo', altText: 'Undo the move', onClick } });
    });
    const undo = screen.getByRole('button', { name: 'Undo' });
    expect(undo.tagName).toBe('BUTTON');
    // From the keyboard: Radix's toast follows pointer capture, which jsdom lacks.
    undo.focus();
    await user.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
