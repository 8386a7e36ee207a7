import { useEffect, useState } from 'react';

/** A QR code's dark modules as one SVG path, a unit square each, and its size in modules. */
interface Drawn {
  readonly text: string;
  readonly size: number;
  readonly path: string;
}

/** The encoder, loaded with the first code drawn. */
const encoder = () => import('qrcode-generator').then((m) => m.default);

/** White space around the code, in modules, as readers expect. */
const QUIET = 4;

/**
 * A link as a QR code, drawn as SVG once the encoder has loaded. Error correction L: a
 * screen does not smudge, and an invitation needs all the room a code has.
 */
export function QrCode({
  text,
  label,
  testId,
}: {
  readonly text: string;
  readonly label: string;
  readonly testId: string;
}) {
  const [drawn, setDrawn] = useState<Drawn | 'too-long' | undefined>(undefined);
  useEffect(() => {
    let live = true;
    void encoder().then((qrcode) => {
      if (!live) return;
      const qr = qrcode(0, 'L');
      try {
        qr.addData(text, 'Byte');
        qr.make();
      } catch {
        setDrawn('too-long');
        return;
      }
      const size = qr.getModuleCount();
      let path = '';
      for (let r = 0; r < size; r++) {
        for (let c = 0; c < size; c++) {
          if (qr.isDark(r, c)) path += `M${c + QUIET} ${r + QUIET}h1v1h-1z`;
        }
      }
      setDrawn({ text, size, path });
    });
    return () => {
      live = false;
    };
  }, [text]);
  if (drawn === undefined || drawn === 'too-long' || drawn.text !== text) {
    return (
      <div
        className="hx-qr"
        data-testid={testId}
        data-state={drawn === 'too-long' ? 'too-long' : 'drawing'}
      />
    );
  }
  const side = drawn.size + 2 * QUIET;
  return (
    <svg
      className="hx-qr"
      role="img"
      aria-label={label}
      data-testid={testId}
      data-state="drawn"
      viewBox={`0 0 ${side} ${side}`}
      shapeRendering="crispEdges"
    >
      <rect width={side} height={side} className="hx-qr-light" />
      <path d={drawn.path} className="hx-qr-dark" />
    </svg>
  );
}
