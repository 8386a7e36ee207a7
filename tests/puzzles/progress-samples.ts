import fc from 'fast-check';
import { GAMES } from '../../src/engine';
import {
  MAX_DEVIATION,
  MAX_RATING,
  MAX_VOLATILITY,
  MIN_DEVIATION,
  MIN_RATING,
  MIN_VOLATILITY,
  type Rating,
} from '../../src/puzzles/glicko';
import type { PuzzleProgress } from '../../src/puzzles/progress';

export const rated = (rating: number): Rating => ({ rating, deviation: 60, volatility: 0.06 });

/** The progress: Abacus 1712, Abalone 1650, three puzzles, streak 4 (best 9), one daily. */
export const VALID: PuzzleProgress = {
  version: 1,
  players: { abacus: rated(1712), abalone: rated(1650) },
  puzzles: {
    'abacus:3': { rating: rated(1450), solved: true },
    'abalone:7': { rating: rated(1380), solved: false },
    'abalone:12': { rating: rated(1520), solved: true },
  },
  streak: { current: 4, best: 9 },
  dailies: ['abacus:2026-01-02'],
  history: [
    { game: 'abalone', time: 1_767_000_000_000, rating: 1580 },
    { game: 'abacus', time: 1_767_100_000_000, rating: 1712 },
  ],
};

/** A copy of `VALID` with the field at `path` (`players.abacus.rating`) set to `value`. */
export function withField(path: string, value: unknown): unknown {
  const copy: unknown = structuredClone(VALID);
  const names = path.split('.');
  let at = copy as Record<string, unknown>;
  for (const name of names.slice(0, -1)) at = at[name] as Record<string, unknown>;
  at[names[names.length - 1]] = value;
  return copy;
}

const within = (min: number, max: number) => fc.double({ min, max, noNaN: true });

export const arbitraryRating: fc.Arbitrary<Rating> = fc.record({
  rating: within(MIN_RATING, MAX_RATING),
  deviation: within(MIN_DEVIATION, MAX_DEVIATION),
  volatility: within(MIN_VOLATILITY, MAX_VOLATILITY),
});

const two = (n: number): string => String(n).padStart(2, '0');
const game = fc.constantFrom(...GAMES);

/** Any progress the app could hold: every rating within bounds, every key and day well formed. */
export const arbitraryProgress: fc.Arbitrary<PuzzleProgress> = fc.record({
  version: fc.constant(1 as const),
  players: fc.record({ abacus: arbitraryRating, abalone: arbitraryRating }, { requiredKeys: [] }),
  puzzles: fc.dictionary(
    fc.tuple(game, fc.nat({ max: 999_999 })).map(([g, id]) => `${g}:${id}`),
    fc.record({ rating: arbitraryRating, solved: fc.boolean() }),
    { maxKeys: 30 },
  ),
  streak: fc
    .tuple(fc.nat({ max: 500 }), fc.nat({ max: 500 }))
    .map(([current, more]) => ({ current, best: current + more })),
  dailies: fc.array(
    fc
      .tuple(game, fc.integer({ min: 2000, max: 2099 }), fc.integer({ min: 1, max: 12 }))
      .chain(([g, y, m]) =>
        fc.integer({ min: 1, max: 28 }).map((d) => `${g}:${y}-${two(m)}-${two(d)}`),
      ),
    { maxLength: 10 },
  ),
  history: fc
    .array(
      fc.record({
        game,
        time: fc.integer({ min: 0, max: 4e12 }),
        rating: fc.integer({ min: MIN_RATING, max: MAX_RATING }),
      }),
      { maxLength: 12 },
    )
    .map((points) => [...points].sort((a, b) => a.time - b.time)),
});
