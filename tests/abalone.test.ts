import { describe, expect, test } from 'vitest';
import {
  BLACK,
  boardOf,
  clonePosition,
  directionBetween,
  DIRECTIONS,
  EMPTY,
  fromSetup,
  gameOutcome,
  legalMoves,
  makeMove,
  makeMoveText,
  makePosition,
  MAX_MOVES,
  moveInfo,
  NONE,
  outcome,
  parseMove,
  play,
  type Position,
  positionKey,
  unmakeMove,
  WHITE,
} from '../src/engine';
import { initialPosition, parsePosition, rulesOf } from '../src/games';
import { layoutsFor, marblesPerSide, winTarget } from '../src/games/abalone/layouts';
import { generateAbalonePushes } from '../src/games/abalone/moves';
import { cellsOf, labels, move, moveTexts, playTokens, position, rng } from './fixtures';

/** Abalone's start layouts, as its rules list them on n=5. */
const LAYOUTS = rulesOf('abalone').layouts(5);

describe('moving without pushing', () => {
  test('a line of three at the corner: singles, in-line 2 and 3, broadsides 2 and 3', () => {
    // Black E1 E2 E3.
    const pos = position('abalone 5/6/7/8/bbb6/8/7/6/5 b 0 0');
    const singles = 'e1f2 e1d1 e2f3 e2f2 e2d1 e2d2 e3e4 e3f4 e3f3 e3d2 e3d3';
    const inline = 'e1e2 e2e3';
    const broadside = 'e1e2f2 e1e2d1 e2e3f3 e2e3f2 e2e3d1 e2e3d2 e1e3f2 e1e3d1';
    expect(moveTexts(pos)).toEqual(`${singles} ${inline} ${broadside}`.split(' ').sort());
    expect(moveTexts(pos)).toHaveLength(21);
  });

  test.each([
    ['e1e2', 'E1 E2 E3', 'E2 E3 E4', 'E2 E3 E4'],
    ['e2e3', 'E2 E3', 'E3 E4', 'E1 E3 E4'],
    ['e3e4', 'E3', 'E4', 'E1 E2 E4'],
  ])('in-line %s moves %s to %s', (token, from, to, black) => {
    // Black E1 E2 E3.
    const pos = position('abalone 5/6/7/8/bbb6/8/7/6/5 b 0 0');
    const m = move(pos, token);
    const info = moveInfo(pos, m);
    const name = (cells: readonly number[]): string =>
      cells.map((c) => pos.board.labels[c]).join(' ');
    expect(name(info.from)).toBe(from);
    expect(name(info.to)).toBe(to);
    expect(info.pushed).toEqual([]);
    expect(cellsOf(play(pos, m), BLACK)).toEqual(labels(black));
  });

  test.each([
    ['e3e5f4', 'NE', 'F4 F5 F6'],
    ['e5e3f6', 'NE', 'F4 F5 F6'],
    ['e3e5f3', 'NW', 'F3 F4 F5'],
    ['e3e5d2', 'SW', 'D2 D3 D4'],
    ['e3e5d3', 'SE', 'D3 D4 D5'],
    ['e3e4f4', 'NE', 'E5 F4 F5'],
    ['e4e5d4', 'SE', 'D4 D5 E3'],
  ])('broadside %s moves the line %s to %s', (token, dirName, black) => {
    // Black E3 E4 E5.
    const pos = position('abalone 5/6/7/8/2bbb4/8/7/6/5 b 0 0');
    const m = move(pos, token);
    const info = moveInfo(pos, m);
    expect(DIRECTIONS[directionBetween(pos.board, info.from[0], info.to[0])]).toBe(dirName);
    expect(cellsOf(play(pos, m), BLACK)).toEqual(labels(black));
  });

  test('a broadside needs every target empty, and never pushes', () => {
    // Black E3 E4 E5, White F6.
    const pos = position('abalone 5/6/7/4w3/2bbb4/8/7/6/5 b 0 0');
    expect(parseMove(pos, 'e3e5f4')).toMatchObject({
      ok: false,
      error: { token: 'e3e5f4', message: 'f6 is not empty; a broadside move never pushes' },
    });
    expect(moveTexts(pos)).toContain('e3e4f4');
    expect(moveTexts(pos)).not.toContain('e3e5f4');
    // Black E3 E4, White F4: the pair cannot side-step into the white marble.
    const pair = position('abalone 5/6/7/2w5/2bb5/8/7/6/5 b 0 0');
    expect(parseMove(pair, 'e3e4f4')).toMatchObject({
      ok: false,
      error: { message: 'f4 is not empty; a broadside move never pushes' },
    });
    expect(moveTexts(pair).filter((t) => t.length === 6)).not.toContain('e3e4f4');
  });

  test('a single marble steps to each empty neighbour and never pushes', () => {
    expect(moveTexts(position('abalone 5/6/7/8/4b4/8/7/6/5 b 0 0'))).toEqual(
      ['e5e6', 'e5f6', 'e5f5', 'e5e4', 'e5d4', 'e5d5'].sort(),
    );
    // Black E5, White E6.
    const blocked = position('abalone 5/6/7/8/4bw3/8/7/6/5 b 0 0');
    expect(moveTexts(blocked)).toEqual(['e5f6', 'e5f5', 'e5e4', 'e5d4', 'e5d5'].sort());
    expect(parseMove(blocked, 'e5e6')).toMatchObject({
      ok: false,
      error: { message: 'a single marble cannot push' },
    });
  });

  test.each([
    // Black E1 E2 E3: the rear marble cannot lead the line off the board.
    ['abalone 5/6/7/8/bbb6/8/7/6/5 b 0 0', 'e3e2'],
    ['abalone 5/6/7/8/bbb6/8/7/6/5 b 0 0', 'e2e1'],
    // Black E1 E2: E1's NW neighbour does not exist.
    ['abalone 5/6/7/8/bb7/8/7/6/5 b 0 0', 'e2e1f2'],
  ])('no marble of one’s own leaves the board: %s %s', (text, token) => {
    expect(parseMove(position(text), token)).toMatchObject({
      ok: false,
      error: { message: 'a marble may not be moved off the board' },
    });
  });

  test('a lone marble on the edge cannot step off', () => {
    // Black A1 only: three neighbours, all on the board.
    expect(moveTexts(position('abalone 5/6/7/8/9/8/7/6/b4 b 0 0'))).toEqual(
      ['a1a2', 'a1b1', 'a1b2'].sort(),
    );
  });
});

describe('sumito', () => {
  test.each([
    ['2 push 1', '2bbw4', 'e3e4', '3bbw3', 0],
    ['3 push 1', '4bbbw1', 'e5e6', '5bbbw', 0],
    ['3 push 2', '2bbbww2', 'e3e4', '3bbbww1', 0],
    ['2 push 1 off', '6bbw', 'e7e8', '7bb', 1],
    ['3 push 1 off', '5bbbw', 'e6e7', '6bbb', 1],
    ['3 push 2, one off', '4bbbww', 'e5e6', '5bbbw', 1],
    ['the front 3 of 4 push 1', 'bbbbw4', 'e2e3', 'b1bbbw3', 0],
  ])('%s: row E %s, %s leaves %s', (_, before, token, after, ejected) => {
    const pos = position(`abalone 5/6/7/8/${before}/8/7/6/5 b 0 0`);
    const m = move(pos, token);
    const info = moveInfo(pos, m);
    expect(info.ejects).toBe(ejected === 1);
    expect(info.pushed).toHaveLength(before.split('w').length - 1);
    const next = play(pos, m);
    expect(makePosition(next)).toBe(`abalone 5/6/7/8/${after}/8/7/6/5 w 0 ${ejected}`);
    expect(next.extras[WHITE]).toBe(ejected);
    expect(next.count[WHITE]).toBe(pos.count[WHITE] - ejected);
    expect(next.count[BLACK]).toBe(pos.count[BLACK]);
  });

  test.each([
    ['1 against 1', '3bw4', 'e4e5', 'a single marble cannot push'],
    ['2 against 2', '2bbww3', 'e3e4', '2 marbles cannot push 2; a push needs more marbles'],
    ['2 against 3', '2bbwww2', 'e3e4', '2 marbles cannot push 3'],
    ['3 against 3', 'bbbwww3', 'e1e2', '3 marbles cannot push 3'],
    ['4 against 3, from the rear', 'bbbbwww2', 'e1e2', 'at most 3 marbles move in line'],
    ['4 against 3, the front 3', 'bbbbwww2', 'e2e3', '3 marbles cannot push 3'],
    ['4 against 1, from the rear', 'bbbbw4', 'e1e2', 'at most 3 marbles move in line'],
    ['2 against 1 sandwiched', '2bbwb3', 'e3e4', 'the marble ahead is sandwiched by e6'],
    ['3 against 1 sandwiched', '2bbbwb2', 'e3e4', 'the marble ahead is sandwiched by e7'],
    ['3 against 2 sandwiched', '1bbbwwb2', 'e2e3', 'the marbles ahead are sandwiched by e7'],
  ])('%s: row E %s, %s is refused (%s)', (_, before, token, message) => {
    const pos = position(`abalone 5/6/7/8/${before}/8/7/6/5 b 0 0`);
    const parsed = parseMove(pos, token);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error.message).toContain(message);
    expect(moveTexts(pos)).not.toContain(token);
  });

  test.each(['bbbwww3', 'bbbbwww2', '2bbww3', '2bbwww2', '3bw4', '2bbwb3'])(
    'row E %s: no legal move pushes',
    (before) => {
      const pos = position(`abalone 5/6/7/8/${before}/8/7/6/5 b 0 0`);
      const pushes = legalMoves(pos).filter((m) => moveInfo(pos, m).pushed.length > 0);
      expect(pushes.map((m) => makeMoveText(pos, m))).toEqual([]);
    },
  );

  test('White pushes too, and the off count of the pushed side grows', () => {
    // Black A1, White A2 A3; Black already lost 5: White's push wins.
    const pos = position('abalone 5/6/7/8/9/8/7/6/bww2 w 5 0');
    const next = play(pos, move(pos, 'a3a2'));
    expect(makePosition(next)).toBe('abalone 5/6/7/8/9/8/7/6/ww3 b 6 0');
    expect(outcome(next)).toEqual({ winner: 'white', reason: 'target' });
  });

  test('pushes follow the line in every direction, not just along rows', () => {
    // Black A1 B2 (NE line), White C3: pushed to D4. Then with White D4 too, C3 and D4
    // are 2 against 2.
    const pos = position('abalone 5/6/7/8/9/8/2w4/1b4/b4 b 0 0');
    expect(makePosition(play(pos, move(pos, 'a1b2')))).toBe(
      'abalone 5/6/7/8/9/3w4/2b4/1b4/5 w 0 0',
    );
    const pac = position('abalone 5/6/7/8/9/3w4/2w4/1b4/b4 b 0 0');
    expect(moveTexts(pac)).not.toContain('a1b2');
  });
});

describe('winning and losing', () => {
  test.each([
    [4, 5, 11],
    [5, 6, 14],
    [6, 7, 17],
    [7, 9, 20],
  ])('n=%i: the target is %i of %i marbles', (n, target, marbles) => {
    expect(winTarget(n)).toBe(target);
    expect(marblesPerSide(n)).toBe(marbles);
    expect(target).toBe(Math.round((3 * (3 * n - 1)) / 7));
  });

  test.each([
    // Black A(n-2) A(n-1) push White A(n) off; White keeps one marble in the top row.
    [4, 5, 'abalone w3/5/6/7/6/5/1bbw b 0 %', 'a2a3'],
    [5, 6, 'abalone w4/6/7/8/9/8/7/6/2bbw b 0 %', 'a3a4'],
    [6, 7, 'abalone w5/7/8/9/10/11/10/9/8/7/3bbw b 0 %', 'a4a5'],
    [7, 9, 'abalone w6/8/9/10/11/12/13/12/11/10/9/8/4bbw b 0 %', 'a5a6'],
  ])('n=%i: the push that makes White lose its %ith marble wins', (_, target, text, token) => {
    const nearly = position(text.replace('%', String(target - 2)));
    const afterNearly = play(nearly, move(nearly, token));
    expect(afterNearly.extras[WHITE]).toBe(target - 1);
    expect(outcome(afterNearly)).toBeUndefined();

    const last = position(text.replace('%', String(target - 1)));
    expect(outcome(last)).toBeUndefined();
    const won = play(last, move(last, token));
    expect(won.extras[WHITE]).toBe(target);
    expect(outcome(won)).toEqual({ winner: 'black', reason: 'target' });
    expect(gameOutcome([last, won])).toEqual({ winner: 'black', reason: 'target' });
    // A finished game has no moves.
    expect(legalMoves(won)).toEqual([]);
    expect(parseMove(won, 'a1a2')).toMatchObject({
      ok: false,
      error: { message: 'the game is over' },
    });
  });

  test.each([
    ['black', 'abalone 5/6/7/8/9/8/7/ww4/bw3 b 0 0', 'white'],
    ['white', 'abalone 5/6/7/8/9/8/7/bb4/wb3 w 0 0', 'black'],
  ])('%s with no legal move loses', (_, text, winner) => {
    // A single marble on A1, hemmed in by three opposing marbles.
    const pos = position(text);
    expect(legalMoves(pos)).toEqual([]);
    expect(outcome(pos)).toEqual({ winner, reason: 'no-moves' });
    expect(gameOutcome([pos])).toEqual({ winner, reason: 'no-moves' });
  });

  test('the hemmed-in side has moves again once it is the other side’s turn', () => {
    const pos = position('abalone 5/6/7/8/9/8/7/ww4/bw3 w 0 0');
    expect(legalMoves(pos).length).toBeGreaterThan(0);
    expect(outcome(pos)).toBeUndefined();
  });
});

describe('threefold repetition', () => {
  const shuffle = ['c3d3', 'g5f5', 'd3c3', 'f5g5'];

  test('the third occurrence of a position with the same side to move is a draw', () => {
    const history = playTokens(initialPosition('abalone', 5), [...shuffle, ...shuffle]);
    expect(history).toHaveLength(9);
    expect(makePosition(history[8])).toBe(makePosition(history[0]));
    for (let ply = 1; ply < 8; ply++) {
      expect(gameOutcome(history.slice(0, ply + 1)), `ply ${ply}`).toBeUndefined();
    }
    expect(gameOutcome(history)).toEqual({ winner: undefined, reason: 'repetition' });
    // The position alone does not know its history.
    expect(outcome(history[8])).toBeUndefined();
  });

  test('the same marbles with the other side to move do not count', () => {
    const black = position('abalone 5/6/7/8/4b4/8/7/6/4w b 0 0');
    const white = position('abalone 5/6/7/8/4b4/8/7/6/4w w 0 0');
    expect(positionKey(black)).not.toBe(positionKey(white));
    expect(gameOutcome([white, black, white, black])).toBeUndefined();
    expect(gameOutcome([black, white, black, white, black])).toEqual({
      winner: undefined,
      reason: 'repetition',
    });
  });
});

/** Layouts on n=5 as RULES.md §3 lists them. */
const TABLE: Record<string, [string, string]> = {
  standard: [
    'A1 A2 A3 A4 A5 B1 B2 B3 B4 B5 B6 C3 C4 C5',
    'G5 G6 G7 H4 H5 H6 H7 H8 H9 I5 I6 I7 I8 I9',
  ],
  belgian: [
    'A1 A2 B1 B2 B3 C2 C3 G7 G8 H7 H8 H9 I8 I9',
    'A4 A5 B4 B5 B6 C5 C6 G4 G5 H4 H5 H6 I5 I6',
  ],
  german: [
    'B1 B2 C1 C2 C3 D2 D3 F7 F8 G7 G8 G9 H8 H9',
    'B5 B6 C5 C6 C7 D6 D7 F3 F4 G3 G4 G5 H4 H5',
  ],
  dutch: ['A1 A2 B1 B3 B5 C2 C3 G7 G8 H5 H7 H9 I8 I9', 'A4 A5 B2 B4 B6 C5 C6 G4 G5 H4 H6 H8 I5 I6'],
  swiss: ['B1 B2 C1 C3 C6 D2 D3 F7 F8 G4 G7 G9 H8 H9', 'B5 B6 C2 C5 C7 D6 D7 F3 F4 G3 G5 G8 H4 H5'],
  domination: [
    'B1 C1 C2 D1 D2 D3 E4 E6 F7 F8 F9 G8 G9 H9',
    'B6 C6 C7 D5 D6 D7 D8 F2 F3 F4 F5 G3 G4 H4',
  ],
};

describe('layouts', () => {
  test('n=5 offers the six layouts of the rules first; other sizes only Standard', () => {
    expect(layoutsFor(5).slice(0, 6)).toEqual(Object.keys(TABLE));
    expect(LAYOUTS.slice(0, 6)).toEqual(Object.keys(TABLE));
    for (const n of [4, 6, 7]) {
      expect(layoutsFor(n)).toEqual(['standard']);
      expect(() => initialPosition('abalone', n, 'belgian')).toThrow();
    }
  });

  test.each(Object.entries(TABLE))('n=5 %s matches the table', (layout, [black, white]) => {
    const pos = initialPosition('abalone', 5, layout);
    expect(cellsOf(pos, BLACK)).toEqual(labels(black));
    expect(cellsOf(pos, WHITE)).toEqual(labels(white));
    expect(pos.turn).toBe(BLACK);
    expect([pos.extras[BLACK], pos.extras[WHITE]]).toEqual([0, 0]);
  });

  test('Standard on n=5 is the position string of RULES.md §4', () => {
    expect(makePosition(initialPosition('abalone', 5))).toBe(
      'abalone wwwww/wwwwww/2www2/8/9/8/2bbb2/bbbbbb/bbbbb b 0 0',
    );
  });

  test.each([4, 5, 6, 7])(
    'n=%i Standard: rows A, B and C3..C(n) for Black, 3n-1 each, point-mirrored for White',
    (n) => {
      const pos = initialPosition('abalone', n);
      const board = boardOf(n);
      expect(pos.count[BLACK]).toBe(3 * n - 1);
      expect(pos.count[WHITE]).toBe(3 * n - 1);
      for (let c = 0; c < board.cellCount; c++) {
        const r = board.row[c];
        const d = board.diag[c];
        const black = r <= 1 || (r === 2 && d >= 2 && d <= n - 1);
        expect(pos.cells[c] === BLACK, board.labels[c]).toBe(black);
        const mirror = board.grid[(2 * n - 2 - r) * board.span + (2 * n - 2 - d)];
        expect(mirror).not.toBe(NONE);
        if (pos.cells[c] === BLACK) expect(pos.cells[mirror]).toBe(WHITE);
        if (pos.cells[c] === WHITE) expect(pos.cells[mirror]).toBe(BLACK);
        if (pos.cells[c] === EMPTY) expect(pos.cells[mirror]).toBe(EMPTY);
      }
    },
  );
});

/** Everything make/unmake must restore. */
const snapshot = (pos: Position) => ({
  cells: Array.from(pos.cells),
  off: Array.from(pos.extras),
  count: Array.from(pos.count),
  turn: pos.turn,
  hash: [pos.hashLo, pos.hashHi],
});

/** Positions with pushes, ejections, broadsides and near-wins to make and unmake. */
function variedPositions(): Position[] {
  const fixed = [
    ...LAYOUTS.map((l) => initialPosition('abalone', 5, l)),
    ...[4, 6, 7].map((n) => initialPosition('abalone', n)),
    position('abalone 5/6/7/8/4bbbww/8/7/6/5 b 0 0'),
    position('abalone 5/6/7/8/5bbbw/8/7/6/5 b 3 5'),
    position('abalone 5/6/7/8/2bbbww2/8/7/6/5 b 0 0'),
    position('abalone 5/6/7/8/9/8/7/6/bww2 w 5 0'),
  ];
  const random = rng(4242);
  const played: Position[] = [];
  for (const start of fixed.slice(0, 9)) {
    let pos = start;
    for (let ply = 0; ply < 60 && !outcome(pos); ply++) {
      const moves = legalMoves(pos);
      pos = play(pos, moves[random(moves.length)]);
      if (ply % 15 === 14) played.push(pos);
    }
  }
  return [...fixed, ...played];
}

describe('make and unmake', () => {
  test('unmake restores cells, counts, off, turn and hash exactly, after every move', () => {
    let pushes = 0;
    let ejections = 0;
    for (const pos of variedPositions()) {
      const before = snapshot(pos);
      for (const m of legalMoves(pos)) {
        const info = moveInfo(pos, m);
        if (info.pushed.length > 0) pushes++;
        if (info.ejects) ejections++;
        const work = clonePosition(pos);
        const undo = makeMove(work, m);
        // The incremental hash matches one computed from scratch.
        const fresh = parsePosition(makePosition(work));
        expect(fresh.ok && [fresh.value.hashLo, fresh.value.hashHi]).toEqual([
          work.hashLo,
          work.hashHi,
        ]);
        expect(snapshot(work)).toEqual(snapshot(play(pos, m)));
        unmakeMove(work, m, undo);
        expect(snapshot(work)).toEqual(before);
      }
      expect(snapshot(pos)).toEqual(before);
    }
    expect(pushes).toBeGreaterThan(5);
    expect(ejections).toBeGreaterThan(2);
  });

  test('a chain of moves unmade in reverse order restores the start', () => {
    const pos = initialPosition('abalone', 5, 'german');
    const start = snapshot(pos);
    const random = rng(9);
    const done: [number, number][] = [];
    for (let ply = 0; ply < 80 && !outcome(pos); ply++) {
      const moves = legalMoves(pos);
      const m = moves[random(moves.length)];
      done.push([m, makeMove(pos, m)]);
    }
    expect(snapshot(pos)).not.toEqual(start);
    for (const [m, undo] of done.reverse()) unmakeMove(pos, m, undo);
    expect(snapshot(pos)).toEqual(start);
  });
});

/**
 * A direct reading of RULES.md §3, independent of the generator: every line of 1–3 own
 * marbles, every direction, each rule checked in turn. Moves are (marbles, direction) keys.
 */
function referenceMoves(pos: Position): string[] {
  const { board, cells } = pos;
  const own = pos.turn;
  const opp = own === BLACK ? WHITE : BLACK;
  const target = winTarget(board.n);
  if (pos.extras[BLACK] >= target || pos.extras[WHITE] >= target) return [];
  const next = (c: number, d: number): number => (c === NONE ? NONE : board.neighbour[c * 6 + d]);
  const keys: string[] = [];
  for (let c = 0; c < board.cellCount; c++) {
    for (let axis = 0; axis < 3; axis++) {
      for (let k = 1; k <= 3; k++) {
        if (k === 1 && axis > 0) continue;
        const line = [c];
        while (line.length < k) line.push(next(line[line.length - 1], axis));
        if (line.some((m) => m === NONE || cells[m] !== own)) continue;
        for (let d = 0; d < 6; d++) {
          const inLine = k === 1 || d === axis || d === (axis + 3) % 6;
          let legal: boolean;
          if (inLine) {
            const front = d === axis ? line[k - 1] : line[0];
            let ahead = next(front, d);
            if (ahead === NONE || cells[ahead] === own) legal = false;
            else if (cells[ahead] === EMPTY) legal = true;
            else {
              let pushed = 0;
              while (ahead !== NONE && cells[ahead] === opp) {
                pushed++;
                ahead = next(ahead, d);
              }
              legal = pushed < k && (ahead === NONE || cells[ahead] === EMPTY);
            }
          } else {
            legal = line.every((m) => next(m, d) !== NONE && cells[next(m, d)] === EMPTY);
          }
          if (legal) keys.push(`${[...line].sort((a, b) => a - b).join(',')}:${d}`);
        }
      }
    }
  }
  return keys.sort();
}

const engineKeys = (pos: Position): string[] =>
  legalMoves(pos)
    .map((m) => {
      const { from, to } = moveInfo(pos, m);
      return `${[...from].sort((a, b) => a - b).join(',')}:${directionBetween(pos.board, from[0], to[0])}`;
    })
    .sort();

describe('generated moves agree with a direct reading of the rules', () => {
  test.each([4, 5, 6, 7])('n=%i, random positions', (n) => {
    const board = boardOf(n);
    const random = rng(31 * n);
    const perSide = marblesPerSide(n);
    let pushes = 0;
    for (let trial = 0; trial < 60; trial++) {
      const cells = new Array<number>(board.cellCount).fill(EMPTY);
      const place = (colour: number, count: number): void => {
        for (let i = 0; i < count; i++) {
          const free = cells.flatMap((v, c) => (v === EMPTY ? [c] : []));
          cells[free[random(free.length)]] = colour;
        }
      };
      const black = 1 + random(perSide);
      const white = 1 + random(perSide);
      place(BLACK, black);
      place(WHITE, white);
      const setup = fromSetup(
        {
          game: 'abalone',
          n,
          cells,
          turn: trial % 2 ? 'white' : 'black',
          extras: { black: random(perSide - black + 1), white: random(perSide - white + 1) },
        },
        rulesOf('abalone'),
      );
      if (!setup.ok) throw new Error(setup.error.message);
      const pos = setup.value;
      const expected = referenceMoves(pos);
      const actual = engineKeys(pos);
      expect(actual, makePosition(pos)).toEqual(expected);
      expect(new Set(actual).size).toBe(actual.length);
      pushes += legalMoves(pos).filter((m) => moveInfo(pos, m).pushed.length > 0).length;
    }
    expect(pushes).toBeGreaterThan(10);
  });
});

describe('the pushes-only generator', () => {
  test('yields exactly the legal moves that push, in every varied position', () => {
    const buffer = new Int32Array(MAX_MOVES);
    let pushes = 0;
    for (const pos of variedPositions()) {
      const expected = legalMoves(pos)
        .filter((m) => moveInfo(pos, m).pushed.length > 0)
        .sort((a, b) => a - b);
      const n = generateAbalonePushes(pos, buffer);
      expect(Array.from(buffer.subarray(0, n)).sort((a, b) => a - b)).toEqual(expected);
      pushes += n;
    }
    expect(pushes).toBeGreaterThan(10);
  });

  test('a finished game has no pushes', () => {
    const pos = position('abalone 5/6/7/8/4bbbww/8/7/6/5 b 0 6');
    expect(generateAbalonePushes(pos, new Int32Array(MAX_MOVES))).toBe(0);
  });
});
