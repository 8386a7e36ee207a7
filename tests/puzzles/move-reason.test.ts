/** What each game says a move leaves on the board, as the trainer's stepped solution explains it. */
import { describe, expect, test } from 'vitest';
import { moveReason } from '../../src/announce/describe';
import { parseMove, type Position } from '../../src/engine';
import { parsePosition } from '../../src/games';
import { en } from '../../src/i18n/en';
import { loadMessages } from '../../src/i18n/load';

function at(text: string, token: string) {
  const pos = parsePosition(text);
  if (!pos.ok) throw new Error(pos.error.message);
  const move = parseMove(pos.value, token);
  if (!move.ok) throw new Error(`${token}: ${move.error.message}`);
  return { pos: pos.value as Position, move: move.value };
}

const CASES = [
  [
    'an Abalone ejection counts what is left to win',
    'abalone 5/6/7/8/9/8/b6/b5/w4 b 0 0',
    'c1b1',
    'Black has pushed off 1 of 6: 5 more to win',
  ],
  [
    'the ejection that wins says so',
    'abalone 5/6/7/8/9/8/b6/b5/w4 b 0 5',
    'c1b1',
    'Black has pushed off 6 of 6: the game is won',
  ],
  [
    'an Abalone push that ejects nothing',
    'abalone 5/6/7/8/bbw6/8/7/6/5 b 0 0',
    'e1e2',
    'Black has more marbles in the line and pushes one white marble back',
  ],
  [
    'a quiet move that leaves nothing to push off',
    'abalone 5/6/7/8/4b4/8/7/6/w4 b 0 0',
    'e5f6',
    'No black marble can be pushed off now',
  ],
  [
    'a quiet move that leaves a marble to push off',
    'abalone 5/6/7/8/4b4/8/w6/w5/b4 b 0 0',
    'e5f6',
    'White can now push a black marble off',
  ],
  [
    'an Abacus placement on its own',
    'abacus 4/5/6/7/6/5/4 b',
    'd4',
    'Black adds a stone, on its own; now Black has 1 stone, White 0 stones, and 36 cells are empty',
  ],
  [
    'an Abacus slide out of its group',
    'abacus 4/5/6/bbb3b/6/5/4 b',
    'd3d6',
    'Black’s stone leaves its group of 3 and forms one of 2: a move that adds no stone; now Black has 4 stones, White 0 stones, and 33 cells are empty',
  ],
] as const;

test.each(CASES)('%s', (_, position, token, said) => {
  const { pos, move } = at(position, token);
  expect(moveReason(pos, move, en.games, String)).toBe(said);
});

describe.each(['de', 'pt', 'it'] as const)('%s', (language) => {
  test.each(CASES)('%s: in its own words, with its numbers', async (_, position, token) => {
    const { games } = await loadMessages(language);
    const { pos, move } = at(position, token);
    const said = moveReason(pos, move, games, String);
    expect(said).not.toBe(moveReason(pos, move, en.games, String));
    for (const n of moveReason(pos, move, en.games, String).match(/\d+/g) ?? [])
      expect(said).toContain(n);
  });
});
