import { describe, expect, test } from 'vitest';
import {
  BLACK,
  cellName,
  directionBetween,
  isLegal,
  legalMoves,
  makeMoveText,
  makePosition,
  moveInfo,
  outcome,
  parseMove,
  play,
  type Position,
  step,
} from '../src/engine';
import { initialPosition, rulesOf } from '../src/games';
import { cellsOf, labels, move, position, rng } from './fixtures';

/** Abalone's start layouts, as its rules list them on n=5. */
const LAYOUTS = rulesOf('abalone').layouts(5);

const STANDARD = 'abalone wwwww/wwwwww/2www2/8/9/8/2bbb2/bbbbbb/bbbbb b 0 0';

/** Positions of both games, from the start and after some random play. */
function samplePositions(): [string, Position][] {
  const starts: Position[] = [
    ...LAYOUTS.map((l) => initialPosition('abalone', 5, l)),
    ...[4, 6, 7].map((n) => initialPosition('abalone', n)),
    ...[3, 5, 8].map((n) => initialPosition('abacus', n)),
  ];
  const random = rng(2024);
  const result: [string, Position][] = [];
  for (const start of starts) {
    result.push([makePosition(start), start]);
    let pos = start;
    // Abacus needs many plies before groups are large enough to slide.
    const plies = start.game === 'abacus' ? start.board.cellCount - 3 : 40;
    for (let ply = 0; ply < plies && !outcome(pos); ply++) {
      const moves = legalMoves(pos);
      pos = play(pos, moves[random(moves.length)]);
    }
    if (!outcome(pos)) result.push([makePosition(pos), pos]);
  }
  return result;
}

const SAMPLES = samplePositions();

describe('every legal move round-trips through its notation', () => {
  test.each(SAMPLES)('%s', (_, pos) => {
    const moves = legalMoves(pos);
    expect(moves.length).toBeGreaterThan(0);
    const texts = moves.map((m) => makeMoveText(pos, m));
    // Each move has its own text.
    expect(new Set(texts).size).toBe(moves.length);
    const parsed = texts.map((t) => parseMove(pos, t));
    expect(parsed).toEqual(moves.map((value) => ({ ok: true, value })));
    for (const m of moves) expect(isLegal(pos, m)).toBe(true);
  });

  test('the samples include slides, pushes and broadsides', () => {
    const texts = SAMPLES.flatMap(([, pos]) =>
      legalMoves(pos).map((m) => [pos.game, makeMoveText(pos, m), moveInfo(pos, m)] as const),
    );
    expect(texts.some(([g, t]) => g === 'abacus' && t.length > 3)).toBe(true);
    expect(texts.some(([g, , i]) => g === 'abalone' && i.pushed.length > 0)).toBe(true);
    expect(texts.some(([g, t]) => g === 'abalone' && /^([a-z]\d{1,2}){3}$/.test(t))).toBe(true);
  });
});

describe('the shape of move text', () => {
  test.each(SAMPLES)('%s', (_, pos) => {
    const { board } = pos;
    for (const m of legalMoves(pos)) {
      const text = makeMoveText(pos, m);
      const cells = (text.match(/[a-z]\d{1,2}/g) ?? []).map((l) =>
        board.labels.indexOf(l.toUpperCase()),
      );
      expect(cells.join('').length > 0 && !cells.includes(-1), text).toBe(true);
      expect(text).toBe(text.toLowerCase());
      const info = moveInfo(pos, m);
      if (pos.game === 'abacus') {
        // A placement is its cell; a slide its origin, then its landing cell.
        expect(cells).toEqual([...info.from, ...info.to]);
      } else if (cells.length === 2) {
        // In-line: the rear marble, then that marble's destination.
        expect(cells).toEqual([info.from[0], info.to[0]]);
      } else {
        // Broadside: the two end marbles, then the first one's destination.
        expect(info.from.length).toBeGreaterThanOrEqual(2);
        expect(cells).toEqual([info.from[0], info.from[info.from.length - 1], info.to[0]]);
      }
    }
  });
});

describe('Aba-Pro examples', () => {
  test('a1b2 moves the line that starts at a1 one step NE', () => {
    const pos = position(STANDARD);
    const next = play(pos, move(pos, 'a1b2'));
    // A1 B2 C3 move to B2 C3 D4.
    expect(cellsOf(next, BLACK)).toEqual(labels('A2 A3 A4 A5 B1 B2 B3 B4 B5 B6 C3 C4 C5 D4'));
  });

  test('c3c5d4 moves c3, c4 and c5 one step, to d4, d5 and d6', () => {
    const pos = position(STANDARD);
    const next = play(pos, move(pos, 'c3c5d4'));
    expect(cellsOf(next, BLACK)).toEqual(labels('A1 A2 A3 A4 A5 B1 B2 B3 B4 B5 B6 D4 D5 D6'));
    // Either end may be written first.
    expect(move(pos, 'c5c3d6')).toBe(move(pos, 'c3c5d4'));
  });

  test('a token is resolved against the position it is played in', () => {
    // i9h8 is a White move from the Belgian start only once it is White's turn.
    const belgian = initialPosition('abalone', 5, 'belgian');
    expect(parseMove(belgian, 'i9h8')).toMatchObject({ ok: true });
    const afterBlack = play(belgian, move(belgian, 'i9h8'));
    expect(parseMove(afterBlack, 'i9h8')).toMatchObject({ ok: false });
    expect(parseMove(afterBlack, 'i6h6')).toMatchObject({ ok: true });
  });
});

describe('case', () => {
  test.each(SAMPLES)('upper and mixed case parse to the same moves: %s', (_, pos) => {
    for (const m of legalMoves(pos)) {
      const text = makeMoveText(pos, m);
      const mixed = [...text].map((ch, i) => (i % 3 === 0 ? ch.toUpperCase() : ch)).join('');
      expect(parseMove(pos, text.toUpperCase())).toEqual({ ok: true, value: m });
      expect(parseMove(pos, mixed)).toEqual({ ok: true, value: m });
    }
  });

  test('either end of a broadside may come first', () => {
    for (const [, pos] of SAMPLES.filter(([, p]) => p.game === 'abalone')) {
      for (const m of legalMoves(pos)) {
        const text = makeMoveText(pos, m);
        const cells = text.match(/[a-z]\d{1,2}/g)!;
        if (cells.length !== 3) continue;
        const { from, to } = moveInfo(pos, m);
        const last = from.length - 1;
        const d = directionBetween(pos.board, from[0], to[0]);
        const reversed = cells[1] + cells[0] + cellName(pos.board, step(pos.board, from[last], d));
        expect(parseMove(pos, reversed)).toEqual({ ok: true, value: m });
      }
    }
  });
});

describe('illegal tokens are rejected with the reason', () => {
  test.each([
    [STANDARD, 'a1', 'an Abalone move names two cells (in-line) or three (broadside)'],
    [STANDARD, 'a1b2c3d4', 'an Abalone move names two cells (in-line) or three (broadside)'],
    [STANDARD, 'zz', 'a move is written as cells such as e5, c4a2 or c3c5d4'],
    [STANDARD, 'a1-b2', 'a move is written as cells such as e5, c4a2 or c3c5d4'],
    [STANDARD, 'a1 b2', 'a move is written as cells such as e5, c4a2 or c3c5d4'],
    [STANDARD, 'a123', 'a move is written as cells such as e5, c4a2 or c3c5d4'],
    [STANDARD, 'a5a6', 'a6 is not a cell of this board'],
    [STANDARD, 'j1j2', 'j1 is not a cell of this board'],
    [STANDARD, 'e5e6', 'there is no black marble on e5'],
    [STANDARD, 'i5h5', 'there is no black marble on i5'],
    [STANDARD, 'a1c3', 'c3 is not next to a1'],
    [STANDARD, 'a1a2', 'at most 3 marbles move in line'],
    [STANDARD, 'b6b5', 'at most 3 marbles move in line'],
    [STANDARD, 'a1b1c1', 'c1 is not next to a1'],
    [STANDARD, 'a1a3b1', 'b1 is not empty; a broadside move never pushes'],
    [STANDARD, 'a1a4b1', 'a1 and a4 are not the ends of a line of 2 or 3 marbles'],
    [STANDARD, 'c3c3d3', 'c3 is named twice'],
    [STANDARD, 'c3c5b4', 'b4 is not next to c3'],
    [STANDARD, 'c4c5c3', 'that is an in-line move: write the rear marble, then its destination'],
    [STANDARD, 'c3c5e5', 'e5 is not next to c3'],
    [STANDARD, 'i5i7h5', 'there is no black marble on i5'],
    // Black C3 and C5 with C4 empty.
    ['abalone 5/6/7/8/9/8/2b1b2/6/5 b 0 0', 'c3c5d4', 'there is no black marble on c4'],
    ['abalone 5/6/7/8/9/8/2bwb2/6/5 b 0 0', 'c3c5d4', 'there is no black marble on c4'],
    // Abacus (the rules-text example).
    ['abacus 5/6/1b5/8/3w5/1bb1b3/3bb2/6/5 b', 'e4e5', 'there is no black stone on e4'],
    ['abacus 5/6/1b5/8/3w5/1bb1b3/3bb2/6/5 b', 'a1a2', 'there is no black stone on a1'],
    ['abacus 5/6/1b5/8/3w5/1bb1b3/3bb2/6/5 b', 'c4e5', 'e5 is not in a straight line from c4'],
    ['abacus 5/6/1b5/8/3w5/1bb1b3/3bb2/6/5 b', 'c4c4', 'c4 is named twice'],
    [
      'abacus 5/6/1b5/8/3w5/1bb1b3/3bb2/6/5 b',
      'c4a2c3',
      'an Abacus move is one cell (place) or two',
    ],
    ['abacus 5/6/1b5/8/3w5/1bb1b3/3bb2/6/5 b', 'j1', 'j1 is not a cell of this board'],
    ['abacus 5/6/1b5/8/3w5/1bb1b3/3bb2/6/5 b', 'c5c7', 'the stone would stand alone'],
  ])('%s: %s → %s', (text, token, message) => {
    const parsed = parseMove(position(text), token);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) {
      expect(parsed.error.token).toBe(token);
      expect(parsed.error.message).toContain(message);
    }
  });

  test.each(SAMPLES.filter((_, i) => i % 3 === 0))(
    'every token of cells either names a legal move or gets a specific reason: %s',
    (_, pos) => {
      const { board } = pos;
      const names = board.labels.map((l) => l.toLowerCase());
      const tokens = names.flatMap((a) => names.map((b) => a + b));
      if (pos.game === 'abacus') tokens.push(...names);
      else {
        for (let a = 0; a < board.cellCount; a++) {
          for (let d = 0; d < 6; d++) {
            for (const k of [1, 2]) {
              const b = step(board, a, d, k);
              if (b < 0) continue;
              for (let d2 = 0; d2 < 6; d2++) {
                const t = board.neighbour[a * 6 + d2];
                if (t >= 0) tokens.push(names[a] + names[b] + names[t]);
              }
            }
          }
        }
      }
      const accepted = new Set<number>();
      const vague: string[] = [];
      for (const token of tokens) {
        const parsed = parseMove(pos, token);
        if (parsed.ok) accepted.add(parsed.value);
        else if (parsed.error.message === 'the move is not legal here') vague.push(token);
      }
      expect(vague).toEqual([]);
      expect([...accepted].sort((a, b) => a - b)).toEqual(legalMoves(pos).sort((a, b) => a - b));
    },
  );
});
