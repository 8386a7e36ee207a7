/**
 * What a game's self-play statistics on one board size hold (Abacus's `stats.ts`, written by
 * src/games/abacus/scripts/stats.ts), and how they are summed up from the games' results.
 */
export interface SelfPlayStats {
  readonly size: number;
  readonly games: number;
  /** Plies of every opening, each a distinct position up to the board's symmetry. */
  readonly openingPlies: number;
  /** Hard's node budget a move. */
  readonly nodes: number;
  readonly blackWins: number;
  readonly whiteWins: number;
  /** The first player's (Black's) score, and its 95% Wilson interval. */
  readonly score: number;
  readonly low: number;
  readonly high: number;
  /** Game lengths in plies, openings included. */
  readonly lengths: {
    readonly min: number;
    readonly q1: number;
    readonly median: number;
    readonly q3: number;
    readonly max: number;
  };
  /** Games by length: `counts[i]` ended within `from + i·width` to `from + (i+1)·width − 1` plies. */
  readonly histogram: {
    readonly from: number;
    readonly width: number;
    readonly counts: readonly number[];
  };
}

/** One finished game: the winner and its length in plies. */
export interface GameResult {
  readonly blackWon: boolean;
  readonly plies: number;
}

/** At most this many bars in a length histogram: a compact picture on the rules page. */
export const HISTOGRAM_BARS = 8;

/** The 95% Wilson score interval of `wins` in `n` trials, in [0, 1]. */
export function wilson(wins: number, n: number): { low: number; high: number } {
  const z = 1.959964;
  const p = wins / n;
  const centre = p + (z * z) / (2 * n);
  const spread = z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n));
  const scale = 1 + (z * z) / n;
  return { low: (centre - spread) / scale, high: (centre + spread) / scale };
}

/** The nearest-rank `p`-quantile of sorted values: always one of them. */
export const quantile = (sorted: readonly number[], p: number): number =>
  sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)];

export function summarise(
  size: number,
  openingPlies: number,
  nodes: number,
  results: readonly GameResult[],
): SelfPlayStats {
  if (results.length === 0) throw new Error('summarise: no games');
  const games = results.length;
  const blackWins = results.filter((r) => r.blackWon).length;
  const sorted = results.map((r) => r.plies).sort((a, b) => a - b);
  const min = sorted[0];
  const max = sorted[games - 1];
  const width = Math.max(1, Math.ceil((max - min + 1) / HISTOGRAM_BARS));
  const counts = new Array<number>(Math.ceil((max - min + 1) / width)).fill(0);
  for (const plies of sorted) counts[Math.floor((plies - min) / width)]++;
  const round = (x: number): number => Math.round(x * 1000) / 1000;
  const { low, high } = wilson(blackWins, games);
  return {
    size,
    games,
    openingPlies,
    nodes,
    blackWins,
    whiteWins: games - blackWins,
    score: round(blackWins / games),
    low: round(low),
    high: round(high),
    lengths: {
      min,
      q1: quantile(sorted, 0.25),
      median: quantile(sorted, 0.5),
      q3: quantile(sorted, 0.75),
      max,
    },
    histogram: { from: min, width, counts },
  };
}
