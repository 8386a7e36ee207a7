/**
 * The toy Hex game (hex-rules.ts) played through the shared engine: setup, generation,
 * perft, notation, replays and position strings all reach the game through `pos.rules`,
 * so none of them needed a change for a third game.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  BLACK,
  boardOf,
  EMPTY,
  extendReplay,
  fromSetup,
  GAMES,
  gameOutcome,
  legalMoves,
  makeMove,
  makeMoveText,
  makePosition,
  moveInfo,
  outcome,
  parseMove,
  parseRows,
  perft,
  play,
  type Player,
  type Position,
  positionKey,
  replayOutcome,
  startReplay,
  toSetup,
  unmakeMove,
  WHITE,
} from '../../src/engine';
import { parsePosition } from '../../src/games';
import { HEX, hexRules } from './hex/rules';

interface Stones {
  readonly black?: readonly string[];
  readonly white?: readonly string[];
}

/** A toy position from cell labels, validated by the shared `fromSetup`. */
function hex(n: number, { black = [], white = [] }: Stones = {}, turn?: Player): Position {
  const board = boardOf(n);
  const cells = new Array<number>(board.cellCount).fill(EMPTY);
  const put = (labels: readonly string[], colour: number) => {
    for (const label of labels) {
      const c = board.labels.indexOf(label.toUpperCase());
      if (c < 0) throw new Error(`no cell ${label} on n=${n}`);
      cells[c] = colour;
    }
  };
  put(black, BLACK);
  put(white, WHITE);
  const side = turn ?? (black.length > white.length ? 'white' : 'black');
  const result = fromSetup(
    { game: HEX, n, cells, turn: side, extras: { black: 0, white: 0 } },
    hexRules,
  );
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

/** Plays move tokens through the shared notation; throws on an illegal one. */
function playTokens(start: Position, tokens: readonly string[]): Position {
  let pos = start;
  for (const token of tokens) {
    const move = parseMove(pos, token);
    if (!move.ok) throw new Error(`${token}: ${move.error.message}`);
    pos = play(pos, move.value);
  }
  return pos;
}

const empties = (pos: Position): number => pos.cells.filter((v) => v === EMPTY).length;

const snapshot = (pos: Position) => ({
  cells: Array.from(pos.cells),
  count: Array.from(pos.count),
  turn: pos.turn,
  key: positionKey(pos),
});

/** White on A1 and A2 needs only A3 (n = 3); Black's C3 and E5 threaten nothing. */
const threat = () => hex(3, { black: ['c3', 'e5'], white: ['a1', 'a2'] });

describe('setup', () => {
  test('an empty board of each offered size is a valid start, Black to move', () => {
    for (const n of hexRules.sizes) {
      const pos = hex(n);
      expect(pos.rules).toBe(hexRules);
      expect(pos.game).toBe(HEX);
      expect(pos.turn).toBe(BLACK);
      expect(outcome(pos)).toBeUndefined();
    }
  });

  test.each([
    ['a size the game is not offered on', { n: 6 }, 'size'],
    ['pieces off the board', { extras: { black: 1, white: 0 } }, 'extras'],
    ['White ahead of Black', { white: ['a1'] }, 'extras'],
    ['Black two stones ahead', { black: ['a1', 'a2'] }, 'extras'],
  ])('fromSetup rejects %s', (_name, change, code) => {
    const n = 'n' in change ? change.n : 3;
    const board = boardOf(n);
    const cells = new Array<number>(board.cellCount).fill(EMPTY);
    for (const label of 'black' in change ? change.black : []) {
      cells[board.labels.indexOf(label.toUpperCase())] = BLACK;
    }
    for (const label of 'white' in change ? change.white : []) {
      cells[board.labels.indexOf(label.toUpperCase())] = WHITE;
    }
    const extras = 'extras' in change ? change.extras : { black: 0, white: 0 };
    const result = fromSetup({ game: HEX, n, cells, turn: 'black', extras }, hexRules);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.code).toBe(code);
  });
});

describe('perft', () => {
  // Before anyone can have won, every empty cell is a move: the counts are falling
  // factorials of the cell count (19, 37 and 61 cells). White needs n stones at least (the
  // bottom row joins its arcs), so no game ends within the first 2n - 1 plies.
  test.each([
    [3, 1, 19],
    [3, 2, 19 * 18],
    [3, 3, 19 * 18 * 17],
    [3, 4, 19 * 18 * 17 * 16],
    [4, 1, 37],
    [4, 2, 37 * 36],
    [4, 3, 37 * 36 * 35],
    [5, 2, 61 * 60],
  ])('n=%i, depth %i: %i', (n, depth, expected) => {
    const pos = hex(n);
    const before = snapshot(pos);
    expect(perft(pos, depth)).toBe(expected);
    expect(snapshot(pos)).toEqual(before);
  });

  // From `threat`, Black to move with 15 empty cells. Depth 3 counts Black's replies
  // after each Black move and White answer: 13 of them, unless White has just played A3
  // and won (0). A3 is open to White unless Black took it:
  //   Black A3 (1 way): 14 White moves × 13 = 182;
  //   Black elsewhere (14 ways): 13 White moves × 13 + A3 × 0 = 169 each, 2366.
  test.each([
    [1, 15],
    [2, 15 * 14],
    [3, 182 + 2366],
  ])('a finished game has no moves: from a threat, depth %i: %i', (depth, expected) => {
    expect(perft(threat(), depth)).toBe(expected);
  });
});

describe('moves and outcomes', () => {
  test('the legal moves are the empty cells, and a placement fills one', () => {
    const pos = threat();
    const moves = legalMoves(pos);
    expect(moves).toHaveLength(15);
    for (const move of moves) expect(pos.cells[move]).toBe(EMPTY);
    const c2 = boardOf(3).labels.indexOf('C2');
    expect(moveInfo(pos, c2)).toEqual({ from: [], to: [c2], pushed: [], ejects: false });
    const next = play(pos, c2);
    expect(next.cells[c2]).toBe(BLACK);
    expect(next.turn).toBe(WHITE);
    expect(pos.cells[c2]).toBe(EMPTY);
    expect(legalMoves(next)).not.toContain(c2);
  });

  test.each([
    // White joins its left arc (A1) to its right arc (A3) along the bottom row.
    ['white', threat(), ['d5', 'a3']],
    // Black climbs the left side from row A to the top row: A1 B1 C1 D2 E3.
    ['black', hex(3, { black: ['a1', 'b1', 'c1', 'd2'], white: ['a2', 'a3', 'b3', 'c4'] }), ['e3']],
  ] as const)('%s wins by joining its arcs, and then no move is legal', (winner, start, tokens) => {
    const before = playTokens(start, tokens.slice(0, -1));
    expect(outcome(before)).toBeUndefined();
    const after = playTokens(before, tokens.slice(-1));
    expect(outcome(after)).toEqual({ winner, reason: 'target' });
    expect(legalMoves(after)).toEqual([]);
    expect(after.rules.status(after)).toEqual([
      { key: 'count-black', value: after.count[BLACK] },
      { key: 'count-white', value: after.count[WHITE] },
      { key: 'count-empty', value: empties(after) },
    ]);
  });

  test('blocking the threat keeps the game going', () => {
    const pos = playTokens(threat(), ['a3']);
    expect(outcome(pos)).toBeUndefined();
    expect(legalMoves(pos)).toHaveLength(14);
  });
});

describe('notation', () => {
  test('every legal move is written as its cell and read back', () => {
    const pos = hex(4, { black: ['d4'] });
    for (const move of legalMoves(pos)) {
      const text = makeMoveText(pos, move);
      expect(text).toBe(pos.board.labels[move].toLowerCase());
      expect(parseMove(pos, text)).toEqual({ ok: true, value: move });
      expect(parseMove(pos, text.toUpperCase())).toEqual({ ok: true, value: move });
    }
  });

  test.each([
    ['a1', 'a1 is not empty'],
    ['a1b2', 'a Hex move is one cell'],
    ['f1', 'f1 is not a cell of this board'],
    ['x', 'a move is written as cells such as e5, c4a2 or c3c5d4'],
  ])('parseMove rejects %s: %s', (token, message) => {
    const result = parseMove(threat(), token);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.message).toBe(message);
  });

  test('no move is accepted once the game is over', () => {
    const over = playTokens(threat(), ['d5', 'a3']);
    const result = parseMove(over, 'b1');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.message).toBe('the game is over');
  });
});

describe('position strings', () => {
  test.each([
    [[], 'hex 3/4/5/4/3 b'],
    [['c3'], 'hex 3/4/2b2/4/3 w'],
    [['c3', 'e5', 'a1'], 'hex 2w/4/2b2/4/b2 w'],
  ])('after %j: %s', (tokens, text) => {
    const pos = playTokens(hex(3), tokens);
    expect(makePosition(pos)).toBe(text);
    // The rows read back into the same position, given the toy's rules.
    const [, rowsText, side] = text.split(' ');
    const rows = parseRows(rowsText);
    if (!rows.ok) throw new Error(rows.error.message);
    const back = fromSetup(
      {
        game: HEX,
        n: rows.value.n,
        cells: rows.value.cells,
        turn: side === 'b' ? 'black' : 'white',
        extras: { black: 0, white: 0 },
      },
      hexRules,
    );
    expect(back.ok && positionKey(back.value)).toBe(positionKey(pos));
  });

  test('parsePosition reads only games in the registry', () => {
    const result = parsePosition(makePosition(hex(3)));
    expect(result.ok).toBe((GAMES as readonly string[]).includes(HEX));
    if (!result.ok) expect(result.error.code).toBe('game');
  });
});

/** A whole game from random choices: each picks among the legal moves by remainder. */
function randomGame(n: number, choices: readonly number[]): Position[] {
  const history = [hex(n)];
  for (let i = 0; ; i++) {
    const pos = history[history.length - 1];
    const moves = legalMoves(pos);
    if (moves.length === 0) return history;
    history.push(play(pos, moves[choices[i % choices.length] % moves.length]));
  }
}

describe('whole games', () => {
  test('a random game ends with a win for the side that moved last, and never sooner', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...hexRules.sizes),
        fc.array(fc.nat(), { minLength: 1, maxLength: 64 }),
        (n, choices) => {
          const history = randomGame(n, choices);
          const last = history[history.length - 1];
          const plies = history.length - 1;
          expect(plies).toBeGreaterThanOrEqual(2 * n - 1);
          expect(plies).toBeLessThanOrEqual(boardOf(n).cellCount);
          expect(outcome(last)).toEqual({
            winner: last.turn === BLACK ? 'white' : 'black',
            reason: 'target',
          });
          expect(gameOutcome(history)).toEqual(outcome(last));
          for (const pos of history.slice(0, -1)) {
            expect(outcome(pos)).toBeUndefined();
            expect(legalMoves(pos)).toHaveLength(empties(pos));
          }
        },
      ),
      { numRuns: 60 },
    );
  });

  test('a replay of a random game agrees with its positions, ply by ply', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(), { minLength: 1, maxLength: 40 }), (choices) => {
        const history = randomGame(4, choices);
        const moves = history
          .slice(1)
          .map((pos, i) =>
            legalMoves(history[i]).find((m) => pos.cells[m] !== history[i].cells[m]),
          ) as number[];
        const start = startReplay(history[0]);
        // Extending in two parts is the same as extending at once, and leaves `start` alone.
        const half = Math.floor(moves.length / 2);
        const replay = extendReplay(extendReplay(start, moves.slice(0, half)), moves.slice(half));
        expect(start.positions).toHaveLength(1);
        expect(replay.moves).toEqual(moves);
        expect(replay.keys).toEqual(history.map(positionKey));
        // Placements never repeat a position.
        expect(replay.occurrences.every((k) => k === 1)).toBe(true);
        for (let ply = 0; ply < history.length; ply++) {
          expect(replayOutcome(replay, ply)).toEqual(outcome(history[ply]));
        }
        expect(replayOutcome(replay, moves.length)?.reason).toBe('target');
      }),
      { numRuns: 40 },
    );
  });

  test('make and unmake keep the hash right and restore the position exactly', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...hexRules.sizes),
        fc.array(fc.nat(), { minLength: 1, maxLength: 30 }),
        (n, choices) => {
          const pos = hex(n);
          const before = snapshot(pos);
          const played: { move: number; undo: number }[] = [];
          for (const choice of choices) {
            const moves = legalMoves(pos);
            if (moves.length === 0) break;
            const move = moves[choice % moves.length];
            played.push({ move, undo: makeMove(pos, move) });
            // The incremental hash equals one computed from scratch by fromSetup.
            const fresh = fromSetup(toSetup(pos), hexRules);
            expect(fresh.ok && positionKey(fresh.value)).toBe(positionKey(pos));
          }
          for (const { move, undo } of played.reverse()) unmakeMove(pos, move, undo);
          expect(snapshot(pos)).toEqual(before);
        },
      ),
      { numRuns: 100 },
    );
  });
});

/**
 * An independent check of who has joined their arcs: union-find over the cells with one
 * extra node per arc, the arcs given by the cells' coordinates on the hexagon's sides.
 */
function joined(pos: Position): { black: boolean; white: boolean } {
  const { board, cells } = pos;
  const N = board.cellCount;
  const parent = Array.from({ length: N + 4 }, (_, i) => i);
  const find = (a: number): number => (parent[a] === a ? a : (parent[a] = find(parent[a])));
  const union = (a: number, b: number) => {
    parent[find(a)] = find(b);
  };
  const [bottom, top, left, right] = [N, N + 1, N + 2, N + 3];
  const last = 2 * board.n - 2;
  for (let c = 0; c < N; c++) {
    const r = board.row[c];
    const d = board.diag[c];
    if (cells[c] === BLACK) {
      if (r === 0) union(c, bottom);
      if (r === last) union(c, top);
    } else if (cells[c] === WHITE) {
      if (d === 0 || r - d === board.n - 1) union(c, left);
      if (d === last || d - r === board.n - 1) union(c, right);
    }
    for (let dir = 0; dir < 6; dir++) {
      const other = board.neighbour[c * 6 + dir];
      if (other >= 0 && cells[c] !== EMPTY && cells[other] === cells[c]) union(c, other);
    }
  }
  return { black: find(bottom) === find(top), white: find(left) === find(right) };
}

test('every full n=3 board has exactly one winner, and outcome names it', () => {
  // Black, who moves first, holds 10 of the 19 cells: C(19, 10) = 92378 boards.
  const board = boardOf(3);
  let boards = 0;
  const wins = { black: 0, white: 0 };
  // Every 19-bit mask with 10 bits set, in increasing order (Gosper's hack).
  for (let mask = (1 << 10) - 1; mask < 1 << board.cellCount;) {
    const cells = Array.from({ length: board.cellCount }, (_, c) =>
      mask & (1 << c) ? BLACK : WHITE,
    );
    const made = fromSetup(
      { game: HEX, n: 3, cells, turn: 'white', extras: { black: 0, white: 0 } },
      hexRules,
    );
    if (!made.ok) throw new Error(made.error.message);
    const pos = made.value;
    const truth = joined(pos);
    if (truth.black === truth.white)
      throw new Error(`not exactly one winner: ${makePosition(pos)}`);
    const winner = truth.black ? 'black' : 'white';
    const got = outcome(pos);
    if (got?.winner !== winner) {
      throw new Error(`${makePosition(pos)}: outcome ${JSON.stringify(got)}, expected ${winner}`);
    }
    wins[winner]++;
    boards++;
    const low = mask & -mask;
    const ripple = mask + low;
    mask = ripple | (((mask ^ ripple) >>> 2) / low);
  }
  expect(boards).toBe(92378);
  expect(wins.black + wins.white).toBe(boards);
  expect(wins.black).toBeGreaterThan(0);
  expect(wins.white).toBeGreaterThan(0);
});
