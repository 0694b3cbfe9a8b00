/**
 * Where the toasts go (issue 23 "Nothing hides the next step"): never over the page header, nor over
 * an open dialog's title, close button or footer (the footer's Close). Worked out from what is on screen
 * when a toast shows, because a dialog's size depends on the screen and on what it holds.
 */

export type Box = { top: number; right: number; bottom: number; left: number };

/** What the placement looks at: the window, the page header and the topmost open dialog. */
export type ToastScene = {
  width: number;
  height: number;
  /** The bottom edge of the sticky page header, 0 where the page has none (sign-in). */
  headerBottom: number;
  dialog: { box: Box; footerTop: number | null } | null;
};

export type ToastPlacement = { top?: number; bottom?: number; left: number; width: number };

/**
 * The layout's header is h-14 (56 px) at every width. It is kept free even before it exists, so the
 * sign-in toast, shown on the sign-in page, does not cover the header of the page that follows.
 */
const APP_HEADER_HEIGHT = 56;
const GAP = 8;
const EDGE = 16;
const MAX_WIDTH = 420;
/** Narrower than this, a toast's text wraps into too many lines beside a dialog. */
const MIN_BESIDE_WIDTH = 280;
/** Room for one toast (two lines of text) below or above a dialog. */
const MIN_ROOM = 96;

export function placeToasts(scene: ToastScene): ToastPlacement {
  const underHeader = Math.max(scene.headerBottom, APP_HEADER_HEIGHT) + GAP;
  const screenWidth = Math.min(MAX_WIDTH, scene.width - 2 * EDGE);
  const centred = { left: (scene.width - screenWidth) / 2, width: screenWidth };
  const { dialog } = scene;
  if (!dialog) return { top: underHeader, ...centred };

  const { box } = dialog;
  // A wide screen: beside the dialog, under the header, covering none of it.
  const beside = scene.width - box.right - 2 * EDGE;
  if (beside >= MIN_BESIDE_WIDTH) {
    const width = Math.min(MAX_WIDTH, beside);
    return { top: underHeader, left: scene.width - EDGE - width, width };
  }
  // A short dialog: below it, or above it.
  if (scene.height - box.bottom - GAP >= MIN_ROOM) return { top: box.bottom + GAP, ...centred };
  if (box.top - GAP - underHeader >= MIN_ROOM) return { bottom: scene.height - box.top + GAP, ...centred };
  // A dialog as tall as the screen (a job on a phone): inside it, between its header and its
  // footer, just above the footer so the title and the close button stay clear.
  const width = Math.min(MAX_WIDTH, box.right - box.left - 2 * EDGE);
  const left = box.left + (box.right - box.left - width) / 2;
  const floor = dialog.footerTop ?? box.bottom - EDGE;
  return { bottom: scene.height - floor + GAP, left, width };
}

const boxOf = (element: Element): Box => {
  const { top, right, bottom, left } = element.getBoundingClientRect();
  return { top, right, bottom, left };
};

/** The scene as the document shows it now. */
export function readToastScene(doc: Document = document): ToastScene {
  const view = doc.defaultView ?? window;
  const header = Array.from(doc.querySelectorAll('header')).find((element) => {
    const position = view.getComputedStyle(element).position;
    return position === 'sticky' || position === 'fixed';
  });
  // The topmost open dialog that takes room on screen (a phone's page may hold an open one of no size).
  const open = Array.from(
    doc.querySelectorAll('[role="dialog"][data-state="open"], [role="alertdialog"][data-state="open"]'),
  )
    .filter((element) => {
      const { width, height } = element.getBoundingClientRect();
      return width > 0 && height > 0;
    })
    .at(-1);
  const footer = open?.querySelector('[data-slot="dialog-footer"]');
  return {
    width: view.innerWidth,
    height: view.innerHeight,
    headerBottom: header ? Math.max(0, header.getBoundingClientRect().bottom) : 0,
    dialog: open
      ? {
          box: boxOf(open),
          footerTop: footer ? footer.getBoundingClientRect().top : null,
        }
      : null,
  };
}
