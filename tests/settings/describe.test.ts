import { describe, expect, test } from 'vitest';
import { de } from '../i18n/dictionaries';
import { describeMove, moveSound } from '../../src/announce/describe';
import { type Game, parseMove, play, type Position } from '../../src/engine';
import { initialPosition } from '../../src/games';
import { en } from '../../src/i18n/en';
import { loadMessages } from '../../src/i18n/load';

/** The position after `before`, and the move `token` in it. */
function at(game: Game, before: readonly string[], token: string) {
  let pos: Position = initialPosition(game, 5, 'standard');
  const parse = (t: string) => {
    const move = parseMove(pos, t);
    if (!move.ok) throw new Error(`${t}: ${move.error.message}`);
    return move.value;
  };
  for (const t of before) pos = play(pos, parse(t));
  return { pos, move: parse(token) };
}

/** The sound each kind of move makes. */
const SOUND_OF = {
  place: 'place',
  slide: 'slide',
  step: 'move',
  inline: 'move',
  broadside: 'move',
  push: 'push',
  eject: 'eject',
} as const;

const LINE = ['c3', 'i5', 'c4', 'i6', 'c5', 'i7', 'c6', 'i9'];
const EJECT_ONE = ['a4b4', 'i9h9', 'b4c4', 'g9h9', 'c4d4', 'i9h9', 'd4e4', 'g9h9'];
// Found by random play; each ends just before the push it is named after.
const PUSH_ONE =
  'a3b4 i8h7 b5c6 i7h7 b2c2 i9i8 c5b4 h8h9g8 b4c5 g9f9 d6c5 h5g4 c2c3d2 g7h8 a1b1b2 g8f8 a2a1 f7f9g7 c4c6d5 g4g3 b2a2 g5g4 d2c2 h4g4 d6c5 g3h4 a1b2 g6h6g5 a5b6 g4f3 a2b2a1 h7i7 c7d7 f4g5 c3d3d4 i7h7 a4a3 g5f5 b3b4c3 g8f8 c4d4 f8e8 c2d3 f5f6 d5d6 h6g5 c3d3 f6f7 e7f8 h5g5 c5d6b5 h4g4 d7c6 i5h5'.split(
    ' ',
  );
const PUSH_TWO =
  'a1b2 h7g7 c5c6 g6g5 c4d4c5 h8g7 b2c3c2 i7h7 b5c6 f7f8 c5c4 f6f7 c6d6 f7f8e6 a3a2 e6e7 b1c2 g5h6 e4f5 h9g8 c4c5 g7g8f7 d7c6 i9h8 a4b5 e8d8 a1a2 h8i8h9 a3a2 h6h7g5 c6d6 i7i8'.split(
    ' ',
  );
const EJECT_TWO =
  'b5c6 h7g7 b2b3 h4g3 c3c5d4 f7g8 b6d6c7 h6g6 b5b6 g6g7 d5d6 g3h4 b3b4c3 g7f7 a3a4b4 f6f7g6 d4c3 i7h6 b4c5 i8i7 a5b5 i7h7 b6c7 h6h7i7 b1b2c1 g6g8f6'.split(
    ' ',
  );

/** The moves played before the one described, by name, so that test names stay short. */
const PLAYED = {
  nothing: [],
  'a line of four': LINE,
  a4b4: ['a4b4'],
  'a walk to H4': EJECT_ONE,
  'a game to a push of one': PUSH_ONE,
  'a game to a push of two': PUSH_TWO,
  'a game to a push of two, one off': EJECT_TWO,
} as const satisfies Record<string, readonly string[]>;

describe.each([
  ['en', en],
  ['de', de],
] as const)('moves in words (%s)', (language, t) => {
  const expected = {
    en: {
      place: 'Black places a stone on e5',
      slide: 'Black slides c4 to b4',
      step: 'Black moves c3 to d3',
      inline: 'Black moves a1 b2 c3 in line to d4',
      broadside: 'Black moves c3 c4 c5 sideways to d4 d5 d6',
      whiteInline: 'White moves i9 h9 in line to g9',
      push: 'Black pushes d3 e4 to f5, moving one white marble',
      pushTwo: 'Black pushes b4 c5 d6 to e7, moving two white marbles',
      eject: 'Black pushes e4 f4 g4 to h4, one white marble off',
      ejectTwo: 'Black pushes c5 d6 e7 to f8, moving two white marbles, one of them off',
    },
    de: {
      place: 'Schwarz setzt einen Stein auf e5',
      slide: 'Schwarz zieht von c4 nach b4',
      step: 'Schwarz zieht von c3 nach d3',
      inline: 'Schwarz zieht a1 b2 c3 in Linie nach d4',
      broadside: 'Schwarz zieht c3 c4 c5 seitwärts nach d4 d5 d6',
      whiteInline: 'Weiß zieht i9 h9 in Linie nach g9',
      push: 'Schwarz schiebt d3 e4 nach f5 und verschiebt eine weiße Kugel',
      pushTwo: 'Schwarz schiebt b4 c5 d6 nach e7 und verschiebt zwei weiße Kugeln',
      eject: 'Schwarz schiebt e4 f4 g4 nach h4, eine weiße Kugel fliegt hinaus',
      ejectTwo:
        'Schwarz schiebt c5 d6 e7 nach f8 und verschiebt zwei weiße Kugeln, eine davon fliegt hinaus',
    },
  }[language];

  test.each([
    ['abacus', 'nothing', 'e5', 'place', expected.place],
    ['abacus', 'a line of four', 'c4b4', 'slide', expected.slide],
    ['abalone', 'nothing', 'c3d3', 'step', expected.step],
    ['abalone', 'nothing', 'a1b2', 'inline', expected.inline],
    ['abalone', 'nothing', 'c3c5d4', 'broadside', expected.broadside],
    // The same broadside written from its other end reads the same.
    ['abalone', 'nothing', 'c5c3d6', 'broadside', expected.broadside],
    ['abalone', 'a4b4', 'i9h9', 'inline', expected.whiteInline],
    ['abalone', 'a game to a push of one', 'd3e4', 'push', expected.push],
    ['abalone', 'a game to a push of two', 'b4c5', 'push', expected.pushTwo],
    ['abalone', 'a walk to H4', 'e4f4', 'eject', expected.eject],
    ['abalone', 'a game to a push of two, one off', 'c5d6', 'eject', expected.ejectTwo],
  ] as const)('%s after %s: %s is a %s: %s', (game, before, token, kind, words) => {
    const { pos, move } = at(game, PLAYED[before], token);
    expect(moveSound(pos, move)).toBe(SOUND_OF[kind]);
    expect(describeMove(pos, move, t.games)).toBe(words);
  });
});

describe('every language names every cell the move touches', () => {
  const cases = [
    ['abacus', 'nothing', 'e5', ['e5']],
    ['abacus', 'a line of four', 'c4b4', ['c4', 'b4']],
    ['abalone', 'nothing', 'c3c5d4', ['c3 c4 c5', 'd4 d5 d6']],
    ['abalone', 'a game to a push of two', 'b4c5', ['b4 c5 d6', 'e7']],
    ['abalone', 'a game to a push of two, one off', 'c5d6', ['c5 d6 e7', 'f8']],
  ] as const;
  test.each(
    (['pt', 'it'] as const).flatMap((language) => cases.map((c) => [language, ...c] as const)),
  )('%s: %s after %s: %s', async (language, game, before, token, cells) => {
    const { games } = await loadMessages(language);
    const { pos, move } = at(game, PLAYED[before], token);
    const words: string = describeMove(pos, move, games);
    for (const c of cells) expect(words).toContain(c);
    expect(words).not.toBe(describeMove(pos, move, en.games));
  });
});
