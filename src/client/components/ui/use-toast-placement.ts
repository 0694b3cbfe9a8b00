import { type CSSProperties, useLayoutEffect, useState } from 'react';
import { placeToasts, readToastScene, type ToastPlacement } from './toast-placement.ts';

// 'auto' rather than nothing: the class list's top-16 must not hold a stack placed by its bottom.
const px = (value: number | undefined) => (value === undefined ? 'auto' : `${Math.round(value)}px`);

function toStyle(placement: ToastPlacement): CSSProperties {
  return {
    top: px(placement.top),
    bottom: px(placement.bottom),
    left: px(placement.left),
    width: px(placement.width),
    // The class list centres with a translate until the first measurement; the numbers replace it
    // (Tailwind 4 writes translate-x as the CSS translate property, not transform).
    translate: 'none',
  };
}

/**
 * The viewport's position while toasts show: worked out again when one arrives, when a dialog opens
 * or closes (its portal joins or leaves <body>, or its opening animation ends) and on resize.
 */
export function useToastPlacement(showing: boolean): CSSProperties | undefined {
  const [style, setStyle] = useState<CSSProperties>();
  useLayoutEffect(() => {
    if (!showing) return;
    const place = () => setStyle(toStyle(placeToasts(readToastScene())));
    place();
    const portals = new MutationObserver(place);
    portals.observe(document.body, { childList: true });
    window.addEventListener('resize', place);
    document.addEventListener('animationend', place, true);
    return () => {
      portals.disconnect();
      window.removeEventListener('resize', place);
      document.removeEventListener('animationend', place, true);
    };
  }, [showing]);
  return style;
}
