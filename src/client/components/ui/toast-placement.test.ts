import { describe, expect, it } from 'vitest';
import { type Box, placeToasts, type ToastPlacement } from './toast-placement.ts';

const overlaps = (a: Box, b: Box) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** The toast stack's box when it holds `height` px of toasts. */
function stackBox(placement: ToastPlacement, screenHeight: number, height = 240): Box {
  const top = placement.top ?? screenHeight - (placement.bottom ?? 0) - height;
  return { top, bottom: top + height, left: placement.left, right: placement.left + placement.width };
}

const header = (width: number): Box => ({ top: 0, bottom: 56, left: 0, right: width });

describe('placeToasts', () => {
  it('puts toasts top centre under the page header when no dialog is open', () => {
    const phone = placeToasts({ width: 390, height: 844, headerBottom: 56, dialog: null });
    expect(phone).toEqual({ top: 64, left: 16, width: 358 });
    const desktop = placeToasts({ width: 1440, height: 900, headerBottom: 56, dialog: null });
    expect(desktop).toEqual({ top: 64, left: 510, width: 420 });
    expect(overlaps(stackBox(desktop, 900), header(1440))).toBe(false);
  });

  it('keeps the header free on a page that has none yet (the sign-in toast)', () => {
    expect(placeToasts({ width: 390, height: 844, headerBottom: 0, dialog: null }).top).toBe(64);
  });

  it('sits beside a wide screen’s dialog, clear of its title, close button and footer', () => {
    const box = { top: 16, bottom: 884, left: 320, right: 1120 };
    const placement = placeToasts({
      width: 1440,
      height: 900,
      headerBottom: 56,
      dialog: { box, footerTop: 810 },
    });
    expect(placement).toEqual({ top: 64, left: 1136, width: 288 });
    expect(overlaps(stackBox(placement, 900), box)).toBe(false);
  });

  it('goes below a short dialog when there is no room beside it', () => {
    const box = { top: 300, bottom: 500, left: 8, right: 382 };
    const placement = placeToasts({
      width: 390,
      height: 844,
      headerBottom: 56,
      dialog: { box, footerTop: 450 },
    });
    expect(placement.top).toBe(508);
  });

  it('goes inside a phone’s full-height dialog just above its footer, under its title', () => {
    const box = { top: 8, bottom: 836, left: 8, right: 382 };
    const footer = { top: 770, bottom: 836, left: 8, right: 382 };
    const titleAndClose = { top: 8, bottom: 130, left: 8, right: 382 };
    const placement = placeToasts({
      width: 390,
      height: 844,
      headerBottom: 56,
      dialog: { box, footerTop: 770 },
    });
    expect(placement).toEqual({ bottom: 82, left: 24, width: 342 });
    const stack = stackBox(placement, 844);
    expect(overlaps(stack, footer)).toBe(false);
    expect(overlaps(stack, titleAndClose)).toBe(false);
  });
});
