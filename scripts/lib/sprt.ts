/**
 * The sequential probability ratio test that `npm run sprt` stops by, after fishtest's
 * `LLRcalc.py` (Michel Van den Bergh): a generalised SPRT (GSPRT) on logistic Elo, over
 * game pairs (pentanomial: a pair scores 0, ½, 1, 1½ or 2 points for side A) or over single
 * games (trinomial: loss, draw, win).
 *
 * - Each hypothesis Elo e is an expected score per game L(e) = 1 / (1 + 10^(−e/400)).
 * - The likelihood of the results under a hypothesis is that of the most likely outcome
 *   distribution whose mean is that score (the maximum-likelihood estimate under the
 *   constraint), so no draw ratio or pair correlation has to be assumed.
 * - LLR = N · Σ p̂ᵢ · ln(p₁ᵢ / p₀ᵢ), with N samples (pairs or games) and p̂ their frequencies.
 * - Wald's bounds: accept H1 at ln((1 − β) / α), H0 at ln(β / (1 − α)).
 */

/** How many points of each outcome, in order of the outcome's score for side A. */
export type SprtCounts = readonly number[];

export interface SprtBounds {
  readonly lower: number;
  readonly upper: number;
}

export type SprtVerdict = 'H1 accepted' | 'H0 accepted' | 'inconclusive';

export interface EloEstimate {
  readonly elo: number;
  /** Half the width of the 95% interval, in Elo. */
  readonly margin: number;
}

/** Scores per game of the pentanomial outcomes (a pair's 0 … 2 points, halved). */
export const PENTANOMIAL_SCORES = [0, 0.25, 0.5, 0.75, 1] as const;
/** Scores of the trinomial outcomes: loss, draw, win. */
export const TRINOMIAL_SCORES = [0, 0.5, 1] as const;

/**
 * An outcome never seen gets this count in the LLR, as fishtest does, so that a
 * hypothesis outside the seen outcomes' range (every pair won, H0 at Elo 0) still has a
 * likelihood.
 */
const UNSEEN = 1e-3;

/** The expected score per game of a side `elo` stronger (logistic Elo). */
export const scoreOfElo = (elo: number): number => 1 / (1 + 10 ** (-elo / 400));

export const eloOfScore = (score: number): number => -400 * Math.log10(1 / score - 1);

/** Wald's bounds for false-positive rate `alpha` and false-negative rate `beta`. */
export function sprtBounds(alpha: number, beta: number): SprtBounds {
  return { lower: Math.log(beta / (1 - alpha)), upper: Math.log((1 - beta) / alpha) };
}

/** The scores that go with `counts`: pentanomial for five outcomes, trinomial for three. */
function scoresOf(counts: SprtCounts): readonly number[] {
  if (counts.length === PENTANOMIAL_SCORES.length) return PENTANOMIAL_SCORES;
  if (counts.length === TRINOMIAL_SCORES.length) return TRINOMIAL_SCORES;
  throw new Error(`sprt: ${counts.length} outcomes, not 3 or 5`);
}

/**
 * The most likely distribution of the outcomes (scores `a`, frequencies `p`) whose mean
 * is `s`: pᵢ / (1 + λ(aᵢ − s)), with λ the root of Σ pᵢ(aᵢ − s) / (1 + λ(aᵢ − s)) = 0. The sum
 * falls as λ grows, so bisection between the poles finds it. `s` must lie strictly between
 * the smallest and largest score.
 */
function constrainedMle(a: readonly number[], p: readonly number[], s: number): number[] {
  const d = a.map((ai) => ai - s);
  let lo = -1 / Math.max(...d);
  let hi = -1 / Math.min(...d);
  const f = (lambda: number): number =>
    d.reduce((sum, di, i) => sum + (p[i] * di) / (1 + lambda * di), 0);
  for (let i = 0; i < 200; i++) {
    const mid = (lo + hi) / 2;
    if (mid === lo || mid === hi) break;
    if (f(mid) > 0) lo = mid;
    else hi = mid;
  }
  const lambda = (lo + hi) / 2;
  return p.map((pi, i) => pi / (1 + lambda * d[i]));
}

/** The GSPRT's log-likelihood ratio of H1 (Elo `elo1`) against H0 (`elo0`) on `counts`. */
export function sprtLlr(counts: SprtCounts, elo0: number, elo1: number): number {
  const a = scoresOf(counts);
  const n = counts.reduce((x, y) => x + y, 0);
  if (n === 0) return 0;
  const regular = counts.map((c) => Math.max(c, UNSEEN));
  const total = regular.reduce((x, y) => x + y, 0);
  const p = regular.map((c) => c / total);
  const p0 = constrainedMle(a, p, scoreOfElo(elo0));
  const p1 = constrainedMle(a, p, scoreOfElo(elo1));
  return n * p.reduce((sum, pi, i) => sum + pi * Math.log(p1[i] / p0[i]), 0);
}

/** Where the LLR stands against the bounds. */
export function sprtVerdict(llr: number, bounds: SprtBounds): SprtVerdict {
  if (llr >= bounds.upper) return 'H1 accepted';
  if (llr <= bounds.lower) return 'H0 accepted';
  return 'inconclusive';
}

/**
 * A's Elo from `counts`, with half the width of its 95% interval: the mean score per
 * game and its standard error over the samples (pairs or games), mapped to Elo. A prior
 * of one virtual drawn sample (a 1–1 pair, or a draw) keeps the estimate finite when A
 * won or lost everything (BayesElo's default prior is two virtual draws), and the
 * interval's ends are kept half a game from 0% and 100%.
 */
export function eloEstimate(counts: SprtCounts): EloEstimate {
  const a = scoresOf(counts);
  const withPrior = counts.map((c, i) => (a[i] === 0.5 ? c + 1 : c));
  const n = withPrior.reduce((x, y) => x + y, 0);
  const mean = withPrior.reduce((sum, c, i) => sum + c * a[i], 0) / n;
  const variance = withPrior.reduce((sum, c, i) => sum + c * (a[i] - mean) ** 2, 0) / n;
  const error = Math.sqrt(variance / n);
  const games = (counts.length === PENTANOMIAL_SCORES.length ? 2 : 1) * n;
  const clip = (s: number): number => Math.min(1 - 0.5 / games, Math.max(0.5 / games, s));
  const low = eloOfScore(clip(mean - 1.96 * error));
  const high = eloOfScore(clip(mean + 1.96 * error));
  return { elo: eloOfScore(clip(mean)), margin: (high - low) / 2 };
}

/** The test's last line, as `npm run sprt` ends with it. */
export function sprtLine(
  verdict: SprtVerdict,
  estimate: EloEstimate,
  llr: number,
  bounds: SprtBounds,
  games: number,
): string {
  return `result: ${verdict}, elo ${estimate.elo.toFixed(1)} ± ${estimate.margin.toFixed(1)}, LLR ${llr.toFixed(2)} (${bounds.lower.toFixed(2)}, ${bounds.upper.toFixed(2)}), games ${games}`;
}
