import { expect, test } from 'vitest';
import { play, positionKey } from '../../src/engine';
import { evaluateAbalone, MARBLE } from '../../src/games/abalone/eval';
import { think } from '../../src/ai/search/think';
import { abalone } from './helpers';
import { AIS } from './ais';

const black = 'E5 E4 D4 F5 F6 D3 C3 E6';
const white = 'A1 A2 B1 I9 I8 H9 G9';

test('each marble taken is worth more the closer it brings the target', () => {
  const gain = (k: number): number =>
    evaluateAbalone(abalone(black, white, 'black', { black: 0, white: k + 1 })) -
    evaluateAbalone(abalone(black, white, 'black', { black: 0, white: k }));
  const gains = [0, 1, 2, 3, 4].map(gain);
  // The first two marbles also switch the leader's attack terms on (up to a lead of two),
  // which the tuned weights price unevenly; past a lead of two only the progress term grows.
  for (let k = 3; k < gains.length; k++) expect(gains[k]).toBeGreaterThan(gains[k - 1]);
  for (const g of gains) expect(g).toBeGreaterThan(MARBLE);
});

test('ahead, enemy marbles on the rim count for more than when level', () => {
  const rimBonus = (whiteOff: number): number =>
    evaluateAbalone(
      abalone(black, 'A1 A2 B1 I9 I8 H9 G9', 'black', { black: 0, white: whiteOff }),
    ) -
    evaluateAbalone(abalone(black, 'B2 B3 C2 H8 H7 G8 G7', 'black', { black: 0, white: whiteOff }));
  expect(rimBonus(3)).toBeGreaterThan(rimBonus(0));
});

test('ahead, it will not play back into a position the game has already seen', () => {
  const pos = abalone(black, white, 'black', { black: 0, white: 4 });
  const budget = { level: 'hard', maxDepth: 3, maxNodes: 200_000 } as const;
  const first = think(pos, AIS[pos.game].ai, budget).move;
  const seen = positionKey(play(pos, first));
  const again = think(pos, AIS[pos.game].ai, { ...budget, history: [seen, seen] });
  expect(again.move).not.toBe(first);
  expect(again.score).toBeGreaterThan(0);
});

test('ahead, a column lined up behind a short enemy line scores more than when level', () => {
  const lined = (whiteOff: number): number =>
    evaluateAbalone(abalone('E3 E4 A1', 'E5 E6 I9', 'black', { black: 0, white: whiteOff })) -
    evaluateAbalone(abalone('E4 A1 A2', 'E5 E6 I9', 'black', { black: 0, white: whiteOff }));
  expect(lined(2)).toBeGreaterThan(lined(0));
});
