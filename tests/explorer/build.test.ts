import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  legalMoves,
  makeMoveText,
  makePosition,
  parseMove,
  play,
  type Position,
  positionKey,
  type ResultText,
} from '../../src/engine';
import { initialPosition, parsePosition } from '../../src/games';
import { buildBook, type PlayedGame } from '../../src/explorer/build';
import { makeExplorer, parseExplorer } from '../../src/explorer/format';
import { indexExplorer } from '../../src/explorer/lookup';
import { makeMoveCode, parseMoveCode } from '../../src/explorer/moveCode';
import { rng } from '../fixtures';

const BELGIAN = initialPosition('abalone', 5, 'belgian');

/** A game played from `start` by moves in notation, as the build is handed it. */
function gameOf(start: Position, tokens: readonly string[], result: ResultText): PlayedGame {
  let pos = start;
  const keys = [positionKey(pos)];
  for (const token of tokens) {
    const move = parseMove(pos, token);
    if (!move.ok) throw new Error(`${token}: ${move.error.message}`);
    pos = play(pos, move.value);
    keys.push(positionKey(pos));
  }
  return { keys, moves: tokens, result };
}

/** The position after `tokens` from `start`. */
const after = (start: Position, tokens: readonly string[]): Position =>
  tokens.reduce((pos, token) => {
    const move = parseMove(pos, token);
    if (!move.ok) throw new Error(move.error.message);
    return play(pos, move.value);
  }, start);

/** The book of `games`, written and read back and indexed, as the app sees it. */
function indexed(games: readonly PlayedGame[], start: Position = BELGIAN) {
  const { nodes, paths } = buildBook(games, { minGames: 2, maxPly: 40 });
  const text = makeExplorer({
    players: ['p'],
    books: [
      {
        source: 'games',
        variant: 'abalone.5.belgian',
        start: makePosition(start),
        nodes,
        games: paths.map((path, i) => ({
          event: `e${i}`,
          date: '2016.01.01',
          black: 0,
          white: 0,
          result: games[i].result,
          plies: games[i].moves.length,
          path,
        })),
      },
    ],
  });
  const parsed = parseExplorer(text);
  if (!parsed.ok) throw new Error(parsed.error.message);
  const index = indexExplorer(parsed.value, parsePosition);
  if (!index.ok) throw new Error(index.error.message);
  return index.value;
}

describe('the book', () => {
  // Black's two moves and White's two are independent: either order reaches one position.
  const first = ['a1b2', 'i5h5', 'i9h8', 'a5b5'];
  const second = ['i9h8', 'i5h5', 'a1b2', 'a5b5'];

  test('two orders of the same moves meet in one position, which lists the games of both', () => {
    expect(positionKey(after(BELGIAN, first))).toBe(positionKey(after(BELGIAN, second)));
    const index = indexed([
      gameOf(BELGIAN, [...first, 'b2c3'], '1-0'),
      gameOf(BELGIAN, [...second, 'b2c3'], '0-1'),
      gameOf(BELGIAN, [...first, 'b2c3'], '1-0'),
      gameOf(BELGIAN, [...second, 'b3c4'], '*'),
    ]);
    const met = index.find(after(BELGIAN, first));
    expect(met?.games).toEqual([0, 1, 2, 3]);
    expect(index.find(after(BELGIAN, second))?.node).toBe(met?.node);
    expect(met?.rows).toMatchObject([
      { move: 'b2c3', games: 3, black: 2, white: 1, draws: 0, plies: 15 },
      { move: 'b3c4', games: 1, black: 0, white: 0, draws: 0, plies: 5 },
    ]);
    // Both ways in lead to it.
    expect(index.find(after(BELGIAN, first.slice(0, 3)))?.rows[0].next).toBe(met?.node);
    expect(index.find(after(BELGIAN, second.slice(0, 3)))?.rows[0].next).toBe(met?.node);
  });

  test('a move one game played leads to a position that lists that game and no moves', () => {
    const index = indexed([
      gameOf(BELGIAN, ['a1b2', 'i5h5', 'i9h8'], '*'),
      gameOf(BELGIAN, ['a1b2', 'i5h5', 'b2c3'], '1/2-1/2'),
    ]);
    const kept = index.find(after(BELGIAN, ['a1b2', 'i5h5']));
    expect(kept?.games).toEqual([0, 1]);
    expect(kept?.rows).toMatchObject([
      { move: 'b2c3', games: 1, black: 0, white: 0, draws: 1, plies: 3 },
      { move: 'i9h8', games: 1, black: 0, white: 0, draws: 0, plies: 3 },
    ]);
    const alone = index.find(after(BELGIAN, ['a1b2', 'i5h5', 'i9h8']));
    expect(alone?.node).toBe(kept?.rows[1].next);
    expect(alone?.games).toEqual([0]);
    expect(alone?.rows).toEqual([]);
  });

  test('a move counts the games of the position it leads to, by whatever way they came', () => {
    const index = indexed([
      gameOf(BELGIAN, [...first, 'b2c3'], '1-0'),
      gameOf(BELGIAN, [...first, 'b2c3'], '1/2-1/2'),
      gameOf(BELGIAN, [...second, 'b2c3'], '0-1'),
      gameOf(BELGIAN, [...second, 'b2c3'], '0-1'),
    ]);
    // Two games played a5b5 after 1. a1b2 i5h5 2. i9h8; four reached where it leads.
    const before = index.find(after(BELGIAN, first.slice(0, 3)));
    expect(before?.rows).toMatchObject([
      { move: 'a5b5', games: 4, black: 1, white: 2, draws: 1, plies: 20 },
    ]);
    expect(index.find(after(BELGIAN, first))?.games).toEqual([0, 1, 2, 3]);
  });

  test('beyond the positions one game reached, nothing is kept', () => {
    const index = indexed([
      gameOf(BELGIAN, [...first, 'b2c3'], '1-0'),
      gameOf(BELGIAN, [...second, 'b2c3'], '0-1'),
    ]);
    expect(index.find(after(BELGIAN, first))).toBeUndefined();
    expect(index.find(after(BELGIAN, ['i9h8', 'i5h5']))).toBeUndefined();
    expect(index.find(BELGIAN)?.games).toEqual([0, 1]);
    expect(index.find(BELGIAN)?.rows.map((r) => [r.move, r.games])).toEqual([
      ['a1b2', 1],
      ['i9h8', 1],
    ]);
    expect(index.find(after(BELGIAN, ['i9h8']))?.games).toEqual([1]);
  });

  test.each([
    ['less than the depth', 2, 1],
    ['at the depth', 1, 0],
  ])('a position %s lists its moves or not', (_, maxPly, listed) => {
    const games = [gameOf(BELGIAN, first, '1-0'), gameOf(BELGIAN, first, '0-1')];
    const { nodes } = buildBook(games, { minGames: 2, maxPly });
    expect(nodes[1].rows).toHaveLength(listed);
    expect(nodes).toHaveLength(2 + listed);
  });

  test('the same games give the same book, in whatever order the moves were seen', () => {
    const games = [
      gameOf(BELGIAN, first, '1-0'),
      gameOf(BELGIAN, second, '0-1'),
      gameOf(BELGIAN, ['a1b2', 'a5b5'], '1-0'),
    ];
    expect(buildBook(games, { minGames: 2, maxPly: 40 })).toEqual(
      buildBook(games, { minGames: 2, maxPly: 40 }),
    );
  });

  test('random games: every kept position counts exactly the games that reached it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), (seed) => {
        const random = rng(seed);
        const start = initialPosition('abacus', 4, 'standard');
        // Few moves from a small board, so that games share and transpose.
        const games = Array.from({ length: 6 }, () => {
          const tokens: string[] = [];
          let pos = start;
          for (let ply = 0; ply < 4; ply++) {
            const legal = legalMoves(pos).slice(0, 3);
            const move = legal[random(legal.length)];
            tokens.push(makeMoveText(pos, move));
            pos = play(pos, move);
          }
          return gameOf(start, tokens, random(2) === 0 ? '1-0' : '0-1');
        });
        const index = indexed(games, start);
        expect(index.find(start)?.games).toEqual([0, 1, 2, 3, 4, 5]);
        const reachedBy = (key: string) =>
          games.flatMap((g, i) => (g.keys.includes(key) ? [i] : []));
        for (const game of games) {
          game.keys.forEach((key, ply) => {
            const pos = after(start, game.moves.slice(0, ply));
            const entry = index.find(pos);
            if (!entry) return;
            expect(entry.games).toEqual(reachedBy(key));
            expect(entry.tally.games).toBe(entry.games.length);
            expect(entry.rows.length === 0 || entry.games.length >= 2).toBe(true);
            for (const row of entry.rows) {
              const child = index.find(after(pos, [row.move]));
              expect(child?.node).toBe(row.next);
              expect(child?.games).toHaveLength(row.games);
            }
          });
        }
      }),
      { numRuns: 40 },
    );
  });
});

describe('move codes', () => {
  test('a random game reads back from its code, two characters a ply at most', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.nat(60), (seed, plies) => {
        const random = rng(seed);
        const moves = [];
        let pos = BELGIAN;
        for (let i = 0; i < plies; i++) {
          const legal = legalMoves(pos);
          const move = legal[random(legal.length)];
          moves.push(move);
          pos = play(pos, move);
        }
        const code = makeMoveCode(BELGIAN, moves);
        expect(code.length).toBeLessThanOrEqual(2 * plies);
        expect(parseMoveCode(BELGIAN, plies, code)).toEqual({ ok: true, value: moves });
      }),
      { numRuns: 30 },
    );
  });

  test.each([
    ['too short', 'AB', 3],
    ['too long', 'ABCD', 3],
    ['a character outside base 64', 'A*C', 3],
  ])('a code %s is refused', (_, code, plies) => {
    expect(parseMoveCode(BELGIAN, plies, code).ok).toBe(false);
  });
});
