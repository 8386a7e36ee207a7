import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { makePosition, play, tagValue } from '../../src/engine';
import { parseRecords } from '../../src/engine/apgn';
import { initialPosition } from '../../src/games';
import {
  exportGame,
  movesText,
  positionText,
  type RecordedGame,
} from '../../src/store/records/apgnExport';
import { describeImportError, parseImport, toSavedGame } from '../../src/store/records/apgnImport';
import { makeLink } from '../../src/store/records/link';
import { DEFAULT_SETTINGS, HUMANS } from '../../src/store/game/savedGame';
import { randomMoves, spec } from './games';

const CUSTOM_ABALONE = 'abalone 3ww/6/7/8/9/8/7/6/bb3 w 3 4';
const CUSTOM_ABACUS = 'abacus 2bw1/6/7/8/9/8/7/6/5 w';

const GAMES: [string, RecordedGame][] = [
  [
    'Abalone against the computer, going on',
    {
      spec: spec('abalone', 5),
      moves: randomMoves(spec('abalone', 5), 21, 1),
      ending: undefined,
      players: { black: 'human', white: 'hard' },
    },
  ],
  [
    'Belgian Daisy, resigned by White',
    {
      spec: spec('abalone', 5, 'belgian'),
      moves: randomMoves(spec('abalone', 5, 'belgian'), 30, 2),
      ending: { reason: 'resignation', winner: 'black' },
      players: HUMANS,
    },
  ],
  [
    'Abalone drawn by agreement',
    {
      spec: spec('abalone', 5),
      moves: randomMoves(spec('abalone', 5), 12, 3),
      ending: { reason: 'agreement', winner: undefined },
      players: { black: 'expert', white: 'human' },
    },
  ],
  [
    'Abacus n=5 played to the end',
    {
      spec: spec('abacus', 5),
      moves: randomMoves(spec('abacus', 5), 400, 4),
      ending: undefined,
      players: { black: 'easy', white: 'medium' },
    },
  ],
  [
    'Abacus n=4, no moves',
    { spec: spec('abacus', 4), moves: [], ending: undefined, players: HUMANS },
  ],
  [
    'Abalone from a custom start, White first',
    {
      spec: spec('abalone', 5, 'standard', CUSTOM_ABALONE),
      moves: randomMoves(spec('abalone', 5, 'standard', CUSTOM_ABALONE), 9, 5),
      ending: undefined,
      players: HUMANS,
    },
  ],
  [
    'Abacus from a custom start',
    {
      spec: spec('abacus', 5, 'standard', CUSTOM_ABACUS),
      moves: randomMoves(spec('abacus', 5, 'standard', CUSTOM_ABACUS), 6, 6),
      ending: { reason: 'resignation', winner: 'white' },
      players: HUMANS,
    },
  ],
];

describe('export → import', () => {
  test.each(GAMES)('%s: the same game comes back', (_name, game) => {
    const text = exportGame(game, { date: Date.UTC(2026, 10, 30, 12) });
    const imported = parseImport(text, { game: 'abacus' });
    if (!imported.ok) throw new Error(describeImportError(imported.error));
    expect(imported.value).toHaveLength(1);
    const [back] = imported.value;
    expect(back.game).toEqual(game);
    expect(back.playable).toBe(game.moves.length);
    // Exported again with the tags it came with: the very same text.
    expect(exportGame(back.game, { tags: back.tags, result: back.result })).toBe(text);
  });

  test.each([
    ['going on', undefined, '*', 'Unterminated'],
    [
      'resigned by White',
      { reason: 'resignation', winner: 'black' } as const,
      '1-0',
      'Resignation',
    ],
    [
      'resigned by Black',
      { reason: 'resignation', winner: 'white' } as const,
      '0-1',
      'Resignation',
    ],
    [
      'agreed drawn',
      { reason: 'agreement', winner: undefined } as const,
      '1/2-1/2',
      'Draw by agreement',
    ],
  ])('a game %s: its Result and Termination say so', (_name, ending, result, termination) => {
    const text = exportGame(
      { spec: spec('abalone', 5), moves: [], ending, players: { black: 'human', white: 'hard' } },
      { date: new Date(2026, 10, 30).getTime() },
    );
    const records = parseRecords(text);
    if (!records.ok) throw new Error(records.error.message);
    const [record] = records.value;
    expect(record.result).toBe(result);
    expect(Object.fromEntries(record.tags)).toMatchObject({
      Event: 'Hexplay game',
      Site: 'Hexplay',
      Date: '2026.11.30',
      Black: 'Human',
      White: 'Computer (Hard)',
      Result: result,
      Termination: termination,
      Game: 'Abalone',
      Size: '5',
      Variant: 'standard',
      Notation: 'Aba-Pro',
    });
    // APGN's seven first and in order, then the optional tags, then Hexplay's own.
    expect(record.tags.map(([k]) => k)).toEqual([
      'Event',
      'Date',
      'Black',
      'White',
      'Variant',
      'Result',
      'Notation',
      'Termination',
      'Plies',
      'Game',
      'Size',
      'Site',
    ]);
    expect(tagValue(record, 'Position')).toBeUndefined();
  });

  test('a game the board decided says how', () => {
    const game = GAMES[3][1];
    const records = parseRecords(exportGame(game));
    if (!records.ok) throw new Error(records.error.message);
    expect(tagValue(records.value[0], 'Termination')).toMatch(/Board full|No legal moves/);
    expect(records.value[0].result).not.toBe('*');
  });

  test('a custom start is written as a Position tag', () => {
    const text = exportGame(GAMES[5][1]);
    expect(text).toContain(
      '[Variant "custom"]\n[Result "*"]\n[Notation "Aba-Pro"]\n[SetUp "1"]\n[Position "3ww/6/7/8/9/8/7/6/bb3-3b4w w"]',
    );
    expect(text).toContain('1... ');
  });

  test('Copy moves and Copy position string give the viewed position', () => {
    const [, game] = GAMES[0];
    expect(movesText(game.spec, game.moves, 0)).toBe('');
    expect(movesText(game.spec, game.moves, 3)).toBe(
      `1. ${game.moves[0].text} ${game.moves[1].text} 2. ${game.moves[2].text}`,
    );
    let pos = initialPosition('abalone', 5);
    for (const m of game.moves.slice(0, 3)) pos = play(pos, m.move);
    expect(positionText(game.spec, game.moves, 3)).toBe(makePosition(pos));
  });
});

describe('import', () => {
  test('several games come back as a list, in order', () => {
    const text = GAMES.map(([, g]) => exportGame(g)).join('\n');
    const imported = parseImport(text, { game: 'abalone' });
    expect(imported.ok && imported.value.map((i) => i.game)).toEqual(GAMES.map(([, g]) => g));
  });

  test.each([
    ['a position string', CUSTOM_ABALONE, 'abalone', CUSTOM_ABALONE, 'standard'],
    [
      'the Belgian Daisy start as a position string',
      makePosition(initialPosition('abalone', 5, 'belgian')),
      'abalone',
      undefined,
      'belgian',
    ],
    [
      'an Abalone Position tag, Abacus on screen',
      '[Position "3ww/6/7/8/9/8/7/6/bb3-3b4w w"]',
      'abacus',
      CUSTOM_ABALONE,
      'standard',
    ],
    [
      'an Abacus Position tag, Abacus on screen',
      '[Position "2bw1/6/7/8/9/8/7/6/5 w"]',
      'abacus',
      CUSTOM_ABACUS,
      'standard',
    ],
    // The same rows make an Abalone position too: the game on screen decides.
    [
      'an Abacus Position tag, Abalone on screen',
      '[Position "2bw1/6/7/8/9/8/7/6/5 w"]',
      'abalone',
      'abalone 2bw1/6/7/8/9/8/7/6/5 w 0 0',
      'standard',
    ],
  ] as const)('%s starts a game there', (_name, text, onScreen, start, layout) => {
    const imported = parseImport(text, { game: onScreen });
    if (!imported.ok) throw new Error(describeImportError(imported.error));
    const [only] = imported.value;
    expect(only.game.moves).toEqual([]);
    expect(only.game.spec.start).toBe(start);
    expect(only.game.spec.layout).toBe(layout);
  });

  test.each([
    ['Abacus moves, Abacus on screen', '1. e5 d4 *', 'abacus', 'abacus'],
    ['Abacus moves, Abalone on screen', '1. e5 d4 *', 'abalone', 'abacus'],
    ['Abalone moves, Abacus on screen', '1. a1b2 g5g6 *', 'abacus', 'abalone'],
    ['a Variant tag, Abacus on screen', '[Variant "Belgian Daisy"]\n*', 'abacus', 'abalone'],
  ] as const)('a record naming no game: %s', (_name, text, onScreen, expected) => {
    const imported = parseImport(text, { game: onScreen });
    expect(imported.ok && imported.value[0].game.spec.game).toBe(expected);
  });

  test('a record naming no game that no game can play: the reading that got furthest', () => {
    const imported = parseImport('1. a1b2 g5g6\n2. a1b2 *', { game: 'abacus' });
    expect(!imported.ok && imported.error).toMatchObject({ game: 1, line: 2, column: 4 });
    if (!imported.ok) expect(imported.error.message).toContain('move 3');
  });

  test('a game link is imported like a record', () => {
    const [, game] = GAMES[1];
    const imported = parseImport(makeLink(game, 'https://h.example/'), { game: 'abacus' });
    expect(imported.ok && imported.value[0].game).toEqual({ ...game, players: HUMANS });
  });

  test.each([
    ['nothing', '  \n ', {}, 'nothing to import'],
    ['only a comment', '{ hello }', {}, 'holds no game'],
    [
      'a word that is no move, in game 2',
      '1. e5 *\n\n[Game "Abacus"]\n1. e5 d4 2. hello *',
      { game: 2, line: 4, column: 13, token: 'hello' },
      'neither a move',
    ],
    [
      'an illegal move, in game 2',
      '[Game "Abacus"]\n1. e5 *\n\n[Game "Abacus"]\n1. e5 d4\n2. e5 *',
      { game: 2, line: 6, column: 4, token: 'e5' },
      'move 3 cannot be played',
    ],
    ['an unknown game', '[Game "Chess"]\n1. e4 *', { game: 1, line: 1, column: 1 }, 'unknown game'],
    [
      'a result the board contradicts',
      `${exportGame(GAMES[3][1])
        .replace(/\[Result "[^"]*"\]/, '')
        .replace(/ (1-0|0-1|1\/2-1\/2)\n$/, ' 1/2-1/2\n')}`,
      { game: 1 },
      'contradicts',
    ],
    ['a broken position string', 'abalone 9/9 b', {}, 'abalone 9/9 b'],
    [
      'a long token is shortened',
      `1. ${'x'.repeat(500)} *`,
      { token: `${'x'.repeat(59)}…` },
      'neither',
    ],
  ])('%s: a clear error', (_name, text, where, message) => {
    const imported = parseImport(text, { game: 'abacus' });
    expect(imported.ok).toBe(false);
    if (imported.ok) return;
    expect(imported.error).toMatchObject(where);
    expect(describeImportError(imported.error)).toContain(message);
  });

  test('garbage never throws and always comes back as a result with a message', () => {
    const piece = fc.constantFrom(
      '[',
      ']',
      '"',
      '{',
      '}',
      ';',
      '\n',
      ' ',
      '1.',
      '1...',
      'e5',
      'a1b2',
      '1-0',
      '*',
      '[Game "Abacus"]',
      '[Position "',
      'abalone ',
      '#hexplay=1&',
      'moves=',
      'x',
    );
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ maxLength: 300 }),
          fc.array(piece, { maxLength: 40 }).map((p) => p.join('')),
        ),
        (text) => {
          const imported = parseImport(text, { game: 'abalone' });
          if (!imported.ok) expect(describeImportError(imported.error).length).toBeGreaterThan(0);
          else expect(imported.value.length).toBeGreaterThan(0);
        },
      ),
      { numRuns: 500 },
    );
  });

  test('a record that plays on after a threefold repetition keeps only what Hexplay plays', () => {
    // Both sides step out and back twice: the start stands for the third time after move 8.
    const dance = ['a1b2', 'g5g6', 'd4c3', 'g8g7'];
    const tokens = [...dance, ...dance, ...dance.slice(0, 2)];
    const text = `1. ${tokens.join(' ')} *`;
    const imported = parseImport(text, { game: 'abalone' });
    if (!imported.ok) throw new Error(describeImportError(imported.error));
    const [game] = imported.value;
    expect(game.game.moves).toHaveLength(10);
    expect(game.playable).toBe(8);
    const saved = toSavedGame(game, DEFAULT_SETTINGS, 1);
    expect(saved.moves).toHaveLength(8);
    expect(saved.cursor).toBe(8);
  });
});
