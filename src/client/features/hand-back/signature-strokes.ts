import SignaturePad, { type PointGroup } from 'signature_pad';
import { MAX_SIGNATURE_BYTES, SIGNATURE_SIDE_PX } from './hand-back-limits.ts';

/** The strokes as signature_pad records them, with the size of the area they were drawn on. */
export type SignatureStrokes = { groups: PointGroup[]; width: number; height: number };

/** The PNG's fixed size, whatever the phone's screen: well inside the contract's 100-4000 px a side. */
export const SIGNATURE_PNG = { width: 800, height: 400 } as const;
// Held here so a change of the fixed size cannot leave the contract's bounds unnoticed.
const withinBounds = (side: number) => side >= SIGNATURE_SIDE_PX.min && side <= SIGNATURE_SIDE_PX.max;
if (!withinBounds(SIGNATURE_PNG.width) || !withinBounds(SIGNATURE_PNG.height))
  throw new Error('The signature PNG size is outside the hand-back contract');

/**
 * The strokes fitted into an area of another size, proportions kept and centred: the canvas
 * turned from portrait to landscape keeps the signature whole, and the PNG is drawn the same way.
 */
export function fitStrokes(strokes: SignatureStrokes, width: number, height: number): PointGroup[] {
  if (strokes.width <= 0 || strokes.height <= 0) return strokes.groups;
  const scale = Math.min(width / strokes.width, height / strokes.height);
  const left = (width - strokes.width * scale) / 2;
  const top = (height - strokes.height * scale) / 2;
  return strokes.groups.map((group) => ({
    ...group,
    minWidth: group.minWidth * scale,
    maxWidth: group.maxWidth * scale,
    points: group.points.map((point) => ({ ...point, x: left + point.x * scale, y: top + point.y * scale })),
  }));
}

/** The stroke widths on the phone's canvas, in CSS pixels. */
export const PEN = { minWidth: 1, maxWidth: 3, penColor: '#0a0a0a' } as const;

/**
 * The signature as the PNG sent with the hand-back: drawn again at SIGNATURE_PNG's size on a canvas
 * of its own, so the file is the same size on every phone. Null when the browser cannot encode it
 * or it came out over the contract's byte limit (a scribble that fills the whole area many times).
 */
export async function signaturePng(strokes: SignatureStrokes): Promise<Blob | null> {
  const canvas = document.createElement('canvas');
  canvas.width = SIGNATURE_PNG.width;
  canvas.height = SIGNATURE_PNG.height;
  const pad = new SignaturePad(canvas, { ...PEN, backgroundColor: 'rgba(0,0,0,0)' });
  pad.off();
  pad.fromData(fitStrokes(strokes, SIGNATURE_PNG.width, SIGNATURE_PNG.height));
  const png = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!png || png.size > MAX_SIGNATURE_BYTES) return null;
  return png;
}
