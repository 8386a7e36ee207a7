import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { BLACK, boardOf, EMPTY, GAMES, makePosition, parseCell, WHITE } from '../../src/engine';
import { parsePosition, rulesOf } from '../../src/games';
import {
  checkDraft,
  type Draft,
  draftOf,
  draftText,
  emptyDraft,
  judge,
  maxExtra,
  paint,
  readDraft,
  resize,
  specOf,
  startDraft,
  strokeTool,
  type Tool,
  TOOLS,
  withExtra,
  withTurn,
} from '../../src/editor/draft';
import { checkSpec } from '../../src/store/game/spec';

const at = (draft: Draft, label: string): number => {
  const cell = parseCell(boardOf(draft.n), label);
  if (cell === undefined || cell < 0) throw new Error(`no cell ${label}`);
  return cell;
};

/** Paints the listed cells (`e5`) with a tool, in order. */
const painted = (draft: Draft, tool: Tool, labels: readonly string[]): Draft =>
  labels.reduce((d, label) => paint(d, at(d, label), tool), draft);

const plain = (draft: Draft) => ({ ...draft, cells: Array.from(draft.cells) });

describe('painting', () => {
  const empty = emptyDraft('abalone', 5);
  test.each([
    ['black on an empty cell', empty, 'black', BLACK],
    ['white on an empty cell', empty, 'white', WHITE],
    ['white over black', painted(empty, 'black', ['e5']), 'white', WHITE],
    ['erase over black', painted(empty, 'black', ['e5']), 'erase', EMPTY],
    ['erase on an empty cell', empty, 'erase', EMPTY],
  ] as const)('%s', (_, draft, tool, stone) => {
    const next = paint(draft, at(draft, 'e5'), tool);
    expect(next.cells[at(draft, 'e5')]).toBe(stone);
    expect(next.cells.reduce((k, v) => k + (v === EMPTY ? 0 : 1), 0)).toBe(stone === EMPTY ? 0 : 1);
  });

  test('painting what is already there returns the same draft, and never changes the old one', () => {
    const one = painted(empty, 'black', ['e5']);
    expect(paint(one, at(one, 'e5'), 'black')).toBe(one);
    expect(paint(empty, at(empty, 'e5'), 'erase')).toBe(empty);
    expect(empty.cells.every((v) => v === EMPTY)).toBe(true);
  });

  test.each([
    ['black', EMPTY, 'black'],
    ['black', BLACK, 'erase'],
    ['black', WHITE, 'black'],
    ['white', WHITE, 'erase'],
    ['white', BLACK, 'white'],
    ['erase', BLACK, 'erase'],
    ['erase', EMPTY, 'erase'],
  ] as const)('a stroke of %s begun on %i paints %s', (tool, stone, expected) => {
    const tools: Record<number, Tool> = { [EMPTY]: 'erase', [BLACK]: 'black', [WHITE]: 'white' };
    const draft = paint(empty, at(empty, 'e5'), tools[stone]);
    expect(strokeTool(draft, at(draft, 'e5'), tool)).toBe(expected);
  });

  test('the side to move and the counters', () => {
    const draft = withExtra(withTurn(empty, 'white'), 'black', 3);
    expect(draft.turn).toBe('white');
    expect(draft.extras).toEqual({ black: 3, white: 0 });
    expect(withTurn(draft, 'white')).toBe(draft);
    expect(withExtra(draft, 'black', 3)).toBe(draft);
  });

  test.each([
    ['a negative count', emptyDraft('abalone', 5), -1],
    ['a fraction', emptyDraft('abalone', 5), 1.5],
    ['a game whose pieces stay on the board', emptyDraft('abacus', 5), 1],
  ])('a counter is not set to %s', (_, draft, value) => {
    expect(withExtra(draft, 'white', value)).toBe(draft);
  });

  test.each([
    ['a count within the pieces a side has', 14, 14],
    ['one more than a side has', 15, 14],
    ['200000', 200_000, 14],
    ['1e9', 1e9, 14],
    ['5e9', 5e9, 14],
    ['1e21', 1e21, 14],
  ])('a counter set to %s holds at most the 14 pieces a side has on n=5', (_, value, held) => {
    expect(withExtra(emptyDraft('abalone', 5), 'black', value).extras.black).toBe(held);
  });

  test.each([NaN, Infinity, -Infinity])('a counter is not set to %s', (value) => {
    const draft = emptyDraft('abalone', 5);
    expect(withExtra(draft, 'black', value)).toBe(draft);
  });

  test.each([
    ['abalone', 4, 11],
    ['abalone', 5, 14],
    ['abalone', 6, 17],
    ['abalone', 7, 20],
    ['abacus', 5, 0],
  ] as const)('the most a %s counter on n=%i holds is %i', (game, n, most) => {
    expect(maxExtra(game, n)).toBe(most);
  });
});

describe('validation shows the rule the draft breaks', () => {
  const fifteen = startDraft('abalone', 5, 'standard');
  const oneMore = paint(fifteen, at(fifteen, 'e5'), 'black');
  test.each([
    ['an empty Abacus board', emptyDraft('abacus', 5), undefined],
    ['the Abalone start', fifteen, undefined],
    [
      'a fifteenth black marble',
      oneMore,
      'black has 15 marbles on the board and 0 off, more than the 14 a side starts with',
    ],
    [
      'fourteen on the board and one off',
      withExtra(fifteen, 'black', 1),
      'black has 14 marbles on the board and 1 off, more than the 14 a side starts with',
    ],
  ] as const)('%s', (_, draft, message) => {
    const result = checkDraft(draft);
    if (message === undefined) expect(result.ok).toBe(true);
    else expect(result.ok ? undefined : result.error.message).toBe(message);
  });
});

describe('whether a game can start from the draft', () => {
  const start = startDraft('abalone', 5, 'standard');
  const sparse = painted(painted(emptyDraft('abalone', 5), 'black', ['a1', 'a2']), 'white', ['i9']);
  test.each([
    ['the Abalone start', start, 'playable', undefined],
    ['a few marbles each', sparse, 'playable', undefined],
    ['an empty Abacus board', emptyDraft('abacus', 5), 'playable', undefined],
    ['Black at the target', withExtra(sparse, 'white', 6), 'decided', 'black'],
    ['White past the target', withExtra(sparse, 'black', 7), 'decided', 'white'],
    ['no Abalone marble to move', emptyDraft('abalone', 5), 'decided', 'white'],
    // White has nothing to play with: the game would end at Black's first move.
    [
      'no white marble',
      painted(emptyDraft('abalone', 5), 'black', ['a1', 'a2']),
      'helpless',
      'white',
    ],
    [
      'both sides at the target',
      withExtra(withExtra(sparse, 'black', 6), 'white', 6),
      'targets',
      undefined,
    ],
    ['a fifteenth marble', paint(start, at(start, 'e5'), 'black'), 'invalid', undefined],
  ] as const)('%s: %s', (_, draft, kind, winner) => {
    const verdict = judge(draft);
    expect(verdict.kind).toBe(kind);
    expect(
      verdict.kind === 'decided'
        ? verdict.outcome.winner
        : verdict.kind === 'helpless'
          ? verdict.player
          : undefined,
    ).toBe(winner);
  });
});

describe('position strings', () => {
  test.each([
    ['abalone wwwww/wwwwww/2www2/8/9/8/2bbb2/bbbbbb/bbbbb b 0 0', true],
    ['abacus 5/6/7/8/9/8/7/6/5 w', true],
    ['abalone 5/6/7/8/9/8/7/6/5 b 0 15', false],
    ['abalone bbbbb/bbbbbb/2bbbb1/8/9/8/7/6/5 b 0 0', false],
  ])('%s reads back as it was written (valid: %s)', (text, valid) => {
    const draft = readDraft(text);
    if (!draft.ok) throw new Error(draft.error.message);
    expect(draftText(draft.value)).toBe(text);
    expect(checkDraft(draft.value).ok).toBe(valid);
  });

  test.each([
    ['', 'the position is empty'],
    ['chess 8/8 w', "unknown game 'chess'; expected abacus or abalone"],
    ['abacus 5/6/7/8/9/8/7/6/5', 'the side to move (b or w) is missing'],
    ['abalone 5/6/7/8/9/8/7/6/5 b 0', 'give both off counts (black, then white) or neither'],
    ['abalone 3/4/5/4/3 b 0 0', 'abalone is played on boards of side 4, 5, 6, 7, not 3'],
    ['abacus 5/6/7/8/9/8/7/6/5 b 0 0', "unexpected '0 0' after the side to move"],
  ])('%j is refused: %s', (text, message) => {
    const draft = readDraft(text);
    expect(draft.ok ? undefined : draft.error.message).toContain(message);
  });

  test('a draft taken from a position writes that position', () => {
    const pos = parsePosition('abalone 5/6/7/8/4b4/8/7/6/5 w 2 3');
    if (!pos.ok) throw new Error(pos.error.message);
    expect(draftText(draftOf(pos.value))).toBe(makePosition(pos.value));
  });
});

describe('changing the game or size', () => {
  test('keeps pieces in place around the centre and drops what no longer fits', () => {
    const draft = painted(emptyDraft('abacus', 5), 'white', ['e5', 'a1', 'f6']);
    const small = resize(draft, 'abacus', 4);
    expect(small.n).toBe(4);
    expect(small.cells[at(small, 'd4')]).toBe(WHITE);
    expect(small.cells[at(small, 'e5')]).toBe(WHITE);
    expect(small.cells.filter((v) => v !== EMPTY)).toHaveLength(2);
    expect(plain(resize(small, 'abacus', 5))).toEqual(
      plain(painted(emptyDraft('abacus', 5), 'white', ['e5', 'f6'])),
    );
  });

  test.each([
    ['abalone', 8, 'abalone', 5],
    ['abacus', 8, 'abacus', 8],
    ['abalone', 4, 'abalone', 4],
  ] as const)('asking %s on %i gives %s on %i', (game, n, toGame, toN) => {
    const next = resize(emptyDraft('abacus', 5), game, n);
    expect([next.game, next.n, next.cells.length]).toEqual([toGame, toN, boardOf(toN).cellCount]);
  });

  test('counters stay only in games whose pieces leave the board', () => {
    const draft = withExtra(emptyDraft('abalone', 5), 'white', 2);
    expect(resize(draft, 'abalone', 6).extras).toEqual({ black: 0, white: 2 });
    expect(resize(draft, 'abacus', 5).extras).toEqual({ black: 0, white: 0 });
  });
});

describe('the spec of a game from the editor', () => {
  const specFor = (draft: Draft) => {
    const pos = checkDraft(draft);
    if (!pos.ok) throw new Error(pos.error.message);
    return checkSpec(specOf(pos.value));
  };
  test.each([
    ['the standard start', startDraft('abalone', 5, 'standard'), 'standard', false],
    ['the Belgian daisy start', startDraft('abalone', 5, 'belgian'), 'belgian', false],
    ['an edited start', withTurn(startDraft('abalone', 5, 'belgian'), 'white'), 'standard', true],
    ['an empty Abacus board', emptyDraft('abacus', 6), 'standard', false],
  ] as const)('%s', (_, draft, layout, hasStart) => {
    const spec = specFor(draft);
    if (!spec.ok) throw new Error(spec.error.message);
    expect(spec.value.layout).toBe(layout);
    expect(spec.value.start !== undefined).toBe(hasStart);
  });
});

describe('any edit sequence', () => {
  const edit = fc.oneof(
    fc.record({
      kind: fc.constant('paint' as const),
      cell: fc.nat(200),
      tool: fc.constantFrom(...TOOLS),
    }),
    fc.record({ kind: fc.constant('turn' as const), black: fc.boolean() }),
    fc.record({
      kind: fc.constant('extra' as const),
      black: fc.boolean(),
      value: fc.integer({ min: -1, max: 9 }),
    }),
    fc.record({
      kind: fc.constant('resize' as const),
      game: fc.constantFrom(...GAMES),
      n: fc.integer({ min: 3, max: 8 }),
    }),
  );
  type Edit = typeof edit extends fc.Arbitrary<infer E> ? E : never;
  const apply = (draft: Draft, e: Edit): Draft => {
    switch (e.kind) {
      case 'paint':
        return paint(draft, e.cell % draft.cells.length, e.tool);
      case 'turn':
        return withTurn(draft, e.black ? 'black' : 'white');
      case 'extra':
        return withExtra(draft, e.black ? 'black' : 'white', e.value);
      case 'resize':
        return resize(draft, e.game, e.n);
    }
  };

  test('yields a valid position whose string round-trips, or the rule it breaks', () => {
    fc.assert(
      fc.property(fc.constantFrom(...GAMES), fc.array(edit, { maxLength: 40 }), (game, edits) => {
        const draft = edits.reduce(apply, emptyDraft(game, rulesOf(game).defaultSize));
        const checked = checkDraft(draft);
        const text = draftText(draft);
        if (checked.ok) {
          expect(text).toBe(makePosition(checked.value));
          const parsed = parsePosition(text);
          expect(parsed.ok && makePosition(parsed.value)).toBe(text);
        } else {
          expect(checked.error.message).not.toBe('');
          // The string of a rejected draft is refused with the same reason...
          const parsed = parsePosition(text);
          if (draft.extras.black >= 0 && draft.extras.white >= 0) {
            expect(parsed.ok ? undefined : parsed.error.message).toBe(checked.error.message);
          }
        }
        // ...and either way reads back into the same draft, so nothing set up is lost.
        if (draft.extras.black >= 0 && draft.extras.white >= 0) {
          const back = readDraft(text);
          expect(back.ok && plain(back.value)).toEqual(plain(draft));
        }
      }),
    );
  });
});
