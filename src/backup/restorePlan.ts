import type { PuzzleProgress } from '../puzzles/progress';
import type { LibraryRecord, QuarantineRecord } from '../store/library/library';
import type { Prefs } from '../store/prefs';
import type { Backup } from './backupFormat';
import { movesKey, quarantineKey, shortHash } from './fingerprints';

/** What the library holds, as a restore compares it: each game's moves, each quarantined record. */
export interface Held {
  /** Each game's id and `movesKey`. */
  readonly games: readonly (readonly [string, string])[];
  /** Each quarantined record's `quarantineKey`. */
  readonly quarantine: readonly string[];
}

export interface RestorePlan {
  /** What the file holds, for the player to see before anything is written. */
  readonly held: {
    readonly games: number;
    readonly quarantined: number;
    readonly puzzleProgress: boolean;
  };
  /** The games to write, each under an id the library does not use. */
  readonly games: readonly LibraryRecord[];
  /** Games of the file the library already holds, with the same moves under the same id. */
  readonly same: number;
  /** Games of the file whose id the library uses for other moves: written under a new id. */
  readonly renamed: number;
  readonly quarantine: readonly QuarantineRecord[];
  readonly puzzleProgress?: PuzzleProgress;
  readonly prefs: Prefs;
}

/**
 * How a backup merges into the library: nothing there is overwritten. A game already held
 * is kept once; a different game under the same id is kept as both, the file's under an id
 * made from its own and its moves, so that restoring the same file again finds it there.
 */
export function planRestore(backup: Backup, held: Held): RestorePlan {
  const moves = new Map(held.games);
  const games: LibraryRecord[] = [];
  let same = 0;
  let renamed = 0;
  for (const game of backup.games) {
    const key = movesKey(game.data);
    const base = `${game.id}-${shortHash(key)}`;
    // The first id free or holding these moves: the game's own, then its derived ones.
    let id = game.id;
    for (let n = 1; moves.has(id) && moves.get(id) !== key; n++) {
      id = n === 1 ? base : `${base}-${n}`;
    }
    if (moves.get(id) === key) {
      same++;
      continue;
    }
    if (id !== game.id) renamed++;
    moves.set(id, key);
    games.push(id === game.id ? game : { ...game, id });
  }
  // Counted, not a set: two records alike are kept as two, and found as two next time.
  const kept = new Map<string, number>();
  for (const key of held.quarantine) kept.set(key, (kept.get(key) ?? 0) + 1);
  const quarantine = backup.quarantine.filter((item) => {
    const key = quarantineKey(item);
    const count = kept.get(key) ?? 0;
    if (count > 0) kept.set(key, count - 1);
    return count === 0;
  });
  return {
    held: {
      games: backup.games.length,
      quarantined: backup.quarantine.length,
      puzzleProgress: backup.puzzleProgress !== undefined,
    },
    games,
    same,
    renamed,
    quarantine,
    ...(backup.puzzleProgress === undefined ? {} : { puzzleProgress: backup.puzzleProgress }),
    prefs: backup.prefs,
  };
}
