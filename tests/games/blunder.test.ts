import { describe, expect, test } from 'vitest';
import { ENGLISH_GAME_WORDS, gameModule } from '../../src/games';
import type { CheckBudget } from '../../src/games/module';
import { move, position } from '../fixtures';

/** As much as a check wants: these tests are about the verdict, not the cap. */
const AMPLE: CheckBudget = { maxNodes: 10_000_000, ms: Infinity, now: () => 0 };

const verdict = (text: string, token: string, budget: CheckBudget = AMPLE) => {
  const pos = position(text);
  return gameModule(pos.game).blunder?.check(pos, move(pos, token), budget);
};

describe('the blunder check', () => {
  // White's b2 and c3 stand in line towards a1, the corner: a black marble there goes off.
  test.each([
    ['stepping into the corner White can push from', '5/6/7/8/9/8/2w4/1w4/1b3', 'a2a1', true],
    ['stepping along the edge out of that line', '5/6/7/8/9/8/2w4/1w4/1b3', 'a2a3', false],
    ['leaving the marble already hanging as it was', '5/6/7/8/9/8/2w4/1w4/b2b1', 'a4a5', false],
    // a1 hangs already; b5 and c5 stand in line towards a5, the other corner.
    ['a second marble hanging besides the first', '5/6/7/8/9/8/2w1w2/1w2w1/b2b1', 'a4a5', true],
    ['the one hanging still the only one', '5/6/7/8/9/8/2w1w2/1w2w1/b2b1', 'a4a3', false],
  ])('Abalone: %s', async (_, rows, token, blunder) => {
    expect(await verdict(`abalone ${rows} b 0 0`, token)).toBe(blunder);
  });

  test.each([
    ['throws the proven win away', 'd3', true],
    ['keeps the win', 'a3', false],
    ['slides and keeps the win', 'c4b4', false],
  ])('Abacus n=3: a move that %s', async (_, token, blunder) => {
    expect(await verdict('abacus bwb/2wb/2www/2b1/bb1 w', token)).toBe(blunder);
  });

  test('Abacus: a position the solver cannot settle within the budget gets no verdict', async () => {
    const capped = { ...AMPLE, maxNodes: 1 };
    expect(await verdict('abacus bwb/2wb/2www/2b1/bb1 w', 'd3', capped)).toBeUndefined();
    let clock = 0;
    // A clock that moves a second each time it is read: out of time at the first look.
    const late = { ...AMPLE, ms: 500, now: () => (clock += 1000) };
    expect(await verdict('abacus 3/4/5/4/3 b', 'c3', late)).toBeUndefined();
  });

  test('Abacus: a bigger board early on is beyond the cheap reach: no verdict', async () => {
    expect(await verdict('abacus 5/6/7/8/9/8/7/6/5 b', 'e5')).toBeUndefined();
  });

  test('each game words its question', () => {
    const warning = (game: 'abacus' | 'abalone') =>
      gameModule(game).blunder?.warning(ENGLISH_GAME_WORDS[game]);
    expect(warning('abalone')).toBe('This move lets a marble of yours be pushed off.');
    expect(warning('abacus')).toMatch(/^This throws away a proven win/);
  });
});
