import { expect, test } from 'vitest';
import { abaloneAttacker, abaloneEvaluator, evaluateAbalone } from '../../src/games/abalone/eval';
import { GAME_MODULES } from '../../src/games';
import { abalone } from './helpers';

// A White block three deep that no push moves; Black either wraps round its flank or
// waits in a block of its own at the far side of the board.
const white = 'F5 F6 F7 G5 G6 G7 G8 H6 H7 H8';
const wrapped = 'E4 E5 E6 E7 F4 F8 G4 G9 H5 H9';
const apart = 'A1 A2 A3 B1 B2 B3 B4 C1 C2 C3';
const level = { black: 0, white: 0 };

const gain = (attacker: number, turn: 'black' | 'white'): number => {
  const sign = turn === 'black' ? 1 : -1;
  return (
    sign *
    (evaluateAbalone(abalone(wrapped, white, turn, level), attacker) -
      evaluateAbalone(abalone(apart, white, turn, level), attacker))
  );
};

test.each(['black', 'white'] as const)(
  'level, the computer (Black) values wrapping round the enemy more than the neutral evaluation does, %s to move',
  (turn) => {
    expect(gain(1, turn)).toBeGreaterThan(gain(0, turn));
  },
);

test.each([
  { what: 'Black', attacker: 1, turn: 'black' },
  { what: 'Black', attacker: 1, turn: 'white' },
  { what: 'White', attacker: 2, turn: 'black' },
  { what: 'White', attacker: 2, turn: 'white' },
] as const)(
  'the attack terms for $what count with opposite signs for the two sides to move ($turn)',
  ({ attacker, turn }) => {
    const other = turn === 'black' ? 'white' : 'black';
    const extra = (t: 'black' | 'white'): number => {
      const pos = abalone(wrapped, white, t, level);
      return evaluateAbalone(pos, attacker) - evaluateAbalone(pos, 0);
    };
    expect(extra(turn)).toBe(-extra(other));
    expect(extra(turn)).not.toBe(0);
  },
);

test('the levels search with the attacker evaluation for their colour, analysis with the neutral one', () => {
  const pos = abalone(wrapped, white, 'white', level);
  expect(GAME_MODULES.abalone.ai.player(2).evaluate(pos)).toBe(evaluateAbalone(pos, 2));
  expect(abaloneAttacker(1).evaluate(pos)).toBe(evaluateAbalone(pos, 1));
  expect(GAME_MODULES.abalone.ai.evaluator).toBe(abaloneEvaluator);
  expect(abaloneEvaluator.evaluate(pos)).toBe(evaluateAbalone(pos));
});
