import fc from 'fast-check';
import { expect, test } from 'vitest';
import { eloAtNodes, type EloMatch, fitElo } from '../../scripts/lib/eloFit';
import { eloOfScore, scoreOfElo } from '../../scripts/lib/sprt';

const ratings = (matches: readonly EloMatch[], anchor: string, prior = 0) => {
  const fit = fitElo(matches, anchor, prior);
  if (!fit.ok) throw new Error(fit.error.message);
  return Object.fromEntries(fit.value.map((r) => [r.player, r]));
};

test.each([
  { wins: 30, draws: 0, losses: 10, prior: 0, score: 30 / 40 },
  { wins: 30, draws: 0, losses: 10, prior: 1, score: 30.5 / 41 },
  { wins: 3, draws: 9, losses: 28, prior: 0, score: 7.5 / 40 },
  { wins: 20, draws: 0, losses: 0, prior: 1, score: 20.5 / 21 },
  { wins: 10, draws: 0, losses: 10, prior: 0, score: 0.5 },
])(
  'one match, $wins–$draws–$losses with $prior virtual draws: the Elo of its score',
  ({ wins, draws, losses, prior, score }) => {
    const fit = ratings([{ a: 'x', b: 'y', wins, draws, losses }], 'y', prior);
    expect(fit.y.elo).toBe(0);
    expect(fit.x.elo).toBeCloseTo(eloOfScore(score), 6);
  },
);

test("one match's error is the textbook standard error of a score turned into Elo", () => {
  const fit = ratings([{ a: 'x', b: 'y', wins: 30, draws: 0, losses: 10 }], 'y');
  const k = Math.LN10 / 400;
  expect(fit.x.error).toBeCloseTo(1 / (k * Math.sqrt(40 * 0.75 * 0.25)), 6);
  expect(fit.y.error).toBe(0);
});

test('a chain adds up: x 75% against y and y 75% against z puts z twice as far below', () => {
  const fit = ratings(
    [
      { a: 'x', b: 'y', wins: 30, draws: 0, losses: 10 },
      { a: 'y', b: 'z', wins: 15, draws: 0, losses: 5 },
    ],
    'y',
  );
  expect(fit.x.elo).toBeCloseTo(eloOfScore(0.75), 6);
  expect(fit.z.elo).toBeCloseTo(-eloOfScore(0.75), 6);
  expect(fit.z.error).toBeGreaterThan(fit.x.error);
});

test('a sweep is finite with the prior, and a close handicap match decides the gap it spans', () => {
  const sweepOnly = ratings([{ a: 'strong', b: 'weak', wins: 40, draws: 0, losses: 0 }], 'weak', 1);
  expect(Number.isFinite(sweepOnly.strong.elo)).toBe(true);
  const withChain = ratings(
    [
      { a: 'strong', b: 'weak', wins: 40, draws: 0, losses: 0 },
      { a: 'strong', b: 'middle', wins: 15, draws: 0, losses: 5 },
      { a: 'middle', b: 'weak', wins: 15, draws: 0, losses: 5 },
    ],
    'weak',
    1,
  );
  expect(withChain.middle.elo).toBeGreaterThan(150);
  expect(withChain.strong.elo).toBeGreaterThan(withChain.middle.elo + 150);
});

test('ratings that fit the expected scores exactly come back, wherever the anchor is', () => {
  fc.assert(
    fc.property(
      fc.array(fc.integer({ min: -600, max: 600 }), { minLength: 2, maxLength: 6 }),
      fc.nat(),
      (truth, anchorPick) => {
        const names = truth.map((_, i) => `p${i}`);
        // Every neighbour pair and every player against the first: connected, with cycles.
        const pairs = names.flatMap((_, i) => [
          ...(i + 1 < names.length ? [[i, i + 1]] : []),
          ...(i > 1 ? [[i, 0]] : []),
        ]);
        const matches = pairs.map(([i, j]) => {
          const s = scoreOfElo(truth[i] - truth[j]);
          return { a: names[i], b: names[j], wins: 100 * s, draws: 0, losses: 100 * (1 - s) };
        });
        const anchor = anchorPick % names.length;
        const fit = ratings(matches, names[anchor]);
        names.forEach((name, i) => expect(fit[name].elo).toBeCloseTo(truth[i] - truth[anchor], 4));
      },
    ),
  );
});

test('naming a match the other way round gives the same ratings', () => {
  fc.assert(
    fc.property(
      fc.nat({ max: 30 }),
      fc.nat({ max: 30 }),
      fc.nat({ max: 30 }),
      (wins, draws, losses) => {
        const forward = ratings([{ a: 'x', b: 'y', wins, draws, losses }], 'y', 1);
        const backward = ratings([{ a: 'y', b: 'x', wins: losses, draws, losses: wins }], 'y', 1);
        expect(backward.x.elo).toBeCloseTo(forward.x.elo, 6);
      },
    ),
  );
});

test.each([
  {
    code: 'no-anchor',
    matches: [{ a: 'x', b: 'y', wins: 1, draws: 0, losses: 1 }],
    anchor: 'greedy',
  },
  {
    code: 'disconnected',
    matches: [
      { a: 'x', b: 'greedy', wins: 1, draws: 0, losses: 1 },
      { a: 'y', b: 'z', wins: 1, draws: 0, losses: 1 },
    ],
    anchor: 'greedy',
  },
  {
    code: 'bad-counts',
    matches: [{ a: 'x', b: 'greedy', wins: -1, draws: 0, losses: 1 }],
    anchor: 'greedy',
  },
])('refuses $code', ({ code, matches, anchor }) => {
  const fit = fitElo(matches, anchor);
  expect(fit.ok).toBe(false);
  if (!fit.ok) expect(fit.error.code).toBe(code);
});

test.each([
  { low: [20_000, 100], high: [40_000, 200], nodes: 160_000, elo: 400 },
  { low: [20_000, 100], high: [40_000, 200], nodes: 40_000, elo: 200 },
  { low: [2_000, -50], high: [8_000, 150], nodes: 32_000, elo: 350 },
])('from $low and $high, $nodes nodes rate $elo', ({ low, high, nodes, elo }) => {
  const at = ([n, e]: number[]) => ({ nodes: n, elo: e });
  expect(eloAtNodes(at(low), at(high), nodes)).toBeCloseTo(elo, 9);
});
