/**
 * Glicko-2 (Glickman, "Example of the Glicko-2 system", 2013), as lichess rates puzzles:
 * the player and the puzzle are each a rating, a deviation and a volatility, and a
 * solve is a win for the player and a loss for the puzzle.
 */
export interface Rating {
  readonly rating: number;
  readonly deviation: number;
  readonly volatility: number;
}

/** Where the paper starts a new player. */
export const NEW_RATING: Rating = { rating: 1500, deviation: 350, volatility: 0.06 };

/**
 * The deviation of a puzzle nobody has played. Its stored rating is no guess but a
 * measure of how deep its proof lies (docs/ai.md, Puzzles), good to some 80 points as the
 * first players' results bear out. Starting it at a newcomer's 350 made each result say
 * little about the player (Glicko-2 weighs a result by the opponent's certainty), so the
 * player's deviation, and with it the size of each change, stayed high for dozens of
 * puzzles; and one player's first result swung the puzzle's own rating by some 160.
 */
export const PUZZLE_DEVIATION = 80;

/** A puzzle nobody has played, at its stored rating. */
export const unplayedPuzzle = (rating: number): Rating => ({
  rating,
  deviation: PUZZLE_DEVIATION,
  volatility: NEW_RATING.volatility,
});

/** The system's constant: how much volatility may change (the paper takes 0.3–1.2). */
export const TAU = 0.5;
const SCALE = 173.7178;
const EPSILON = 0.000001;
/** Deviations stay within these, so that a rating settles but can still move. */
export const MIN_DEVIATION = 45;
export const MAX_DEVIATION = 350;
/**
 * Ratings and volatilities stay within these, far beyond any that play reaches: a stored
 * rating of 1e300 would be shown with 300 digits, and a volatility of 1e-300 squares to 0,
 * which the next rating period turns into a volatility of 0 that no reader takes.
 */
export const MIN_RATING = 100;
export const MAX_RATING = 4000;
export const MIN_VOLATILITY = 0.001;
export const MAX_VOLATILITY = 1;

const within = (low: number, high: number, x: number): number => Math.min(high, Math.max(low, x));

/** A rating brought within the bounds, each of its numbers. */
export const boundedRating = (r: Rating): Rating => ({
  rating: within(MIN_RATING, MAX_RATING, r.rating),
  deviation: within(MIN_DEVIATION, MAX_DEVIATION, r.deviation),
  volatility: within(MIN_VOLATILITY, MAX_VOLATILITY, r.volatility),
});

export interface Game {
  readonly opponent: Rating;
  /** 1 a win, 0 a loss, 0.5 a draw. */
  readonly score: number;
}

const g = (phi: number): number => 1 / Math.sqrt(1 + (3 * phi * phi) / (Math.PI * Math.PI));

/** The rating after one rating period's games (none: only the deviation grows). */
export function rate(player: Rating, games: readonly Game[], tau = TAU): Rating {
  const mu = (player.rating - 1500) / SCALE;
  const phi = player.deviation / SCALE;
  const sigma = player.volatility;
  if (games.length === 0) {
    return {
      ...player,
      deviation: Math.min(MAX_DEVIATION, Math.sqrt(phi * phi + sigma * sigma) * SCALE),
    };
  }
  let vInverse = 0;
  let sum = 0;
  for (const { opponent, score } of games) {
    const muJ = (opponent.rating - 1500) / SCALE;
    const gJ = g(opponent.deviation / SCALE);
    const e = 1 / (1 + Math.exp(-gJ * (mu - muJ)));
    vInverse += gJ * gJ * e * (1 - e);
    sum += gJ * (score - e);
  }
  const v = 1 / vInverse;
  const delta = v * sum;
  // The new volatility: the root of f by the Illinois algorithm (step 5 of the paper).
  const a = Math.log(sigma * sigma);
  const f = (x: number): number => {
    const ex = Math.exp(x);
    const d = phi * phi + v + ex;
    return (ex * (delta * delta - d)) / (2 * d * d) - (x - a) / (tau * tau);
  };
  let A = a;
  let B: number;
  if (delta * delta > phi * phi + v) B = Math.log(delta * delta - phi * phi - v);
  else {
    let k = 1;
    while (f(a - k * tau) < 0) k++;
    B = a - k * tau;
  }
  let fA = f(A);
  let fB = f(B);
  while (Math.abs(B - A) > EPSILON) {
    const C = A + ((A - B) * fA) / (fB - fA);
    const fC = f(C);
    if (fC * fB <= 0) {
      A = B;
      fA = fB;
    } else fA /= 2;
    B = C;
    fB = fC;
  }
  const newSigma = Math.exp(A / 2);
  const phiStar = Math.sqrt(phi * phi + newSigma * newSigma);
  const newPhi = 1 / Math.sqrt(1 / (phiStar * phiStar) + 1 / v);
  const newMu = mu + newPhi * newPhi * sum;
  return { rating: newMu * SCALE + 1500, deviation: newPhi * SCALE, volatility: newSigma };
}

/**
 * One puzzle attempt: the player and the puzzle each rated against the other, kept within
 * bounds so that neither freezes nor runs wild, and so that what is stored reads back.
 */
export function ratePuzzleAttempt(
  player: Rating,
  puzzle: Rating,
  solved: boolean,
): { readonly player: Rating; readonly puzzle: Rating } {
  return {
    player: boundedRating(rate(player, [{ opponent: puzzle, score: solved ? 1 : 0 }])),
    puzzle: boundedRating(rate(puzzle, [{ opponent: player, score: solved ? 0 : 1 }])),
  };
}
