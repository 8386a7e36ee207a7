import { describe, expect, test } from 'vitest';
import { gifWriter } from '../../src/components/picture/gifFile';
import { gifScreens, readGif } from './imageBytes';

const W = 200;
const H = 120;

/** A frame shaded across, with a dark square at `x`: a stone that moved on a board. */
function frame(x: number): Uint8ClampedArray {
  const rgba = new Uint8ClampedArray(W * H * 4);
  for (let p = 0; p < W * H; p++) {
    const inSquare =
      p % W >= x && p % W < x + 10 && Math.floor(p / W) >= 10 && Math.floor(p / W) < 20;
    rgba.set(
      inSquare ? [20, 20, 30, 255] : [(p % W) + 50, Math.floor(p / W) + 100, 90, 255],
      p * 4,
    );
  }
  return rgba;
}

describe('the GIF writer', () => {
  test('writes a looping GIF89a with a frame and a delay for each frame added', () => {
    const gif = gifWriter(W, H, frame(0));
    const delays = [1500, 700, 700, 700, 4000];
    delays.forEach((delay, i) => gif.add(frame(i * 10), delay));
    const facts = readGif(gif.finish());
    expect(facts).toEqual({
      version: 'GIF89a',
      width: W,
      height: H,
      frames: 5,
      delays,
      loops: true,
    });
  });

  test('an unchanged frame costs far fewer bytes than the first', () => {
    const one = gifWriter(W, H, frame(0));
    one.add(frame(0), 100);
    const first = one.finish().length;
    const two = gifWriter(W, H, frame(0));
    two.add(frame(0), 100);
    two.add(frame(0), 100);
    expect(two.finish().length - first).toBeLessThan(first / 10);
  });
});

describe('frames written by the region that changed', () => {
  test('a viewer sees each whole frame, though only the changed part was converted', () => {
    const whole = { x: 0, y: 0, width: W, height: H };
    const regionOf = (x: number) => ({ x: Math.max(0, x - 10), y: 5, width: 40, height: 30 });
    const crop = (rgba: Uint8ClampedArray, r: typeof whole) => {
      const out = new Uint8ClampedArray(r.width * r.height * 4);
      for (let row = 0; row < r.height; row++) {
        const from = ((r.y + row) * W + r.x) * 4;
        out.set(rgba.subarray(from, from + r.width * 4), row * r.width * 4);
      }
      return out;
    };
    const gif = gifWriter(W, H, frame(0));
    gif.add(frame(0), 100, whole);
    gif.add(crop(frame(10), regionOf(10)), 100, regionOf(10));
    gif.add(crop(frame(20), regionOf(20)), 100, regionOf(20));
    const screens = gifScreens(gif.finish());
    expect(screens).toHaveLength(3);
    const reference = gifWriter(W, H, frame(0));
    for (const x of [0, 10, 20]) reference.add(frame(x), 100);
    expect(screens).toEqual(gifScreens(reference.finish()));
    expect(screens[1]).not.toEqual(screens[0]);
  });

  test('the first frame must be the whole picture', () => {
    const gif = gifWriter(W, H, frame(0));
    expect(() =>
      gif.add(frame(0).subarray(0, 40 * 30 * 4), 100, { x: 0, y: 0, width: 40, height: 30 }),
    ).toThrow();
  });
});
