import { type Player, PLAYERS } from '../../engine';
import { parsePlayerTag } from '../records/playerTag';
import type { SavedGame } from './savedGame';

/**
 * The players a record names, by colour: its Black and White tags, where they name
 * somebody. "Human", "?" and the app's own "Computer (Hard)" name nobody: the seats say those.
 */
export function recordNames(tags: SavedGame['tags']): Partial<Record<Player, string>> {
  const names: Partial<Record<Player, string>> = {};
  for (const player of PLAYERS) {
    const tag = player === 'black' ? 'Black' : 'White';
    const value = tags?.find(([key]) => key.toLowerCase() === tag.toLowerCase())?.[1].trim();
    if (!value || value === '?' || value === 'Human' || parsePlayerTag(value) !== 'human') continue;
    names[player] = value;
  }
  return names;
}

/**
 * Whether the game is a record that is over: imported (it keeps a record's tags) and
 * decided. Its moves are what was played; nothing here takes them back.
 */
export const isFinishedRecord = (tags: SavedGame['tags'], going: boolean): boolean =>
  tags !== undefined && !going;
