import { expect, test } from 'vitest';
import { initialPosition } from '../../src/games';
import { ABACUS_WEIGHTS } from '../../src/games/abacus/eval';
import { ABALONE_WEIGHTS } from '../../src/games/abalone/eval';
import { randomOpening } from '../../scripts/lib/sprt-openings';
import { playSprtGame, sideAi, sideTimeMs, type SprtSetup } from '../../scripts/lib/sprt-play';
import { AIS } from './ais';

test.each([
  { side: 'hard', opponent: 'medium', setup: { timeMs: 50, scale: undefined }, ms: 50 },
  {
    side: 'hard',
    opponent: 'medium',
    setup: { timeMs: undefined, scale: undefined },
    ms: undefined,
  },
  { side: 'hard', opponent: 'medium', setup: { timeMs: undefined, scale: 0.1 }, ms: 100 },
  { side: 'expert', opponent: 'hard', setup: { timeMs: undefined, scale: 0.1 }, ms: 500 },
  { side: 'defender', opponent: 'easy', setup: { timeMs: undefined, scale: 0.5 }, ms: 150 },
  { side: 'greedy', opponent: 'random', setup: { timeMs: undefined, scale: 1 }, ms: 1000 },
] as const)(
  '$side against $opponent with $setup: $ms ms a move',
  ({ side, opponent, setup, ms }) => {
    expect(sideTimeMs(side, opponent, setup)).toBe(ms);
  },
);

test('a side without weights plays the game’s own AI; with them, another evaluation', () => {
  expect(sideAi(AIS, 'abalone', undefined)).toBe(AIS.abalone.ai);
  const other = sideAi(AIS, 'abalone', { ...ABALONE_WEIGHTS, CENTRE: 0 });
  expect(other.evaluator).not.toBe(AIS.abalone.ai.evaluator);
  expect(other.unit).toBe(AIS.abalone.ai.unit);
  const abacus = sideAi(AIS, 'abacus', { ...ABACUS_WEIGHTS, PAIR: 0 });
  expect(abacus.evaluator).not.toBe(AIS.abacus.ai.evaluator);
  expect(abacus.player(1)).toBe(abacus.evaluator);
});

// At equal nodes Expert and Hard are one player, so a pair's two games are one game with
// the colours swapped: A wins one and loses the other, or draws both, in as many plies.
test('a pair of games swaps the colours', () => {
  const setup: SprtSetup = {
    ...{ game: 'abalone', size: 5, layout: 'belgian', a: 'expert', b: 'hard' },
    ...{ aWeights: undefined, bWeights: undefined, nodes: 400, timeMs: undefined },
    ...{ scale: undefined, maxPlies: 300, seed: 1 },
  };
  const sides = {
    a: { player: 'expert', ai: AIS.abalone.ai },
    b: { player: 'hard', ai: AIS.abalone.ai },
  } as const;
  const opening = randomOpening(initialPosition('abalone', 5, 'belgian'), 1, 0);
  const first = playSprtGame({ index: 0, opening }, setup, sides);
  const second = playSprtGame({ index: 1, opening }, setup, sides);
  expect(first.score + second.score).toBe(1);
  expect(second.plies).toBe(first.plies);
  expect(first.reason).not.toBe('max plies');
  expect(second.reason).toBe(first.reason);
});
