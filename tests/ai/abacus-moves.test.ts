import fc from 'fast-check';
import { expect, test } from 'vitest';
import {
  clonePosition,
  EMPTY,
  legalMoves,
  makeMove,
  type Move,
  type Position,
  unmakeMove,
} from '../../src/engine';
import { groupOf } from '../../src/games/abacus/groups';
import { abacusGroups, placeMove, slideMove } from '../../src/games/abacus/moves';
import { ABACUS_WEIGHTS, evaluateAbacus, STONE } from '../../src/games/abacus/eval';
import { abacusPositions } from './helpers';

/**
 * The generator works out slides from live group labels and a few shortcuts (a stone
 * whose neighbours form one run cannot split its group); this checks it against the rule
 * as written (RULES.md §2): lift the stone, walk each ray, and measure the landing group
 * from scratch.
 */
function movesByTheRule(pos: Position): number[] {
  const { board } = pos;
  const cells = pos.cells.slice();
  const own = pos.turn;
  const moves: number[] = [];
  for (let c = 0; c < board.cellCount; c++) if (cells[c] === EMPTY) moves.push(placeMove(c));
  if (moves.length === 0) return moves;
  for (let from = 0; from < board.cellCount; from++) {
    if (cells[from] !== own) continue;
    const g = groupOf(board, cells, from).length;
    cells[from] = EMPTY;
    for (let dir = 0; dir < 6; dir++) {
      for (let i = board.rayStart[from * 6 + dir]; i < board.rayStart[from * 6 + dir + 1]; i++) {
        const to = board.rays[i];
        if (cells[to] !== EMPTY) break;
        cells[to] = own;
        const h = groupOf(board, cells, to).length;
        cells[to] = EMPTY;
        if (h >= 2 && h < g) moves.push(slideMove(from, to));
      }
    }
    cells[from] = own;
  }
  return moves;
}

/**
 * The evaluation as its comment states it, read with `groupOf`: half a stone per point of
 * the parity margin, a stone per slide in reserve (g - 2 per group of g >= 3, capped by
 * its liberties), a quarter stone per pair with a liberty; positive for the side to move.
 */
function evaluationByTheDefinition(pos: Position): number {
  const { board, cells } = pos;
  const own = pos.turn;
  const empty = board.cellCount - pos.count[1] - pos.count[2];
  let reserve = 0;
  let pairs = 0;
  const seen = new Set<number>();
  for (let c = 0; c < board.cellCount; c++) {
    if (cells[c] === EMPTY || seen.has(c)) continue;
    const group = groupOf(board, cells, c);
    for (const g of group) seen.add(g);
    const liberties = new Set<number>();
    for (const g of group) {
      for (let d = 0; d < 6; d++) {
        const m = board.neighbour[g * 6 + d];
        if (m >= 0 && cells[m] === EMPTY) liberties.add(m);
      }
    }
    const sign = cells[c] === own ? 1 : -1;
    if (group.length >= 3) reserve += sign * Math.min(group.length - 2, liberties.size);
    else if (group.length === 2 && liberties.size > 0) pairs += sign;
  }
  const parity = pos.count[3 - own] - pos.count[own] - (empty & 1);
  return ABACUS_WEIGHTS.PARITY * parity + STONE * reserve + ABACUS_WEIGHTS.PAIR * pairs;
}

// Dense boards make big, knotted groups: the articulation cases.
const positions = abacusPositions({ min: 0.2, max: 0.9 });

test('Abacus moves agree with the rule applied by brute force', () => {
  fc.assert(
    fc.property(positions, (pos) => {
      expect(legalMoves(pos)).toEqual(movesByTheRule(pos));
    }),
    { numRuns: 400 },
  );
});

test('after any make and unmake in place, moves and evaluation match a fresh reading', () => {
  // A step plays the legal move it picks (by index) or takes the last move back.
  const steps = fc.array(fc.option(fc.nat(), { nil: undefined, freq: 4 }), { maxLength: 40 });
  fc.assert(
    fc.property(positions, steps, (pos, picks) => {
      const played: Move[] = [];
      for (const pick of picks) {
        if (pick === undefined) {
          const last = played.pop();
          if (last !== undefined) unmakeMove(pos, last, 0);
        } else {
          const moves = legalMoves(pos);
          if (moves.length === 0) continue;
          const move = moves[pick % moves.length];
          makeMove(pos, move);
          played.push(move);
        }
        expect(legalMoves(pos)).toEqual(movesByTheRule(pos));
        const fresh = clonePosition(pos);
        expect(evaluateAbacus(pos)).toBe(evaluateAbacus(fresh));
        if (fresh.count[1] + fresh.count[2] < fresh.board.cellCount)
          expect(evaluateAbacus(fresh)).toBe(evaluationByTheDefinition(fresh));
        // The labels were kept up to date, not rebuilt: the log still holds the moves.
        if (played.length > 0) expect(abacusGroups(pos).top).toBeGreaterThan(0);
      }
    }),
    { numRuns: 150 },
  );
});
