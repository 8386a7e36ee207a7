import { applyPalette, GIFEncoder, type Palette, quantize } from 'gifenc';

/** An animated GIF89a being written a frame at a time, each frame as RGBA pixels. */
export interface GifWriter {
  add(rgba: Uint8ClampedArray, delay: number): void;
  finish(): Uint8Array<ArrayBuffer>;
}

/** GIF's "leave the frame in place" disposal: the next frame draws over it. */
const KEEP = 1;

/**
 * A writer whose colours are those of `sample`, a frame with every colour the picture uses
 * (a marked move included). After the first frame, a pixel unchanged since the frame before
 * is written transparent: a move changes a few cells, and long runs of one index are what
 * GIF's compression shrinks best, so a 1,000-move game stays a few megabytes.
 */
export function gifWriter(width: number, height: number, sample: Uint8ClampedArray): GifWriter {
  const palette: Palette = quantize(sample, 255);
  const clear = palette.length;
  palette.push([0, 0, 0]);
  const encoder = GIFEncoder();
  let previous: Uint8Array | undefined;
  return {
    add(rgba, delay) {
      const index = applyPalette(rgba, palette);
      if (!previous) {
        encoder.writeFrame(index, width, height, { palette, delay, repeat: 0 });
      } else {
        const changed = new Uint8Array(index.length);
        for (let i = 0; i < index.length; i++) {
          changed[i] = index[i] === previous[i] ? clear : index[i];
        }
        encoder.writeFrame(changed, width, height, {
          delay,
          transparent: true,
          transparentIndex: clear,
          dispose: KEEP,
        });
      }
      previous = index;
    },
    finish() {
      encoder.finish();
      return encoder.bytes();
    },
  };
}
