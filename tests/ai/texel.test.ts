import fc from 'fast-check';
import { expect, test } from 'vitest';
import {
  fitScale,
  linearFeatures,
  scoreError,
  sigmoid,
  texelError,
  texelScores,
  type TexelSet,
  tuneWeights,
} from '../../scripts/lib/texel';
import { clonePosition, legalMoves, makeMove, type Position } from '../../src/engine';
import { GAME_MODULES, initialPosition } from '../../src/games';
import { createRng } from '../../src/ai/search/rng';

test.each([
  { k: 1, s: 0, p: 0.5 },
  { k: 0.001, s: 1000 * Math.log(3), p: 0.75 },
  { k: 2, s: -Math.log(3) / 2, p: 0.25 },
])('sigmoid($k, $s) = $p', ({ k, s, p }) => {
  expect(sigmoid(k, s)).toBeCloseTo(p, 12);
});

test.each([
  { scores: [0, 0], results: [1, 0], k: 1, error: 0.25 },
  { scores: [1e9, -1e9], results: [1, 0], k: 1, error: 0 },
  { scores: [1e9, -1e9], results: [0, 1], k: 1, error: 1 },
  { scores: [0, 1e9], results: [0.5, 0.5], k: 1, error: 0.125 },
])('the error of $scores against $results is $error', ({ scores, results, k, error }) => {
  expect(scoreError(Float64Array.from(scores), Float64Array.from(results), k)).toBeCloseTo(
    error,
    12,
  );
});

/**
 * A set whose results are exactly what `truth` and `k` expect: features small integers
 * drawn from `seed`, so the error is 0 at `truth` and at `k` alone. `separate`: each
 * position has one feature only, so each weight's error is unimodal on its own.
 */
function linearSet(
  truth: readonly number[],
  k: number,
  seed: number,
  count = 400,
  separate = false,
): TexelSet {
  const rng = createRng(seed);
  const m = truth.length;
  const base = new Float64Array(count);
  const features = new Float64Array(count * m);
  const results = new Float64Array(count);
  for (let i = 0; i < count; i++) {
    base[i] = rng.int(201) - 100;
    let s = base[i];
    for (let j = 0; j < m; j++) {
      if (separate && j !== i % m) continue;
      features[i * m + j] = rng.int(11) - 5;
      s += truth[j] * features[i * m + j];
    }
    results[i] = sigmoid(k, s);
  }
  return { count, names: truth.map((_, j) => `W${j}`), base, features, results };
}

test.each([1e-4, 3e-3, 0.05, 0.7])('the scale fit recovers k = %s', (k) => {
  const set = linearSet([30, -12, 7], k, 5);
  const scores = texelScores(set, [30, -12, 7]);
  expect(fitScale(scores, set.results) / k).toBeCloseTo(1, 4);
});

test('the local search recovers the weights of a set exactly linear in each on its own', () => {
  fc.assert(
    fc.property(
      fc.array(fc.integer({ min: -40, max: 40 }), { minLength: 1, maxLength: 4 }),
      fc.array(fc.integer({ min: -40, max: 40 }), { minLength: 4, maxLength: 4 }),
      fc.nat(),
      (truth, start, seed) => {
        const set = linearSet(truth, 0.02, seed, 400, true);
        const tuned = tuneWeights(set, start.slice(0, truth.length), 0.02, {
          step: 16,
          minStep: 1,
          passes: 1000,
        });
        expect(tuned.weights).toEqual(truth);
        expect(tuned.error).toBeCloseTo(0, 12);
      },
    ),
    { numRuns: 30 },
  );
});

test('the local search never raises the error, and reports the error of its weights', () => {
  fc.assert(
    fc.property(
      fc.array(fc.integer({ min: -20, max: 20 }), { minLength: 2, maxLength: 3 }),
      fc.nat(),
      fc.integer({ min: 1, max: 8 }),
      (start, seed, passes) => {
        const set = linearSet(start, 0.05, seed, 200);
        // Results drawn as games would end, not as the curve expects: no weights fit exactly.
        const rng = createRng(seed + 1);
        const noisy = { ...set, results: set.results.map((p) => (rng.next() < p ? 1 : 0)) };
        const tuned = tuneWeights(noisy, start, 0.05, { step: 4, minStep: 1, passes });
        expect(tuned.error).toBeLessThanOrEqual(texelError(noisy, start, 0.05));
        expect(tuned.error).toBeCloseTo(texelError(noisy, tuned.weights, 0.05), 12);
        expect(tuned.passes).toBeLessThanOrEqual(passes);
      },
    ),
    { numRuns: 40 },
  );
});

/**
 * Random positions; in Abalone with a marble or two counted off for one side or the
 * other, since the evaluation's lead terms count only then.
 */
function randomPositions(game: 'abalone' | 'abacus', size: number, seed: number): Position[] {
  const rng = createRng(seed);
  const out: Position[] = [];
  for (let g = 0; g < 6; g++) {
    const pos = clonePosition(initialPosition(game, size));
    for (let ply = 0; ply < 40; ply++) {
      const moves = legalMoves(pos);
      if (moves.length === 0) break;
      makeMove(pos, moves[rng.int(moves.length)]);
      const seen = clonePosition(pos);
      if (game === 'abalone') seen.extras[1 + (g % 2)] = g % 3;
      out.push(seen);
    }
  }
  return out;
}

test.each([
  { game: 'abalone', size: 5, unused: ['ATTACK', 'SURROUND', 'CLOSE_BASE', 'COHESION_BASE'] },
  { game: 'abacus', size: 5, unused: [] },
] as const)(
  "$game's features give back its evaluation; the computer's own terms are left out",
  ({ game, size, unused }) => {
    const weights = GAME_MODULES[game].ai.weights!;
    const names = Object.keys(weights.defaults);
    const positions = randomPositions(game, size, 3);
    const { names: used, features } = linearFeatures(weights, names, positions);
    expect(used).toEqual(names.filter((name) => !(unused as readonly string[]).includes(name)));
    const evaluator = weights.with(weights.defaults).evaluator;
    for (const pos of positions) {
      const f = features(pos);
      const score = used.reduce((s, name, j) => s + weights.defaults[name] * f.features[j], f.base);
      expect(score).toBeCloseTo(evaluator.evaluate(pos), 6);
    }
  },
);

test('an evaluation that is not linear in its weights is refused', () => {
  const squared = {
    defaults: { A: 3 },
    with: (w: Readonly<Record<string, number>>) => {
      const evaluator = {
        ...GAME_MODULES.abacus.ai.evaluator,
        evaluate: (pos: Position) => w.A * w.A * pos.count[1],
      };
      return { evaluator, player: () => evaluator };
    },
  };
  expect(() => linearFeatures(squared, ['A'], randomPositions('abacus', 4, 1))).toThrow(
    /not linear/,
  );
});
