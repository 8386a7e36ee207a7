import type { GameSummary, LibraryEntry } from '../../src/store/library/library';

const DAY = 24 * 60 * 60 * 1000;
/** The tests' "now": noon on 2026-12-06, local time, away from any day's edge. */
export const NOW = new Date(2026, 11, 6, 12).getTime();
export const daysAgo = (days: number): number => NOW - days * DAY;

const BASE: GameSummary = {
  title: 'Abalone',
  game: 'abalone',
  n: 5,
  layout: 'standard',
  plies: 40,
  result: '*',
  black: 'Human',
  white: 'Human',
  players: { black: 'human', white: 'human' },
};

let next = 0;
/** A library entry of `summary`'s fields over an Abalone game of two at one screen, started `days` ago. */
export function entry(days: number, summary: Partial<GameSummary> = {}): LibraryEntry {
  const created = daysAgo(days);
  return {
    id: `g${next++}`,
    revision: 1,
    created,
    updated: created,
    summary: { ...BASE, ...summary },
  };
}

export const vsComputer = (
  you: 'black' | 'white',
  level: 'easy' | 'medium' | 'hard' | 'expert',
  result: string,
  more: Partial<GameSummary> = {},
): Partial<GameSummary> => ({
  players: you === 'black' ? { black: 'human', white: level } : { black: level, white: 'human' },
  result,
  ...more,
});

export const online = (
  seat: 'black' | 'white',
  opponent: string,
  result: string,
): Partial<GameSummary> => ({
  seat,
  names: seat === 'black' ? { black: 'Me', white: opponent } : { black: opponent, white: 'Me' },
  result,
});

/**
 * A seeded library: 12 games over the last 400 days.
 * - against the computer: Hard as White 1-0, 1-0 (won twice as Black), 0-1 (lost);
 *   Expert as Black 1/2-1/2 (drawn as White); Easy as White, going on.
 * - online: against Ada as Black, 0-1 (won as White); against Ada 1-0 as Black (won).
 * - two at one screen: 1-0, 0-1, 1/2-1/2 (Abacus, n=5).
 * - one imported record, one computer against computer.
 */
export function seededLibrary(): LibraryEntry[] {
  next = 0;
  return [
    entry(1, vsComputer('black', 'hard', '1-0', { accuracy: { black: 91.5, white: 80 } })),
    entry(2, vsComputer('black', 'hard', '1-0', { layout: 'belgian' })),
    entry(3, vsComputer('black', 'hard', '0-1', { accuracy: { black: 70 } })),
    entry(40, vsComputer('white', 'expert', '1/2-1/2')),
    entry(0, vsComputer('black', 'easy', '*')),
    entry(10, online('white', 'Ada', '0-1')),
    entry(100, online('black', 'Ada', '1-0')),
    entry(5, { game: 'abacus', title: 'Abacus', result: '1-0' }),
    entry(6, { game: 'abacus', title: 'Abacus', result: '0-1' }),
    entry(400, { game: 'abacus', title: 'Abacus', result: '1/2-1/2' }),
    entry(20, { imported: true, result: '1-0', names: { black: 'Ozaki', white: 'Vincent' } }),
    entry(30, { players: { black: 'hard', white: 'expert' }, result: '0-1' }),
  ];
}
