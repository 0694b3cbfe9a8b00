import {
  type ComponentProps,
  type ComponentType,
  cloneElement,
  type KeyboardEvent,
  type PointerEvent,
  type ReactElement,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { flushSync } from 'react-dom';
import { useWhenIdle } from '#client/lib/use-when-idle.ts';

/** What a loaded menu receives: its open state, owned here, and the trigger button to wrap. */
export type LoadedMenuProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trigger: ReactElement;
};

/** Loads the module holding the real (Radix) menu; define it once, at module level. */
export type MenuLoader = () => Promise<ComponentType<LoadedMenuProps>>;

type TriggerElement = ReactElement<ComponentProps<'button'>>;

// Per loader, shared by every mount: once a menu has arrived it renders at once, with no stand-in.
const loadedMenus = new WeakMap<MenuLoader, ComponentType<LoadedMenuProps>>();
const pendingMenus = new WeakMap<MenuLoader, Promise<ComponentType<LoadedMenuProps>>>();

function loadMenu(load: MenuLoader): Promise<ComponentType<LoadedMenuProps>> {
  let pending = pendingMenus.get(load);
  if (!pending) {
    pending = load().then((menu) => {
      loadedMenus.set(load, menu);
      return menu;
    });
    // A failed load (offline, say) is tried again at the next tap rather than remembered.
    pending.catch(() => pendingMenus.delete(load));
    pendingMenus.set(load, pending);
  }
  return pending;
}

// The keys Radix's DropdownMenuTrigger opens on.
const OPENING_KEYS = new Set(['Enter', ' ', 'ArrowDown']);

type DeferredMenuProps = { load: MenuLoader; trigger: TriggerElement };

/**
 * A dropdown menu whose code stays off the first paint: `trigger` renders as a plain button,
 * and the menu module loads when the browser is idle, or at the first press on the trigger. A
 * press made before it arrived opens the menu once it has, and keyboard focus stays on the trigger.
 */
export function DeferredMenu({ load, trigger }: DeferredMenuProps) {
  const [Menu, setMenu] = useState(() => loadedMenus.get(load));
  const [open, setOpen] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const refocusTrigger = useRef(false);
  const mounted = useRef(true);
  const swapped = useRef(false);

  const start = useCallback(() => {
    loadMenu(load).then(
      (menu) => {
        // Several presses (pointerdown, then click) may each have asked; the first answer swaps.
        if (!mounted.current || swapped.current) return;
        swapped.current = true;
        // The stand-in button is about to be replaced by the menu's own trigger. Reading the focus
        // and swapping happen in one step: a Tab pressed between them would land on the stand-in
        // just before it goes, and the focus would be lost with it.
        refocusTrigger.current = document.activeElement === triggerRef.current;
        flushSync(() => setMenu(() => menu));
      },
      () => {},
    );
  }, [load]);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  useWhenIdle(start, !Menu);

  useLayoutEffect(() => {
    if (Menu && refocusTrigger.current) {
      refocusTrigger.current = false;
      triggerRef.current?.focus();
    }
  }, [Menu]);

  if (Menu) {
    return <Menu open={open} onOpenChange={setOpen} trigger={cloneElement(trigger, { ref: triggerRef })} />;
  }

  const requestOpen = () => {
    setOpen(true);
    start();
  };
  return cloneElement(trigger, {
    ref: triggerRef,
    'aria-haspopup': 'menu',
    'aria-expanded': false,
    'data-state': 'closed',
    // Like Radix's trigger: the primary button opens on press, not on release.
    onPointerDown: (event: PointerEvent<HTMLButtonElement>) => {
      if (event.button !== 0 || event.ctrlKey) return;
      // As Radix does, so the opening menu, not the button, takes focus.
      event.preventDefault();
      requestOpen();
    },
    // Also a click with no press first (assistive technology, tests).
    onClick: requestOpen,
    onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => {
      if (!OPENING_KEYS.has(event.key)) return;
      // Enter or Space would otherwise also click the button.
      event.preventDefault();
      requestOpen();
    },
  } as ComponentProps<'button'>);
}
