import type { QuarantineRecord } from '../store/library/library';

/**
 * What makes two stored records the same for a restore, as text to compare. A game is the
 * same game when its moves are: its notes and review may have grown since the backup, and
 * the library's copy is kept. Data without a list of moves (an unreadable game) must match
 * whole.
 */
export function movesKey(data: unknown): string {
  const moves =
    typeof data === 'object' && data !== null ? (data as { moves?: unknown }).moves : undefined;
  return Array.isArray(moves) ? `moves:${JSON.stringify(moves)}` : `data:${JSON.stringify(data)}`;
}

/** A quarantined record is the same when all it keeps is, whatever number it was given. */
export const quarantineKey = ({ kept, source, error, data }: QuarantineRecord): string =>
  JSON.stringify([kept, source, error, data]);

/** FNV-1a, 32 bits, in base 36: a short name for a text, not a check against tampering. */
export function shortHash(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}
