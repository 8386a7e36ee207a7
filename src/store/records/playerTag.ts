import { isLevel, type Level } from '../../ai/search/levels';
import type { PlayerKind } from '../game/savedGame';

/**
 * The tag that names a player, and back: `Human`, or `Computer (Hard)`. On its own, as the
 * seats read a record's names with it on the first screen, without the record writer.
 */
export const playerTag = (kind: PlayerKind): string =>
  kind === 'human' ? 'Human' : `Computer (${kind[0].toUpperCase()}${kind.slice(1)})`;

export function parsePlayerTag(text: string | undefined): PlayerKind {
  const level = /^Computer \((\w+)\)$/.exec(text ?? '')?.[1].toLowerCase();
  return level !== undefined && isLevel(level) ? (level satisfies Level) : 'human';
}
