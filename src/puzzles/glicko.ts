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

/** The system's constant: how much volatility may change (the paper takes 0.3–1.2). */
export const TAU = 0.5;
const SCALE = 173.7178;
const EPSILON = 0.000001;
/** Deviations stay within these, so that a rating settles but can still move. */
export const MIN_DEVIATION = 45;
export const MAX_DEVIATION = 350;

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
 * One puzzle attempt: the player and the puzzle each rated against the other, the
 * deviations kept within bounds so that neither freezes nor runs wild.
 */
export function ratePuzzleAttempt(
  player: Rating,
  puzzle: Rating,
  solved: boolean,
): { readonly player: Rating; readonly puzzle: Rating } {
  const clamp = (r: Rating): Rating => ({
    ...r,
    deviation: Math.min(MAX_DEVIATION, Math.max(MIN_DEVIATION, r.deviation)),
  });
  return {
    player: clamp(rate(player, [{ opponent: puzzle, score: solved ? 1 : 0 }])),
    puzzle: clamp(rate(puzzle, [{ opponent: player, score: solved ? 0 : 1 }])),
  };
}
