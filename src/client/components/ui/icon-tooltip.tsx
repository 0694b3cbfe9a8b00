import { Slot } from 'radix-ui';
import {
  type ComponentProps,
  type ComponentType,
  type ReactElement,
  type Ref,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { flushSync } from 'react-dom';
import { useWhenIdle } from '#client/lib/use-when-idle.ts';
import type { LabelTooltipProps } from './label-tooltip.tsx';

type Side = LabelTooltipProps['side'];

// The tooltip and its positioning library stay off the first paint (every page's budget is nearly
// spent); they load once, when the browser is idle, shared by every icon control.
let loadedTooltip: ComponentType<LabelTooltipProps> | undefined;
let pendingTooltip: Promise<ComponentType<LabelTooltipProps>> | undefined;

function loadTooltip(): Promise<ComponentType<LabelTooltipProps>> {
  if (!pendingTooltip) {
    pendingTooltip = import('./label-tooltip.tsx').then((module) => {
      loadedTooltip = module.LabelTooltip;
      return module.LabelTooltip;
    });
    // A failed load (offline, say) is tried again by the next control that mounts.
    pendingTooltip.catch(() => {
      pendingTooltip = undefined;
    });
  }
  return pendingTooltip;
}

type IconTooltipProps = Omit<ComponentProps<'button'>, 'children' | 'ref'> & {
  /** What the control does, in words: shown on hover and on keyboard focus. */
  label: string;
  side?: Side;
  /** The one focusable element (button or link) the tooltip describes. */
  children: ReactElement;
  ref?: Ref<HTMLElement>;
};

/**
 * A visible name for a control that shows only an icon, on pointer hover and on keyboard focus
 * (Escape hides it). Until the tooltip's code has arrived the control works as it is, with its
 * accessible name. Props given to this component (a menu trigger's handlers, say) reach the
 * control, so it can sit inside another trigger's `asChild`.
 */
export function IconTooltip({ label, side = 'bottom', children, ref, ...props }: IconTooltipProps) {
  const [Tooltip, setTooltip] = useState(() => loadedTooltip);
  const node = useRef<HTMLElement | null>(null);
  const refocus = useRef(false);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const start = useCallback(() => {
    loadTooltip().then(
      (loaded) => {
        if (!mounted.current) return;
        // The control is drawn anew inside the tooltip; one focused by the keyboard stays focused.
        refocus.current = node.current !== null && node.current === document.activeElement;
        flushSync(() => setTooltip(() => loaded));
      },
      () => {},
    );
  }, []);
  useWhenIdle(start, !Tooltip);

  useLayoutEffect(() => {
    if (Tooltip && refocus.current) {
      refocus.current = false;
      node.current?.focus();
    }
  }, [Tooltip]);

  const setNode = useCallback(
    (element: HTMLElement | null) => {
      node.current = element;
      if (typeof ref === 'function') ref(element);
      else if (ref) ref.current = element;
    },
    [ref],
  );

  if (!Tooltip) {
    return (
      <Slot.Root ref={setNode} {...props}>
        {children}
      </Slot.Root>
    );
  }
  return (
    <Tooltip label={label} side={side} ref={setNode} {...props}>
      {children}
    </Tooltip>
  );
}
