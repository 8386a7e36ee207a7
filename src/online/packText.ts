import { err, ok, type Result } from '../engine';
import { BASE64URL } from '../store/records/base64url';

/**
 * Text made short enough for a link and a QR code: deflated by the browser's own
 * CompressionStream (a session description halves), written in base64url, which a URL
 * carries unescaped.
 */

/** The longest code read: an invitation is 1 to 2 KB. */
export const MAX_CODE_LENGTH = 16_000;
/** The most text a code may unpack to, so that a small code cannot fill the memory. */
const MAX_UNPACKED = 64_000;

export interface PackError {
  readonly code: 'pack';
  readonly message: string;
}

async function through(bytes: Uint8Array, stream: GenericTransformStream): Promise<Uint8Array> {
  const out = new Blob([bytes as BlobPart]).stream().pipeThrough(stream);
  return new Uint8Array(await new Response(out).arrayBuffer());
}

function toBase64url(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const n = (bytes[i] << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    const chars = i + 2 < bytes.length ? 4 : i + 1 < bytes.length ? 3 : 2;
    for (let c = 0; c < chars; c++) out += BASE64URL[(n >> (18 - 6 * c)) & 63];
  }
  return out;
}

function fromBase64url(text: string): Uint8Array | undefined {
  if (text.length % 4 === 1) return undefined;
  const bytes = new Uint8Array(Math.floor((text.length * 3) / 4));
  let bits = 0;
  let value = 0;
  let at = 0;
  for (const ch of text) {
    const digit = BASE64URL.indexOf(ch);
    if (digit < 0) return undefined;
    value = ((value << 6) | digit) & 0xffffff;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes[at++] = (value >> bits) & 0xff;
    }
  }
  return bytes.subarray(0, at);
}

export async function packText(text: string): Promise<string> {
  return toBase64url(
    await through(new TextEncoder().encode(text), new CompressionStream('deflate-raw')),
  );
}

/** Reads a code `packText` wrote. Never throws. */
export async function unpackText(code: string): Promise<Result<string, PackError>> {
  if (code.length === 0) return err({ code: 'pack', message: 'the code is empty' });
  if (code.length > MAX_CODE_LENGTH) {
    return err({ code: 'pack', message: `the code is longer than ${MAX_CODE_LENGTH} characters` });
  }
  const bytes = fromBase64url(code);
  if (!bytes) {
    return err({ code: 'pack', message: 'the code holds characters that are not base64url' });
  }
  let out: Uint8Array;
  try {
    out = await through(bytes, new DecompressionStream('deflate-raw'));
  } catch {
    return err({ code: 'pack', message: 'the code is damaged or cut short' });
  }
  if (out.length > MAX_UNPACKED) {
    return err({ code: 'pack', message: 'the code unpacks to more than an invitation holds' });
  }
  try {
    return ok(new TextDecoder('utf-8', { fatal: true }).decode(out));
  } catch {
    return err({ code: 'pack', message: 'the code does not unpack to text' });
  }
}
