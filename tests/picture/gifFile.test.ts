import { describe, expect, test } from 'vitest';
import { gifWriter } from '../../src/components/picture/gifFile';
import { readGif } from './imageBytes';

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
