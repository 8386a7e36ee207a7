import fc from 'fast-check';
import { expect, test } from 'vitest';
import { makeWeights, parseWeights } from '../../scripts/lib/weights';
import { GAME_MODULES, initialPosition } from '../../src/games';
import {
  ABALONE_WEIGHTS,
  abaloneAttacker,
  abaloneEvaluationsWith,
  abaloneEvaluator,
} from '../../src/games/abalone/eval';
import { clonePosition, legalMoves, makeMove, play, type Position } from '../../src/engine';
import { parsePosition } from '../../src/games';
import { ABACUS_WEIGHTS, abacusEvaluator, abacusEvaluatorWith } from '../../src/games/abacus/eval';
import { createRng } from '../../src/ai/search/rng';

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

test('both games offer their weights to change', () => {
  expect(GAME_MODULES.abalone.ai.weights?.defaults).toBe(ABALONE_WEIGHTS);
  expect(GAME_MODULES.abacus.ai.weights?.defaults).toBe(ABACUS_WEIGHTS);
});

test('Abacus weights round-trip through their file text', () => {
  fc.assert(
    fc.property(
      fc.record({
        PARITY: fc.integer({ min: -500, max: 500 }),
        RESERVE: fc.integer({ min: -500, max: 500 }),
        PAIR: fc.integer({ min: -500, max: 500 }),
      }),
      (weights) => {
        expect(parseWeights(makeWeights(weights), ABACUS_WEIGHTS)).toEqual({
          ok: true,
          value: weights,
        });
      },
    ),
  );
  expect(parseWeights('{"PAIR": 30}', ABACUS_WEIGHTS)).toEqual({
    ok: true,
    value: { ...ABACUS_WEIGHTS, PAIR: 30 },
  });
});

/** `npm run bench:ai`'s Abacus midgame, and random-play positions by size, seed and plies. */
function abacusPosition(at: string | readonly [number, number, number]): Position {
  if (typeof at === 'string') {
    const parsed = parsePosition(at);
    if (!parsed.ok) throw new Error(at);
    return parsed.value;
  }
  const [size, seed, plies] = at;
  const rng = createRng(seed);
  let pos = initialPosition('abacus', size);
  for (let i = 0; i < plies; i++) {
    const moves = legalMoves(pos);
    pos = play(pos, moves[rng.int(moves.length)]);
  }
  return pos;
}

/** The scores before the weights were an object (and before tuning), and with the defaults. */
test.each([
  { at: 'abacus 5/5b/1ww4/2wbbb2/1ww1b1b2/6bw/www1bbw/wb1b1w/1bb2 b', before: 350, now: 215 },
  { at: [4, 1, 12] as const, before: -75, now: -245 },
  { at: [5, 2, 30] as const, before: -275, now: -305 },
  { at: [5, 3, 50] as const, before: 250, now: 115 },
  { at: [6, 4, 40] as const, before: 125, now: 225 },
])('Abacus at $at scores $before with the old weights, $now now', ({ at, before, now }) => {
  const pos = abacusPosition(at);
  const old = abacusEvaluatorWith({ PARITY: 50, RESERVE: 100, PAIR: 25 });
  expect(old.evaluate(pos)).toBe(before);
  expect(abacusEvaluator.evaluate(pos)).toBe(now);
  expect(abacusEvaluatorWith({ ...ABACUS_WEIGHTS }).evaluate(pos)).toBe(now);
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
