import type { Difficulty, Puzzle, PuzzleTheme } from '../ai/puzzle';

export interface PuzzleFilter {
  readonly theme?: PuzzleTheme;
  readonly difficulty?: Difficulty;
}

export const matches = (puzzle: Puzzle, { theme, difficulty }: PuzzleFilter): boolean =>
  (theme === undefined || puzzle.themes.includes(theme)) &&
  (difficulty === undefined || puzzle.difficulty === difficulty);

/**
 * The next puzzle to offer, as lichess does: of those matching the filter and not yet
 * tried, the one rated nearest the player (`ratingOf` gives a puzzle's current rating),
 * ties to the lower id; once every match is tried, the nearest of them all except
 * `current`. Undefined when nothing matches.
 */
export function choosePuzzle(
  puzzles: readonly Puzzle[],
  filter: PuzzleFilter,
  player: number,
  tried: (puzzle: Puzzle) => boolean,
  ratingOf: (puzzle: Puzzle) => number,
  current?: number,
): Puzzle | undefined {
  const matching = puzzles.filter((p) => matches(p, filter));
  const fresh = matching.filter((p) => !tried(p));
  const pool = fresh.length > 0 ? fresh : matching.filter((p) => p.id !== current);
  let best: Puzzle | undefined;
  for (const p of pool.length > 0 ? pool : matching) {
    const d = Math.abs(ratingOf(p) - player);
    if (!best || d < Math.abs(ratingOf(best) - player)) best = p;
  }
  return best;
}
