import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from './button.tsx';
import { DeferredMenu, type LoadedMenuProps, type MenuLoader } from './deferred-menu.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from './dropdown-menu.tsx';

function FruitMenu({ open, onOpenChange, trigger }: LoadedMenuProps) {
  return (
    <DropdownMenu open={open} onOpenChange={onOpenChange}>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuItem>Apple</DropdownMenuItem>
        <DropdownMenuItem>Pear</DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/** A loader the test lets finish when it chooses, as a slow network would. */
function slowLoader() {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  const load: MenuLoader = vi.fn(() => arrived.then(() => FruitMenu));
  return {
    load,
    /** Lets the code arrive without waiting for React to catch up. */
    arriveNow: () => arrive(),
    arrive: () =>
      act(async () => {
        arrive();
        await arrived;
      }),
  };
}

/** Takes over the browser's idle callback; answers a function that runs the one asked for. */
function stubIdleCallback() {
  let idle = () => {};
  vi.stubGlobal(
    'requestIdleCallback',
    vi.fn((callback: () => void) => {
      idle = callback;
      return 1;
    }),
  );
  vi.stubGlobal('cancelIdleCallback', vi.fn());
  return () => idle();
}

function renderMenu(load: MenuLoader) {
  const user = userEvent.setup();
  render(<DeferredMenu load={load} trigger={<Button>Fruit</Button>} />);
  return user;
}

// `hidden`: while the (modal) menu is open, Radix hides the rest of the page from assistive tech.
const trigger = () => screen.getByRole('button', { name: 'Fruit', hidden: true });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a menu whose code loads after the first paint', () => {
  it('paints a closed menu button before its code has loaded', () => {
    const { load } = slowLoader();
    renderMenu(load);
    expect(trigger().getAttribute('aria-haspopup')).toBe('menu');
    expect(trigger().getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('opens, once the code arrives, for a click made before it had', async () => {
    const { load, arrive } = slowLoader();
    const user = renderMenu(load);
    await user.click(trigger());
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).toBeNull();

    await arrive();
    expect(await screen.findByRole('menuitem', { name: 'Apple' })).toBeTruthy();
    expect(trigger().getAttribute('aria-expanded')).toBe('true');
  });

  it('opens for a key pressed before the code arrived, and gives focus back to the button', async () => {
    const { load, arrive } = slowLoader();
    const user = renderMenu(load);
    await user.tab();
    expect(document.activeElement).toBe(trigger());
    await user.keyboard('{ArrowDown}');
    await arrive();
    const menu = await screen.findByRole('menu');
    expect(menu.contains(document.activeElement)).toBe(true);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(trigger()));
  });

  it('loads when the browser is idle, keeping focus on the button and the menu closed', async () => {
    const whenIdle = stubIdleCallback();
    const { load, arrive } = slowLoader();
    const user = renderMenu(load);
    await user.tab();
    expect(load).not.toHaveBeenCalled();

    whenIdle();
    expect(load).toHaveBeenCalledTimes(1);
    await arrive();
    expect(document.activeElement).toBe(trigger());
    expect(screen.queryByRole('menu')).toBeNull();
    // The real menu button now: Enter opens it at once.
    await user.keyboard('{Enter}');
    expect(screen.getByRole('menuitem', { name: 'Pear' })).toBeTruthy();
  });

  it('keeps the focus on the button when a Tab reaches it just as the code arrives', async () => {
    const whenIdle = stubIdleCallback();
    const { load, arriveNow } = slowLoader();
    renderMenu(load);
    whenIdle();
    await act(async () => {
      arriveNow();
      // The code has arrived and the swap is under way when the focus reaches the button (CI saw a
      // Shift+Tab land there on a loaded machine).
      await new Promise((resolve) => setTimeout(resolve, 0));
      trigger().focus();
    });
    expect(document.activeElement).toBe(trigger());
  });

  it('loads the code once, and a later mount opens without waiting', async () => {
    const { load, arrive } = slowLoader();
    const first = renderMenu(load);
    await first.click(trigger());
    await arrive();
    await screen.findByRole('menu');
    cleanup();

    const second = renderMenu(load);
    await second.tab();
    await second.keyboard('{Enter}');
    expect(screen.getByRole('menuitem', { name: 'Apple' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('opens on a press of the primary button, as the loaded menu does, not on a right press', async () => {
    const { load, arrive } = slowLoader();
    const user = renderMenu(load);
    // Pressed and held, not released: the press alone must open it (or not).
    await user.pointer({ keys: '[MouseRight>]', target: trigger() });
    expect(load).not.toHaveBeenCalled();
    await user.pointer({ keys: '[/MouseRight][MouseLeft>]', target: trigger() });
    expect(load).toHaveBeenCalledTimes(1);
    await arrive();
    expect(await screen.findByRole('menuitem', { name: 'Pear' })).toBeTruthy();
  });

  it('ignores keys that do not open a menu', async () => {
    const { load } = slowLoader();
    const user = renderMenu(load);
    await user.tab();
    expect(document.activeElement).toBe(trigger());
    await user.tab();
    expect(load).not.toHaveBeenCalled();
  });
});
