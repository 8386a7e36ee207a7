import type { PuzzleProgress } from '../../src/puzzles/progress';
import type { LibraryRecord, QuarantineRecord } from '../../src/store/library/library';
import { DEFAULT_PREFS } from '../../src/store/prefs';
import { makeBackup } from '../../src/backup/backupFormat';

/** A stored game with `moves` as its data's moves, as the library lists it. */
export const gameRecord = (
  id: string,
  moves: readonly string[],
  updated = Date.UTC(2026, 0, 2),
): LibraryRecord => ({
  id,
  revision: 1,
  created: Date.UTC(2026, 0, 1),
  updated,
  summary: {
    title: 'Abacus',
    n: 5,
    layout: 'standard',
    plies: moves.length,
    result: '*',
    black: 'Black',
    white: 'White',
  },
  data: { version: 5, spec: { game: 'abacus', n: 5, layout: 'standard' }, moves: [...moves] },
});

export const setAside: QuarantineRecord = {
  kept: Date.UTC(2026, 0, 3),
  source: 'the game library',
  error: 'a game record where it has no id',
  data: { broken: true },
};

export const progress: PuzzleProgress = {
  version: 1,
  players: { abacus: { rating: 1600, deviation: 80, volatility: 0.06 } },
  puzzles: {
    'abacus:3': { rating: { rating: 1450, deviation: 90, volatility: 0.06 }, solved: true },
  },
  streak: { current: 2, best: 4 },
  dailies: ['abacus:2026-01-02'],
  history: [
    { game: 'abacus', time: 1_767_000_000_000, rating: 1560 },
    { game: 'abacus', time: 1_767_100_000_000, rating: 1600 },
  ],
};

/** A backup file's text holding `games` and the rest of this file's samples. */
export const backupOf = (games: readonly LibraryRecord[] = [gameRecord('a', ['c3'])]): string =>
  makeBackup({
    made: Date.UTC(2026, 0, 4),
    games,
    quarantine: [setAside],
    puzzleProgress: progress,
    prefs: { ...DEFAULT_PREFS, boardTheme: 'wood', pieceStyle: 'contrast' },
  });
