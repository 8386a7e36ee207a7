/**
 * The check a game link carries: a CRC-32 of its game fields, so that a link damaged on
 * the way (a character changed by hand, by a chat app, by a bit gone wrong) is refused
 * rather than opened as another, equally legal game. A CRC-32 catches every change to one
 * character of the text, unlike the move code itself, where most changes still read.
 */
import { BASE64URL } from './base64url';

const TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

function crc32(text: string): number {
  let crc = 0xffffffff;
  for (const byte of new TextEncoder().encode(text)) {
    crc = TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/** The check of a link's game fields as written (`hexplay=1&game=…`): six base64url characters. */
export function linkCheck(fields: string): string {
  const crc = crc32(fields);
  let text = '';
  // 32 bits in six characters: the first holds the top two.
  for (let shift = 30; shift >= 0; shift -= 6) text += BASE64URL[(crc / 2 ** shift) & 63];
  return text;
}
