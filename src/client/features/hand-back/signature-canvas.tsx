import { useEffect, useId, useRef } from 'react';
import SignaturePad from 'signature_pad';
import { Button } from '#client/components/ui/button.tsx';
import { HAND_BACK_PHONE_TEXTS as TEXTS } from '#shared/spec-texts/hand-back-phone-texts.ts';
import { fitStrokes, PEN, type SignatureStrokes } from './signature-strokes.ts';

type SignatureCanvasProps = {
  /** The strokes kept (the draft's), drawn again when the sheet opens or the canvas resizes. */
  strokes: SignatureStrokes | null;
  onChange: (strokes: SignatureStrokes | null) => void;
  error?: string;
};

/** The canvas's size on screen, or a stand-in where nothing is laid out (a page not shown yet). */
function shownSize(canvas: HTMLCanvasElement) {
  return { width: canvas.offsetWidth || 320, height: canvas.offsetHeight || 160 };
}

/**
 * The customer signs with a finger or a stylus (signature_pad). The canvas follows the screen
 * (portrait or landscape) and draws the strokes again fitted to its new size, so turning the phone
 * loses nothing; Clear starts again. What it holds is said in words beside it for screen readers.
 */
export function SignatureCanvas({ strokes, onChange, error }: SignatureCanvasProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePad | null>(null);
  const kept = useRef(strokes);
  kept.current = strokes;
  const changed = useRef(onChange);
  changed.current = onChange;
  const statusId = useId();
  const errorId = useId();

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const pad = new SignaturePad(canvas, PEN);
    padRef.current = pad;
    let size = shownSize(canvas);
    const fitToScreen = () => {
      size = shownSize(canvas);
      const ratio = Math.max(window.devicePixelRatio || 1, 1);
      canvas.width = size.width * ratio;
      canvas.height = size.height * ratio;
      canvas.getContext('2d')?.scale(ratio, ratio);
      const current = kept.current;
      pad.clear();
      if (current) pad.fromData(fitStrokes(current, size.width, size.height));
    };
    fitToScreen();
    const ended = () => changed.current({ groups: pad.toData(), ...size });
    pad.addEventListener('endStroke', ended);
    const observer = new ResizeObserver(() => {
      const next = shownSize(canvas);
      if (next.width !== size.width || next.height !== size.height) fitToScreen();
    });
    observer.observe(canvas);
    window.addEventListener('orientationchange', fitToScreen);
    return () => {
      observer.disconnect();
      window.removeEventListener('orientationchange', fitToScreen);
      pad.removeEventListener('endStroke', ended);
      pad.off();
      padRef.current = null;
    };
  }, []);

  const clear = () => {
    padRef.current?.clear();
    onChange(null);
  };

  return (
    <div className="grid gap-2">
      <p className="text-sm font-medium">{TEXTS.signature}</p>
      <canvas
        ref={canvasRef}
        role="img"
        aria-label={TEXTS.signatureAlt}
        aria-describedby={[statusId, error ? errorId : ''].filter(Boolean).join(' ')}
        data-testid="signature-canvas"
        className="h-44 w-full touch-none rounded-lg border-2 border-dashed bg-white landscape:h-56"
      />
      <div className="flex items-center justify-between gap-2">
        <p id={statusId} aria-live="polite" className="text-sm text-muted-foreground">
          {strokes ? TEXTS.signatureSigned : TEXTS.signatureEmpty}
        </p>
        <Button type="button" variant="outline" className="h-11" onClick={clear}>
          {TEXTS.clearSignature}
        </Button>
      </div>
      {error && (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
