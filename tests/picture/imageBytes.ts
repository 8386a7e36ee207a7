/**
 * Reading the pictures the app makes, byte by byte, as an image viewer would: a GIF's
 * frames and delays, a PNG's size. Shared by the unit tests and the e2e spec.
 */

export interface GifFacts {
  readonly version: string;
  readonly width: number;
  readonly height: number;
  readonly frames: number;
  /** Each frame's delay, in milliseconds. */
  readonly delays: readonly number[];
  /** Whether it loops (a NETSCAPE2.0 block). */
  readonly loops: boolean;
}

/** Walks a GIF's blocks; throws where the bytes are not a whole GIF. */
export function readGif(bytes: Uint8Array): GifFacts {
  const text = (from: number, length: number): string =>
    String.fromCharCode(...bytes.subarray(from, from + length));
  const u16 = (at: number): number => bytes[at] | (bytes[at + 1] << 8);
  const version = text(0, 6);
  if (version !== 'GIF89a' && version !== 'GIF87a') throw new Error(`not a GIF: ${version}`);
  const width = u16(6);
  const height = u16(8);
  let at = 13;
  if (bytes[10] & 0x80) at += 3 * (1 << ((bytes[10] & 7) + 1));
  const skipSubBlocks = (): void => {
    while (bytes[at] !== 0) {
      if (at >= bytes.length) throw new Error('the GIF ends inside a block');
      at += bytes[at] + 1;
    }
    at += 1;
  };
  let frames = 0;
  let loops = false;
  const delays: number[] = [];
  for (;;) {
    const introducer = bytes[at];
    if (introducer === 0x3b) break;
    if (introducer === 0x21) {
      const label = bytes[at + 1];
      if (label === 0xf9) delays.push(u16(at + 4) * 10);
      if (label === 0xff && text(at + 3, 11) === 'NETSCAPE2.0') loops = true;
      at += 2;
      skipSubBlocks();
    } else if (introducer === 0x2c) {
      frames++;
      const packed = bytes[at + 9];
      at += 10;
      if (packed & 0x80) at += 3 * (1 << ((packed & 7) + 1));
      at += 1;
      skipSubBlocks();
    } else {
      throw new Error(`unexpected byte ${introducer} at ${at}`);
    }
  }
  return { version, width, height, frames, delays, loops };
}

/** A PNG's size from its IHDR chunk; throws where the bytes are not a PNG. */
export function pngSize(bytes: Uint8Array): { width: number; height: number } {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (signature.some((b, i) => bytes[i] !== b)) throw new Error('not a PNG');
  if (String.fromCharCode(...bytes.subarray(12, 16)) !== 'IHDR') throw new Error('no IHDR');
  const u32 = (at: number): number =>
    ((bytes[at] << 24) | (bytes[at + 1] << 16) | (bytes[at + 2] << 8) | bytes[at + 3]) >>> 0;
  return { width: u32(16), height: u32(20) };
}

/** LZW-decodes one image's data sub-blocks into colour indices (GIF89a, appendix F). */
function lzwDecode(minSize: number, data: Uint8Array, pixels: number): Uint8Array {
  const out = new Uint8Array(pixels);
  const clearCode = 1 << minSize;
  const endCode = clearCode + 1;
  let size = minSize + 1;
  let dict: number[][] = [];
  const reset = (): void => {
    dict = Array.from({ length: clearCode + 2 }, (_, i) => (i < clearCode ? [i] : []));
    size = minSize + 1;
  };
  reset();
  let bit = 0;
  let written = 0;
  let prev: number[] | undefined;
  while (bit + size <= data.length * 8) {
    let code = 0;
    for (let i = 0; i < size; i++, bit++) code |= ((data[bit >> 3] >> (bit & 7)) & 1) << i;
    if (code === clearCode) {
      reset();
      prev = undefined;
      continue;
    }
    if (code === endCode) break;
    const entry =
      code < dict.length
        ? dict[code]
        : prev
          ? [...prev, prev[0]]
          : (() => {
              throw new Error('bad code');
            })();
    for (const v of entry) out[written++] = v;
    if (prev) dict.push([...prev, entry[0]]);
    prev = entry;
    if (dict.length === 1 << size && size < 12) size++;
  }
  return out;
}

/**
 * What a viewer shows after each frame, as colour indices: frames drawn over the one
 * before (disposal "leave in place"), their transparent pixels letting it through.
 */
export function gifScreens(bytes: Uint8Array): Uint8Array[] {
  const u16 = (at: number): number => bytes[at] | (bytes[at + 1] << 8);
  const width = u16(6);
  const height = u16(8);
  let at = 13;
  if (bytes[10] & 0x80) at += 3 * (1 << ((bytes[10] & 7) + 1));
  const screen = new Uint8Array(width * height);
  const screens: Uint8Array[] = [];
  let transparent: number | undefined;
  const subBlocks = (): Uint8Array => {
    const parts: number[] = [];
    while (bytes[at] !== 0) {
      parts.push(...bytes.subarray(at + 1, at + 1 + bytes[at]));
      at += bytes[at] + 1;
    }
    at += 1;
    return Uint8Array.from(parts);
  };
  while (bytes[at] !== 0x3b) {
    if (bytes[at] === 0x21) {
      if (bytes[at + 1] === 0xf9) transparent = bytes[at + 3] & 1 ? bytes[at + 6] : undefined;
      at += 2;
      subBlocks();
    } else {
      const left = u16(at + 1);
      const top = u16(at + 3);
      const w = u16(at + 5);
      const h = u16(at + 7);
      at += 10;
      const minSize = bytes[at++];
      const pixels = lzwDecode(minSize, subBlocks(), w * h);
      for (let p = 0; p < pixels.length; p++) {
        const to = (top + Math.floor(p / w)) * width + left + (p % w);
        if (pixels[p] !== transparent) screen[to] = pixels[p];
      }
      screens.push(screen.slice());
    }
  }
  return screens;
}
