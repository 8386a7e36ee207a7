import fc from 'fast-check';
import { expect, test } from 'vitest';
import {
  eloEstimate,
  eloOfScore,
  scoreOfElo,
  sprtBounds,
  sprtLine,
  sprtLlr,
  sprtVerdict,
} from '../../scripts/lib/sprt';

/** Wald's SPRT for wins and losses alone: the textbook formula, independent of the GSPRT. */
const bernoulliLlr = (wins: number, losses: number, elo0: number, elo1: number): number => {
  const [s0, s1] = [scoreOfElo(elo0), scoreOfElo(elo1)];
  return wins * Math.log(s1 / s0) + losses * Math.log((1 - s1) / (1 - s0));
};

/** The GSPRT's normal approximation: N (s1 − s0)(2ŝ − s0 − s1) / (2σ̂²), close for close hypotheses. */
const normalLlr = (
  counts: readonly number[],
  scores: readonly number[],
  elo0: number,
  elo1: number,
) => {
  const n = counts.reduce((x, y) => x + y, 0);
  const mean = counts.reduce((sum, c, i) => sum + c * scores[i], 0) / n;
  const variance = counts.reduce((sum, c, i) => sum + c * (scores[i] - mean) ** 2, 0) / n;
  const [s0, s1] = [scoreOfElo(elo0), scoreOfElo(elo1)];
  return (n * (s1 - s0) * (2 * mean - s0 - s1)) / (2 * variance);
};

test.each([
  { alpha: 0.05, beta: 0.05, lower: -2.944, upper: 2.944 },
  { alpha: 0.05, beta: 0.1, lower: -2.251, upper: 2.89 },
  { alpha: 0.01, beta: 0.05, lower: -2.986, upper: 4.554 },
])('bounds for alpha $alpha, beta $beta: ($lower, $upper)', ({ alpha, beta, lower, upper }) => {
  const bounds = sprtBounds(alpha, beta);
  expect(bounds.lower).toBeCloseTo(lower, 3);
  expect(bounds.upper).toBeCloseTo(upper, 3);
});

test.each([
  { elo: 0, score: 0.5 },
  { elo: 400, score: 10 / 11 },
  { elo: -400, score: 1 / 11 },
  { elo: 191.0, score: 0.75 },
])('Elo $elo is a score of $score', ({ elo, score }) => {
  expect(scoreOfElo(elo)).toBeCloseTo(score, 3);
  expect(eloOfScore(score)).toBeCloseTo(elo, 0);
});

// Without draws the trinomial GSPRT is Wald's Bernoulli SPRT (the draws' count of 0 is
// regularised to 0.001, hence two decimals).
test.each([
  { wins: 30, losses: 20, elo0: 0, elo1: 50, llr: 0.923 },
  { wins: 20, losses: 30, elo0: 0, elo1: 50, llr: -1.955 },
  { wins: 120, losses: 80, elo0: 0, elo1: 50, llr: 3.69 },
  { wins: 55, losses: 45, elo0: -10, elo1: 10, llr: 0.576 },
])(
  '$wins wins, $losses losses, H0 $elo0 H1 $elo1: LLR $llr',
  ({ wins, losses, elo0, elo1, llr }) => {
    const gsprt = sprtLlr([losses, 0, wins], elo0, elo1);
    expect(gsprt).toBeCloseTo(bernoulliLlr(wins, losses, elo0, elo1), 2);
    expect(gsprt).toBeCloseTo(llr, 1);
  },
);

// Pairs that are all 0–2 or 2–0 are Bernoulli trials too, one per pair.
test('pairs won or lost outright: Wald on the pairs', () => {
  expect(sprtLlr([15, 0, 0, 0, 25], 0, 50)).toBeCloseTo(bernoulliLlr(25, 15, 0, 50), 2);
});

test.each([
  { counts: [10, 30, 60, 30, 15], elo0: 0, elo1: 5 },
  { counts: [40, 100, 42], elo0: -5, elo1: 5 },
  { counts: [3, 20, 50, 25, 2], elo0: 0, elo1: 10 },
])('$counts, H0 $elo0 H1 $elo1: close to the normal approximation', ({ counts, elo0, elo1 }) => {
  const scores = counts.length === 5 ? [0, 0.25, 0.5, 0.75, 1] : [0, 0.5, 1];
  const exact = sprtLlr(counts, elo0, elo1);
  expect(Math.abs(exact - normalLlr(counts, scores, elo0, elo1))).toBeLessThan(
    0.02 * Math.max(1, Math.abs(exact)),
  );
});

test.each([
  { llr: 3, verdict: 'H1 accepted' },
  { llr: 2.94, verdict: 'inconclusive' },
  { llr: -3, verdict: 'H0 accepted' },
  { llr: 0, verdict: 'inconclusive' },
])('LLR $llr: $verdict', ({ llr, verdict }) => {
  expect(sprtVerdict(llr, sprtBounds(0.05, 0.05))).toBe(verdict);
});

test.each([
  // With the prior's drawn pair: 41 pairs, mean 24.5 / 41, standard error 0.0311 (by hand).
  { counts: [0, 8, 14, 14, 4], elo: 59.9, margin: 49.7 },
  { counts: [4, 14, 14, 8, 0], elo: -59.9, margin: 49.7 },
  { counts: [0, 0, 10, 0, 0], elo: 0, margin: 0 },
])('Elo of the pairs $counts: $elo ± $margin', ({ counts, elo, margin }) => {
  const estimate = eloEstimate(counts);
  expect(estimate.elo).toBeCloseTo(elo, 0);
  expect(estimate.margin).toBeCloseTo(margin, 0);
});

test('a clean sweep has a finite Elo and interval', () => {
  const { elo, margin } = eloEstimate([0, 0, 0, 0, 50]);
  expect(Number.isFinite(elo) && elo > 400).toBe(true);
  expect(Number.isFinite(margin) && margin > 0).toBe(true);
});

test('the last line', () => {
  expect(
    sprtLine('H1 accepted', { elo: 123.456, margin: 45.67 }, 2.9512, sprtBounds(0.05, 0.05), 88),
  ).toBe('result: H1 accepted, elo 123.5 ± 45.7, LLR 2.95 (-2.94, 2.94), games 88');
});

const pentanomial = fc.array(fc.nat(40), { minLength: 5, maxLength: 5 });
const trinomial = fc.array(fc.nat(60), { minLength: 3, maxLength: 3 });
const counts = fc.oneof(pentanomial, trinomial).filter((c) => c.some((x) => x > 0));
const hypotheses = fc
  .tuple(fc.integer({ min: -200, max: 200 }), fc.integer({ min: 1, max: 100 }))
  .map(([elo0, width]) => ({ elo0, elo1: elo0 + width }));

test('turning one of A’s results into a better one raises the LLR', () => {
  fc.assert(
    fc.property(counts, hypotheses, fc.nat(), (c, { elo0, elo1 }, pick) => {
      const from = [...c.keys()].filter((i) => c[i] > 0 && i < c.length - 1);
      fc.pre(from.length > 0);
      const i = from[pick % from.length];
      const better = [...c];
      better[i]--;
      better[i + 1]++;
      expect(sprtLlr(better, elo0, elo1)).toBeGreaterThan(sprtLlr(c, elo0, elo1) - 1e-9);
    }),
  );
});

test('swapping the sides mirrors the results, the hypotheses and the Elo', () => {
  fc.assert(
    fc.property(counts, hypotheses, (c, { elo0, elo1 }) => {
      const mirrored = [...c].reverse();
      expect(sprtLlr(mirrored, -elo0, -elo1)).toBeCloseTo(sprtLlr(c, elo0, elo1), 6);
      const [own, theirs] = [eloEstimate(c), eloEstimate(mirrored)];
      expect(theirs.elo).toBeCloseTo(-own.elo, 6);
      expect(theirs.margin).toBeCloseTo(own.margin, 6);
    }),
  );
});

test('bounds: below zero and above it, further out for smaller error rates, symmetric for alpha = beta', () => {
  const rate = fc.double({ min: 0.001, max: 0.49, noNaN: true });
  fc.assert(
    fc.property(rate, rate, (alpha, beta) => {
      const { lower, upper } = sprtBounds(alpha, beta);
      expect(lower).toBeLessThan(0);
      expect(upper).toBeGreaterThan(0);
      expect(sprtBounds(alpha / 2, beta).upper).toBeGreaterThan(upper);
      expect(sprtBounds(alpha, beta / 2).lower).toBeLessThan(lower);
      const even = sprtBounds(alpha, alpha);
      expect(even.lower).toBeCloseTo(-even.upper, 9);
    }),
  );
});
