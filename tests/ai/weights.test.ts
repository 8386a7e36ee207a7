import fc from 'fast-check';
import { expect, test } from 'vitest';
import { makeWeights, parseWeights } from '../../src/ai/weights';
import { GAME_MODULES, initialPosition } from '../../src/games';
import {
  ABALONE_WEIGHTS,
  abaloneAttacker,
  abaloneEvaluationsWith,
  abaloneEvaluator,
} from '../../src/games/abalone/eval';
import { clonePosition, legalMoves, makeMove } from '../../src/engine';
import { createRng } from '../../src/ai/rng';

const DEFAULTS = { CENTRE: 36, PUSH: 12 };

test.each([
  { text: '{}', weights: DEFAULTS },
  { text: '{"CENTRE": 40}', weights: { CENTRE: 40, PUSH: 12 } },
  { text: '{"PUSH": -1.5, "CENTRE": 0}', weights: { CENTRE: 0, PUSH: -1.5 } },
])('$text', ({ text, weights }) => {
  expect(parseWeights(text, DEFAULTS)).toEqual({ ok: true, value: weights });
});

test.each([
  { text: '{"CENTRE": 40', code: 'bad-json' },
  { text: '[36, 12]', code: 'not-an-object' },
  { text: '12', code: 'not-an-object' },
  { text: 'null', code: 'not-an-object' },
  { text: '{"CENTER": 40}', code: 'unknown-weight' },
  { text: '{"CENTRE": "40"}', code: 'bad-weight' },
  { text: '{"CENTRE": null}', code: 'bad-weight' },
])('$text is rejected: $code', ({ text, code }) => {
  const parsed = parseWeights(text, DEFAULTS);
  expect(parsed.ok).toBe(false);
  if (!parsed.ok) expect(parsed.error.code).toBe(code);
});

test('weights round-trip through their file text', () => {
  fc.assert(
    fc.property(
      fc.integer({ min: -1000, max: 1000 }),
      fc.integer({ min: -1000, max: 1000 }),
      (c, p) => {
        const weights = { CENTRE: c, PUSH: p };
        expect(parseWeights(makeWeights(weights), DEFAULTS)).toEqual({ ok: true, value: weights });
      },
    ),
  );
});

test('Abalone offers its weights to change', () => {
  expect(GAME_MODULES.abalone.ai.weights?.defaults).toBe(ABALONE_WEIGHTS);
  expect(GAME_MODULES.abacus.ai.weights).toBeUndefined();
});

/** Belgian Daisy positions a few random plies in. */
const positions = fc.tuple(fc.integer({ min: 0, max: 30 }), fc.nat()).map(([plies, seed]) => {
  const rng = createRng(seed);
  const pos = clonePosition(initialPosition('abalone', 5, 'belgian'));
  for (let i = 0; i < plies; i++) {
    const moves = legalMoves(pos);
    makeMove(pos, moves[rng.int(moves.length)]);
  }
  return pos;
});

test('the default weights evaluate as the evaluation always has, neutral and attacking', () => {
  const same = abaloneEvaluationsWith({ ...ABALONE_WEIGHTS });
  fc.assert(
    fc.property(positions, (pos) => {
      expect(same.evaluator.evaluate(pos)).toBe(abaloneEvaluator.evaluate(pos));
      for (const colour of [1, 2] as const)
        expect(same.player(colour).evaluate(pos)).toBe(abaloneAttacker(colour).evaluate(pos));
    }),
  );
});

test('another centre weight changes the score by the centre term alone', () => {
  const more = abaloneEvaluationsWith({ ...ABALONE_WEIGHTS, CENTRE: ABALONE_WEIGHTS.CENTRE + 1 });
  const none = abaloneEvaluationsWith({ ...ABALONE_WEIGHTS, CENTRE: 0 });
  fc.assert(
    fc.property(positions, (pos) => {
      const centreTerm = abaloneEvaluator.evaluate(pos) - none.evaluator.evaluate(pos);
      const step = more.evaluator.evaluate(pos) - abaloneEvaluator.evaluate(pos);
      expect(step * ABALONE_WEIGHTS.CENTRE).toBeCloseTo(centreTerm, 6);
    }),
  );
});
