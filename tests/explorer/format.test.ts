import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { RESULTS } from '../../src/engine';
import {
  type Explorer,
  EXPLORER_HEADER,
  makeExplorer,
  parseExplorer,
} from '../../src/explorer/format';
import { makeExplorerGames, parseExplorerGames } from '../../src/explorer/gamesFile';
import { pathJump, pathStep, readPath } from '../../src/explorer/paths';

const DATA = new URL('../../src/explorer/data/', import.meta.url);
const read = (name: string): string => readFileSync(new URL(name, DATA), 'utf8');

/** A well-formed explorer: every row's next and every game's path within its book. */
const explorerArb: fc.Arbitrary<Explorer> = fc
  .array(
    fc.string({ unit: fc.constantFrom('a', 'é', ' ', 'Z', '9'), minLength: 1, maxLength: 8 }),
    {
      minLength: 1,
      maxLength: 4,
    },
  )
  .chain((players) =>
    fc
      .array(
        fc.integer({ min: 1, max: 5 }).chain((nodeCount) =>
          fc.record({
            source: fc.constantFrom('games' as const, 'engine' as const),
            variant: fc.constantFrom('abalone.5.belgian', 'abacus.4.standard'),
            start: fc.constantFrom('abacus 4/5/6/7/6/5/4 b', 'abalone 5/6/7/8/9/8/7/6/5 b'),
            nodes: fc.array(
              fc.record({
                tally: fc
                  .record({
                    black: fc.nat(5),
                    white: fc.nat(5),
                    draws: fc.nat(5),
                    unknown: fc.nat(5),
                    plies: fc.nat(100_000),
                  })
                  .filter((t) => t.black + t.white + t.draws + t.unknown > 0)
                  .map(({ unknown, ...t }) => ({
                    ...t,
                    games: t.black + t.white + t.draws + unknown,
                  })),
                rows: fc.uniqueArray(
                  fc.record({
                    move: fc.stringMatching(/^[a-i][1-9][a-i][1-9]$/),
                    next: fc.nat(nodeCount - 1),
                  }),
                  { selector: (r) => r.move, maxLength: 4 },
                ),
              }),
              { minLength: nodeCount, maxLength: nodeCount },
            ),
            games: fc.array(
              fc.record({
                event: fc.string({ unit: fc.constantFrom('M', 'I', ' ', '7'), maxLength: 10 }),
                date: fc.constantFrom('2016.09.19', '????.??.??'),
                black: fc.nat(players.length - 1),
                white: fc.nat(players.length - 1),
                result: fc.constantFrom(...RESULTS),
                plies: fc.nat(500),
                path: fc.constant(''),
              }),
              { maxLength: 3 },
            ),
          }),
        ),
        { maxLength: 3 },
      )
      .map((books) => ({ players, books })),
  );

describe('the explorer file', () => {
  test('the built file reads and writes back byte for byte', () => {
    const text = read('explorer.txt');
    const parsed = parseExplorer(text);
    if (!parsed.ok) throw new Error(`line ${parsed.error.line}: ${parsed.error.message}`);
    expect(makeExplorer(parsed.value)).toBe(text);
  });

  test('any explorer written reads back as it was', () => {
    fc.assert(
      fc.property(explorerArb, (explorer) => {
        expect(parseExplorer(makeExplorer(explorer))).toEqual({ ok: true, value: explorer });
      }),
    );
  });

  const good = [
    EXPLORER_HEADER,
    'players\tA\tB',
    'book\tgames\tabalone.5.belgian\tabalone 5/6/7/8/9/8/7/6/5 b\t3\t1',
    'n\t4 2 1 0 120\ta1b2 1\ti9h8 2',
    'n\t3 1 1 0 90\ti5h5 0',
    'n\t1 0 0 0 40',
    'g\tMIGS 1\t2016.09.19\t0\t1\t1-0\t40\t00',
  ];
  const broken = (line: number, text: string): string =>
    good.map((l, i) => (i === line ? text : l)).join('\n');

  test('a small file reads', () => {
    const parsed = parseExplorer(good.join('\n'));
    expect(parsed.ok && parsed.value.books[0].games[0].path).toBe('00');
  });

  test.each([
    ['a wrong header', broken(0, 'hexplay-explorer 1'), 1],
    ['no players line', broken(1, 'people\tA'), 2],
    ['a book of an unknown source', broken(2, good[2].replace('games', 'book')), 3],
    ['a tally with more results than games', broken(3, 'n\t1 1 1 0 90\ta1b2 1'), 4],
    ['a tally of no games', broken(5, 'n\t0 0 0 0 0'), 6],
    ['a tally of four numbers', broken(5, 'n\t1 0 0 0'), 6],
    ['a row of the old kind, with its own tally', broken(4, 'n\t3 1 1 0 90\ti5h5 2 1 0 0 60'), 5],
    ['a row leading past the book', broken(3, 'n\t4 2 1 0 120\ta1b2 7'), 4],
    ['a row leading nowhere', broken(3, 'n\t4 2 1 0 120\ta1b2'), 4],
    ['a row with a negative node', broken(4, 'n\t3 1 1 0 90\ti5h5 -2'), 5],
    ['a missing node', good.slice(0, 5).join('\n'), 6],
    ['a game naming no player', broken(6, 'g\tMIGS 1\t2016.09.19\t0\t2\t1-0\t40\t00'), 7],
    ['a game with an unknown result', broken(6, 'g\tMIGS 1\t2016.09.19\t0\t1\t2-0\t40\t00'), 7],
    [
      'a path taking a row that is not there',
      broken(6, 'g\tMIGS 1\t2016.09.19\t0\t1\t1-0\t40\t05'),
      7,
    ],
    [
      'a path stepping on from a node that lists no moves',
      broken(6, 'g\tMIGS 1\t2016.09.19\t0\t1\t1-0\t40\t10'),
      7,
    ],
    ['a path jumping to no node', broken(6, 'g\tMIGS 1\t2016.09.19\t0\t1\t1-0\t40\t@9;'), 7],
  ])('%s is refused at its line', (_, text, line) => {
    const parsed = parseExplorer(text);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error.line).toBe(line);
  });
});

describe('paths', () => {
  test('steps and jumps read back', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(
            fc.nat(3843).map((index) => ({ kind: 'row' as const, index })),
            fc.nat(100_000).map((node) => ({ kind: 'jump' as const, node })),
          ),
        ),
        (tokens) => {
          const path = tokens
            .map((t) => (t.kind === 'row' ? pathStep(t.index) : pathJump(t.node)))
            .join('');
          expect(readPath(path)).toEqual({ ok: true, value: tokens });
        },
      ),
    );
  });
});

describe('the games file', () => {
  test('the built file reads and writes back byte for byte', () => {
    const text = read('explorer-games.txt');
    const parsed = parseExplorerGames(text);
    if (!parsed.ok) throw new Error(`line ${parsed.error.line}: ${parsed.error.message}`);
    expect(makeExplorerGames(parsed.value)).toBe(text);
  });

  test('any books written read back as they were', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            variant: fc.constantFrom('abalone.5.belgian', 'abacus.6.standard'),
            codes: fc.array(fc.stringMatching(/^[A-Za-z0-9_-]{0,12}$/), { maxLength: 4 }),
          }),
          { maxLength: 3 },
        ),
        (books) => {
          expect(parseExplorerGames(makeExplorerGames(books))).toEqual({ ok: true, value: books });
        },
      ),
    );
  });

  test.each([
    ['a wrong header', 'hexplay-explorer-games 9\n'],
    [
      'fewer games than the book says',
      'hexplay-explorer-games 1\nbook\tabalone.5.belgian\t2\nAB\n',
    ],
    ['a code with a space', 'hexplay-explorer-games 1\nbook\tabalone.5.belgian\t1\nA B\n'],
  ])('%s is refused', (_, text) => {
    expect(parseExplorerGames(text).ok).toBe(false);
  });
});
