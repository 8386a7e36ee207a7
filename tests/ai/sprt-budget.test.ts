import { expect, test } from 'vitest';
import { sideTimeMs } from '../../scripts/lib/sprt-play';

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
