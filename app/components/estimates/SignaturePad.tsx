import { useRef, type PointerEvent } from "react";

// A drawn signature beside the typed name, where JavaScript runs: a pad taking the finger, the
// stylus or the mouse (pointer events), and a "Clear" button; what is drawn goes in the hidden field
// `signatureDrawing` as a PNG data URL, which the server checks (server/estimates/drawing.ts) and
// draws on the signed PDF. The server renders the pad too, so that the consent and the button below
// it do not move when the scripts arrive (a tap meant for them would land on the pad); it draws once
// they run, and is hidden where scripting is off, where the typed name alone signs. A refused
// drawing's notice shows either way.

/** The picture's own pixels: 3:1, small enough that a signature's PNG stays a few kilobytes. */
const WIDTH = 600;
const HEIGHT = 200;

export function SignaturePad({ error }: { error?: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const field = useRef<HTMLInputElement>(null);
  const last = useRef<{ x: number; y: number } | undefined>(undefined);
  const errorNote = error && (
    <p id="signatureDrawing-error" className="mt-1 text-danger">
      {error}
    </p>
  );

  /** The pointer's place in the picture's pixels, whatever size the pad is shown at. */
  const at = (event: PointerEvent<HTMLCanvasElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    return {
      x: ((event.clientX - box.left) / box.width) * WIDTH,
      y: ((event.clientY - box.top) / box.height) * HEIGHT,
    };
  };
  const line = (from: { x: number; y: number }, to: { x: number; y: number }) => {
    const context = canvas.current?.getContext("2d");
    if (!context) return;
    context.lineWidth = 3;
    context.lineCap = "round";
    context.lineJoin = "round";
    context.strokeStyle = "#1f2421";
    context.beginPath();
    context.moveTo(from.x, from.y);
    context.lineTo(to.x, to.y);
    context.stroke();
  };
  const start = (event: PointerEvent<HTMLCanvasElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    last.current = at(event);
    // A tap is a dot.
    line(last.current, { x: last.current.x + 0.1, y: last.current.y });
  };
  const move = (event: PointerEvent<HTMLCanvasElement>) => {
    if (!last.current) return;
    const point = at(event);
    line(last.current, point);
    last.current = point;
  };
  const end = () => {
    if (!last.current) return;
    last.current = undefined;
    if (canvas.current && field.current) field.current.value = canvas.current.toDataURL("image/png");
  };
  const clear = () => {
    canvas.current?.getContext("2d")?.clearRect(0, 0, WIDTH, HEIGHT);
    if (field.current) field.current.value = "";
  };
  return (
    <div className="max-w-md">
      <div className="mt-4 noscript:hidden">
        <p id="signature-pad-label" className="font-semibold">
          Draw your signature (optional)
        </p>
        <p id="signature-pad-hint" className="text-sm text-muted">
          With a finger, a stylus or the mouse. Your typed name signs either way.
        </p>
        <canvas
          ref={canvas}
          width={WIDTH}
          height={HEIGHT}
          role="img"
          aria-labelledby="signature-pad-label"
          aria-describedby="signature-pad-hint"
          data-testid="signature-pad"
          className="mt-2 block aspect-[3/1] w-full cursor-crosshair touch-none rounded-lg border border-line bg-white"
          onPointerDown={start}
          onPointerMove={move}
          onPointerUp={end}
          onPointerCancel={end}
        />
        {/* No value from React: a hidden field's value is its default, which React would set back to
          empty on every render (a refused or lost post's answer), losing what the canvas still shows. */}
        <input ref={field} type="hidden" name="signatureDrawing" />
        <button
          type="button"
          onClick={clear}
          className="mt-2 min-h-11 rounded-lg border border-line px-4 font-medium text-forest"
        >
          Clear
        </button>
      </div>
      {errorNote}
    </div>
  );
}
