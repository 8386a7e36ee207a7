import { GIFEncoder, nearestColorIndex, type Palette, quantize } from 'gifenc';
import type { Region } from './frameRegion';

/**
 * An animated GIF89a being written a frame at a time: each frame as the RGBA pixels of the
 * region that changed since the frame before (the whole picture for the first).
 */
export interface GifWriter {
  add(rgba: Uint8ClampedArray, delay: number, region?: Region): void;
  finish(): Uint8Array<ArrayBuffer>;
}

/** GIF's "leave the frame in place" disposal: the next frame draws over it. */
const KEEP = 1;
/** Where a frame's image descriptor starts: after its graphic control extension. */
const DESCRIPTOR_AT = 8;

/**
 * A writer of `width`×`height` frames whose colours are those of `sample`, a whole frame
 * with every colour the picture uses (a marked move included). After the first frame, a
 * pixel unchanged since the frame before is written transparent: a move changes a few
 * cells, and long runs of one index are what GIF's compression shrinks best, so a
 * 1,000-move game stays a few megabytes.
 */
export function gifWriter(width: number, height: number, sample: Uint8ClampedArray): GifWriter {
  const colours: Palette = quantize(sample, 255);
  const clear = colours.length;
  const palette = [...colours, [0, 0, 0]];
  // Each exact colour keeps its index for the whole GIF: gifenc's applyPalette picks a
  // colour's index by the first pixel of its 16-bit bin in each call, so a part converted
  // alone could differ from the same pixels converted with the whole frame.
  const known = new Map<number, number>();
  const indices = (rgba: Uint8ClampedArray): Uint8Array => {
    const out = new Uint8Array(rgba.length / 4);
    for (let p = 0, i = 0; p < out.length; p++, i += 4) {
      const key = (rgba[i] << 16) | (rgba[i + 1] << 8) | rgba[i + 2];
      let index = known.get(key);
      if (index === undefined) {
        index = nearestColorIndex(colours, [rgba[i], rgba[i + 1], rgba[i + 2]]);
        known.set(key, index);
      }
      out[p] = index;
    }
    return out;
  };
  const encoder = GIFEncoder();
  // Each later frame is written alone (gifenc's manual mode), then placed and appended.
  const part = GIFEncoder({ auto: false });
  const shown = new Uint8Array(width * height);
  let first = true;
  return {
    add(rgba, delay, region = { x: 0, y: 0, width, height }) {
      const index = indices(rgba);
      if (first) {
        if (region.width !== width || region.height !== height) {
          throw new Error('the first frame of a GIF is the whole picture');
        }
        first = false;
        shown.set(index);
        encoder.writeFrame(index, width, height, { palette, delay, repeat: 0 });
        return;
      }
      // Only the region is written, at its place on the picture; within it, pixels that
      // stay as they were are transparent.
      const changed = new Uint8Array(region.width * region.height);
      for (let row = 0; row < region.height; row++) {
        const from = row * region.width;
        const to = (region.y + row) * width + region.x;
        for (let col = 0; col < region.width; col++) {
          const value = index[from + col];
          if (value === shown[to + col]) {
            changed[from + col] = clear;
          } else {
            changed[from + col] = value;
            shown[to + col] = value;
          }
        }
      }
      part.reset();
      part.writeFrame(changed, region.width, region.height, {
        delay,
        transparent: true,
        transparentIndex: clear,
        dispose: KEEP,
      });
      const bytes = part.bytesView();
      // gifenc writes every image at the picture's corner: its descriptor, after the
      // 8-byte graphic control block, is given the region's place.
      bytes.set(
        [region.x & 0xff, region.x >> 8, region.y & 0xff, region.y >> 8],
        DESCRIPTOR_AT + 1,
      );
      encoder.stream.writeBytesView(bytes);
    },
    finish() {
      encoder.finish();
      return encoder.bytes();
    },
  };
}
