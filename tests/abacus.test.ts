import { describe, expect, test } from 'vitest';
import {
  BLACK,
  boardOf,
  EMPTY,
  fromSetup,
  gameOutcome,
  clonePosition,
  legalMoves,
  makeMove,
  makeMoveText,
  makeNullMove,
  makePosition,
  moveInfo,
  NONE,
  outcome,
  parseMove,
  play,
  type Position,
  unmakeMove,
  unmakeNullMove,
  WHITE,
} from '../src/engine';
import { initialPosition, rulesOf } from '../src/games';
import { groupOf } from '../src/games/abacus/groups';
import { rehash } from '../src/engine/position';
import { cellCountOf } from '../src/engine/hex';
import { cellsOf, labels, move, moveTexts, position, rng } from './fixtures';

/** RULES.md §2's example: Black C4, C5, D5, D2, D3, G4; White E4; Black to move. */
const DIAGRAM = 'abacus 5/6/1b5/8/3w5/1bb1b3/3bb2/6/5 b';
/** The line C3-C4-C5-C6. */
const LINE = 'abacus 5/6/7/8/9/8/2bbbb1/6/5 b';
/** The same line with White on A3, B4 and B5. */
const LINE_AND_WHITE = 'abacus 5/6/7/8/9/8/2bbbb1/3ww1/2w2 b';
/** C4, D5, D6: lifting D5 splits the rest into C4 and D6. */
const SPLIT = 'abacus 5/6/7/8/9/4bb2/3b3/6/5 b';
/** n=3 with only D3 empty; White (8 stones) to move against Black's 10. */
const NEARLY_FULL = 'abacus wwb/w1ww/bbbbw/bbbb/wwb w';

const slides = (pos: Position): string[] => moveTexts(pos).filter((t) => t.length > 3);
const placements = (pos: Position): string[] => moveTexts(pos).filter((t) => t.length <= 3);
const emptyCells = (pos: Position): string[] =>
  pos.board.labels.filter((_, c) => pos.cells[c] === EMPTY).map((l) => l.toLowerCase());

describe('fixtures', () => {
  test.each([
    [DIAGRAM, 'C4 C5 D5 D2 D3 G4', 'E4'],
    [LINE, 'C3 C4 C5 C6', ''],
    [LINE_AND_WHITE, 'C3 C4 C5 C6', 'A3 B4 B5'],
    [SPLIT, 'C4 D5 D6', ''],
  ])('%s holds Black %s and White %s', (text, black, white) => {
    const pos = position(text);
    expect(cellsOf(pos, BLACK)).toEqual(labels(black));
    expect(cellsOf(pos, WHITE)).toEqual(labels(white));
  });
});

describe('start and turns', () => {
  test.each([3, 4, 5, 6, 7, 8])('n=%i starts empty with Black to move and only placements', (n) => {
    const pos = initialPosition('abacus', n);
    expect(pos.cells.every((v) => v === EMPTY)).toBe(true);
    expect(pos.turn).toBe(BLACK);
    const moves = legalMoves(pos);
    expect(moves).toHaveLength(cellCountOf(n));
    expect(moves.map((m) => moveInfo(pos, m).from)).toEqual(moves.map(() => []));
  });

  test('the product offers n=3..8 only', () => {
    expect(() => initialPosition('abacus', 2)).toThrow(/3, 4, 5, 6, 7, 8/);
  });

  test('players alternate after a placement and after a slide', () => {
    const start = position(LINE);
    const placed = play(start, move(start, 'e5'));
    expect(placed.turn).toBe(WHITE);
    expect(makePosition(placed)).toBe('abacus 5/6/7/8/4b4/8/2bbbb1/6/5 w');
    const white = play(placed, move(placed, 'a1'));
    expect(white.turn).toBe(BLACK);
    const slid = play(white, move(white, 'c4b3'));
    expect(slid.turn).toBe(WHITE);
    expect(makePosition(slid)).toBe('abacus 5/6/7/8/4b4/8/2b1bb1/2b3/w4 w');
  });

  test.each(['', 'pass', '-', '0000'])('there is no passing: %j is not a move', (token) => {
    expect(parseMove(position(DIAGRAM), token).ok).toBe(false);
  });
});

describe('placement', () => {
  test('any empty cell, and only an empty cell, takes a placement', () => {
    const pos = position(DIAGRAM);
    expect(placements(pos)).toEqual(emptyCells(pos).sort());
    expect(placements(pos)).toHaveLength(61 - 7);
    for (const occupied of ['c4', 'e4', 'g4']) {
      expect(parseMove(pos, occupied)).toMatchObject({
        ok: false,
        error: { token: occupied, message: `${occupied} is not empty` },
      });
    }
  });

  test('a placement adds one stone of the mover', () => {
    const pos = position(DIAGRAM);
    const next = play(pos, move(pos, 'e5'));
    expect(next.count[BLACK]).toBe(pos.count[BLACK] + 1);
    expect(next.count[WHITE]).toBe(pos.count[WHITE]);
    expect(cellsOf(next, BLACK)).toContain('E5');
  });
});

describe('slides: the example from the rules text', () => {
  test.each([
    ['c4a2', 'the stone would stand alone; a slide must form a group of at least 2'],
    ['c4c2', 'the stone would form a group of 3, not smaller than its group of 3'],
    ['c4f4', 'the path is blocked at e4'],
  ])('%s is illegal: %s', (token, message) => {
    const pos = position(DIAGRAM);
    expect(parseMove(pos, token)).toMatchObject({ ok: false, error: { token, message } });
    expect(moveTexts(pos)).not.toContain(token);
  });

  test('C4 is in a group of three (C4, C5, D5)', () => {
    const pos = position(DIAGRAM);
    const c4 = pos.board.labels.indexOf('C4');
    expect(groupOf(pos.board, pos.cells, c4).map((c) => pos.board.labels[c])).toEqual([
      'C4',
      'C5',
      'D5',
    ]);
  });

  test('the only slides are D5 to G5 and H5, which pair up with G4', () => {
    expect(slides(position(DIAGRAM))).toEqual(['d5g5', 'd5h5']);
  });
});

describe('slides: the line C3-C4-C5-C6', () => {
  test.each([
    ['c4b4', 3],
    ['c4b3', 2],
  ])('%s is legal (a group of %i)', (token, h) => {
    const pos = position(LINE);
    const next = play(pos, move(pos, token));
    const to = next.board.labels.indexOf(token.slice(2).toUpperCase());
    expect(groupOf(next.board, next.cells, to)).toHaveLength(h);
  });

  test('c6b5 rebuilds a group of 4 and is illegal', () => {
    expect(parseMove(position(LINE), 'c6b5')).toMatchObject({
      ok: false,
      error: {
        token: 'c6b5',
        message: 'the stone would form a group of 4, not smaller than its group of 4',
      },
    });
  });

  test('exactly the inner stones can slide, each onto a cell that touches part of the line', () => {
    expect(slides(position(LINE))).toEqual(
      ['c4b3', 'c4b4', 'c4d4', 'c4d5', 'c5b4', 'c5b5', 'c5d5', 'c5d6'].sort(),
    );
  });

  test.each([
    ['c6c2', 'the path is blocked at c5'],
    ['c3c7', 'the path is blocked at c4'],
  ])('a stone of its own colour blocks: %s', (token, message) => {
    expect(parseMove(position(LINE), token)).toMatchObject({
      ok: false,
      error: { token, message },
    });
  });
});

describe('slides: the other colour', () => {
  test('white stones beside the landing cell do not count towards its group', () => {
    // B3 touches C3 (black) and A3, B4 (white): a group of 2, though four stones touch.
    const pos = position(LINE_AND_WHITE);
    expect(slides(pos)).toContain('c4b3');
    const next = play(pos, move(pos, 'c4b3'));
    expect(groupOf(next.board, next.cells, next.board.labels.indexOf('B3'))).toHaveLength(2);
  });

  test('a stone landing beside white stones only stands alone', () => {
    expect(parseMove(position(LINE_AND_WHITE), 'c6b6')).toMatchObject({
      ok: false,
      error: {
        token: 'c6b6',
        message: 'the stone would stand alone; a slide must form a group of at least 2',
      },
    });
  });

  test('a white stone blocks, on the landing cell or on the way', () => {
    const pos = position(LINE_AND_WHITE);
    expect(parseMove(pos, 'c4b4')).toMatchObject({
      ok: false,
      error: { message: 'the path is blocked at b4' },
    });
    expect(slides(pos)).not.toContain('c4b4');
    expect(slides(pos)).not.toContain('c4a4');
  });
});

describe('slides: group sizes', () => {
  test.each([
    // A group of 2 and a single stone never slide.
    ['d2d1', 'the stone on d2 is in a group of 2; only groups of 3 or more can slide'],
    ['d3d4', 'the stone on d3 is in a group of 2; only groups of 3 or more can slide'],
    ['g4g3', 'the stone on g4 is in a group of 1; only groups of 3 or more can slide'],
  ])('%s: %s', (token, message) => {
    const pos = position(DIAGRAM);
    expect(parseMove(pos, token)).toMatchObject({ ok: false, error: { token, message } });
    expect(slides(pos).filter((t) => t.startsWith(token.slice(0, 2)))).toEqual([]);
  });

  test('with fewer than three stones a player has only placements', () => {
    const pos = position('abacus 5/6/7/8/9/8/7/1bb3/5 b');
    expect(moveTexts(pos)).toEqual(emptyCells(pos).sort());
  });

  test('lifting a stone can split its group; landing must not rejoin all the pieces', () => {
    const pos = position(SPLIT);
    // D5 joins C4 (via D4) or D6 (via E6): groups of 2. At C5 it touches both: 3.
    expect(slides(pos)).toEqual(['d5d4', 'd5e6']);
    expect(parseMove(pos, 'd5c5')).toMatchObject({
      ok: false,
      error: { message: 'the stone would form a group of 3, not smaller than its group of 3' },
    });
    const next = play(pos, move(pos, 'd5d4'));
    const at = (label: string): number =>
      groupOf(next.board, next.cells, next.board.labels.indexOf(label)).length;
    expect([at('C4'), at('D4'), at('D6')]).toEqual([2, 2, 1]);
  });

  test('a slide travels any distance along an empty line', () => {
    const pos = position(DIAGRAM);
    const next = play(pos, move(pos, 'd5h5'));
    expect(cellsOf(next, BLACK)).toEqual(labels('C4 C5 D2 D3 G4 H5'));
    expect(moveInfo(pos, move(pos, 'd5h5'))).toEqual({
      from: [pos.board.labels.indexOf('D5')],
      to: [pos.board.labels.indexOf('H5')],
      pushed: [],
      ejects: false,
    });
  });
});

describe('end of the game', () => {
  test.each([
    ['abacus bbb/bbbb/bbwww/wwww/www b', 9, 10, 'black'],
    ['abacus bbb/bbbb/bbbww/wwww/www w', 10, 9, 'white'],
    ['abacus www/wwww/wwbbb/bbbb/bbb b', 10, 9, 'white'],
  ])('full board %s: %i black, %i white, %s wins', (text, black, white, winner) => {
    const pos = position(text);
    expect([pos.count[BLACK], pos.count[WHITE]]).toEqual([black, white]);
    expect(outcome(pos)).toEqual({ winner, reason: 'full-board' });
    expect(gameOutcome([pos])).toEqual({ winner, reason: 'full-board' });
    expect(legalMoves(pos)).toEqual([]);
    expect(parseMove(pos, 'c3')).toMatchObject({
      ok: false,
      error: { message: 'the board is full: the game is over' },
    });
  });

  test('only a placement fills the last cell; a slide leaves a cell empty', () => {
    const pos = position(NEARLY_FULL);
    expect(moveTexts(pos)).toEqual(['d3', 'd4d3']);
    expect(outcome(pos)).toBeUndefined();
    const slid = play(pos, move(pos, 'd4d3'));
    expect(outcome(slid)).toBeUndefined();
    expect(emptyCells(slid)).toEqual(['d4']);
    const placed = play(pos, move(pos, 'd3'));
    // White places its ninth stone against Black's ten: fewer stones wins.
    expect(outcome(placed)).toEqual({ winner: 'white', reason: 'full-board' });
  });

  test.each([3, 4, 5, 6, 7, 8])('n=%i: the cell count is odd, so a draw is impossible', (n) => {
    expect(boardOf(n).cellCount % 2).toBe(1);
  });

  test('Abacus has no repetition draw', () => {
    const pos = position(DIAGRAM);
    expect(gameOutcome([pos, pos, pos, pos])).toBeUndefined();
  });
});

/**
 * A direct reading of §2's slide rule, written independently of the generator: lift the
 * stone, walk each direction while the cells are empty, and measure the landing group
 * with `groupOf`.
 */
function referenceSlides(pos: Position): string[] {
  const { board } = pos;
  const found: string[] = [];
  for (let from = 0; from < board.cellCount; from++) {
    if (pos.cells[from] !== pos.turn) continue;
    const g = groupOf(board, pos.cells, from).length;
    for (let d = 0; d < 6; d++) {
      for (let to = board.neighbour[from * 6 + d]; to !== NONE; to = board.neighbour[to * 6 + d]) {
        if (pos.cells[to] !== EMPTY) break;
        const after = pos.cells.slice();
        after[from] = EMPTY;
        after[to] = pos.turn;
        const h = groupOf(board, after, to).length;
        if (h >= 2 && h < g) found.push(board.labels[from] + board.labels[to]);
      }
    }
  }
  return found.map((t) => t.toLowerCase()).sort();
}

describe('slides agree with a direct reading of the rule', () => {
  test.each([3, 4, 5, 6, 8])('n=%i, random positions', (n) => {
    const board = boardOf(n);
    const random = rng(1000 + n);
    let withSlides = 0;
    for (let trial = 0; trial < 80; trial++) {
      const density = 3 + (trial % 6);
      const cells = Array.from({ length: board.cellCount }, () =>
        random(10) < density ? 1 + random(2) : EMPTY,
      );
      const setup = fromSetup(
        {
          game: 'abacus',
          n,
          cells,
          turn: trial % 2 ? 'white' : 'black',
          extras: { black: 0, white: 0 },
        },
        rulesOf('abacus'),
      );
      if (!setup.ok) throw new Error(setup.error.message);
      const pos = setup.value;
      if (outcome(pos)) continue;
      const expected = referenceSlides(pos);
      if (expected.length > 0) withSlides++;
      expect(slides(pos), makePosition(pos)).toEqual(expected);
      expect(placements(pos)).toEqual(emptyCells(pos).sort());
    }
    expect(withSlides).toBeGreaterThan(25);
  });
});

/** The mover's group sizes, largest first. */
function groupSizes(pos: Position, colour: number): number[] {
  const seen = new Set<number>();
  const sizes: number[] = [];
  for (let c = 0; c < pos.board.cellCount; c++) {
    if (pos.cells[c] !== colour || seen.has(c)) continue;
    const group = groupOf(pos.board, pos.cells, c);
    for (const g of group) seen.add(g);
    sizes.push(group.length);
  }
  return sizes.sort((a, b) => b - a);
}

/** Multiset order on group sizes, as lexicographic order of the sizes sorted largest first. */
function multisetLess(a: number[], b: number[]): boolean {
  for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) return a[i] < b[i];
  return a.length < b.length;
}

describe('termination', () => {
  test.each([3, 4, 5])(
    'n=%i: every slide shrinks the mover’s multiset of group sizes; games end full',
    (n) => {
      const random = rng(77 + n);
      let slideCount = 0;
      for (let game = 0; game < 6; game++) {
        let pos = initialPosition('abacus', n);
        let plies = 0;
        while (!outcome(pos)) {
          const moves = legalMoves(pos);
          const slideMoves = moves.filter((m) => makeMoveText(pos, m).length > 3);
          // Prefer slides so that the games test them, but keep placing now and then.
          const pool = slideMoves.length > 0 && random(4) > 0 ? slideMoves : moves;
          const m = pool[random(pool.length)];
          const next = play(pos, m);
          if (slideMoves.includes(m)) {
            slideCount++;
            const before = groupSizes(pos, pos.turn);
            const after = groupSizes(next, pos.turn);
            expect(multisetLess(after, before)).toBe(true);
            expect(groupSizes(next, next.turn)).toEqual(groupSizes(pos, next.turn));
          }
          pos = next;
          plies++;
          expect(plies).toBeLessThan(5000);
        }
        expect(pos.count[BLACK] + pos.count[WHITE]).toBe(cellCountOf(n));
      }
      expect(slideCount).toBeGreaterThan(10);
    },
  );
});

describe('labels kept through make and unmake survive other changes to the position', () => {
  const start = 'abacus 5/5b/1ww4/2wbbb2/1ww1b1b2/6bw/www1bbw/wb1b1w/1bb2 b';
  /** Each case disturbs a followed position between moves made and taken back in place. */
  test.each([
    [
      'a stone edited in and the hash recomputed',
      (pos: Position) => {
        pos.cells[pos.cells.indexOf(EMPTY)] = pos.turn;
        pos.count[pos.turn]++;
        rehash(pos);
      },
    ],
    ['a null move', (pos: Position) => makeNullMove(pos)],
    [
      'a null move made and taken back',
      (pos: Position) => (makeNullMove(pos), unmakeNullMove(pos)),
    ],
    [
      'moves made and taken back on five other positions',
      () => {
        for (let k = 0; k < 5; k++) {
          const other = position(start);
          const [m] = legalMoves(other);
          makeMove(other, m);
          legalMoves(other);
          unmakeMove(other, m, 0);
        }
      },
    ],
    [
      'a move taken back that was made on a copy',
      (pos: Position) => {
        const copy = clonePosition(pos);
        const m = legalMoves(copy).at(-1)!;
        makeMove(pos, m);
        legalMoves(copy);
        unmakeMove(pos, m, 0);
      },
    ],
  ])('%s', (_, disturb) => {
    const pos = position(start);
    const random = rng(5);
    const played: number[] = [];
    for (let step = 0; step < 12; step++) {
      if (step === 6) disturb(pos);
      if (step % 3 === 2 && played.length > 0) unmakeMove(pos, played.pop()!, 0);
      else {
        const moves = legalMoves(pos);
        const m = moves[random(moves.length)];
        makeMove(pos, m);
        played.push(m);
      }
      expect(slides(pos)).toEqual(referenceSlides(pos));
      expect(placements(pos)).toEqual(emptyCells(pos).sort());
    }
  });
});
