/** The part of gifenc (npm, MIT) the animated pictures use; the package ships no types. */
declare module 'gifenc' {
  export type Palette = number[][];
  export interface FrameOptions {
    readonly palette?: Palette;
    readonly delay?: number;
    readonly repeat?: number;
    readonly transparent?: boolean;
    readonly transparentIndex?: number;
    readonly dispose?: number;
  }
  export interface Encoder {
    writeFrame(index: Uint8Array, width: number, height: number, options?: FrameOptions): void;
    finish(): void;
    reset(): void;
    bytes(): Uint8Array<ArrayBuffer>;
    bytesView(): Uint8Array;
    readonly stream: { writeBytesView(data: Uint8Array): void };
  }
  export function GIFEncoder(options?: { readonly auto?: boolean }): Encoder;
  export function quantize(rgba: Uint8ClampedArray, maxColors: number): Palette;
  export function nearestColorIndex(colours: Palette, pixel: readonly number[]): number;
}
