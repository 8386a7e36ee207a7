import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { isLegal, legalMoves, type Move, play } from '../../src/engine';
import { initialPosition } from '../../src/games';
import { LEVELS } from '../../src/ai/search/levels';
import { think } from '../../src/ai/search/think';
import { canonicalOf, mapMove } from '../../src/games/abacus/canonical';
import { abacusBook, bookEntries, makeOpeningBook } from '../../src/games/abacus/openingBook';
import { OPENING_BOOK } from '../../src/games/abacus/book-4-5';
import { symmetriesOf } from '../../src/ai/search/symmetry';
import { AIS } from './ais';

const start = initialPosition('abacus', 5);
/** One stone on the board, Black's first move a corner: White to move, a position of the book below. */
const booked = play(start, legalMoves(start)[0]);
/** The move the book below holds there, one no search would choose: the far corner. */
const bookMove: Move = legalMoves(booked).at(-1)!;

/** A book of that one position, its move stored in the position class's frame. */
function oneEntryBook(stones = 3) {
  const { key, sym } = canonicalOf(booked);
  const entry = `${key}:${mapMove(booked, bookMove, sym, false).toString(36)}`;
  return makeOpeningBook({ 5: entry }, stones);
}

/** The position (and a move of it) under symmetry `s` of the board. */
function turned(s: number, move: Move) {
  const { map } = symmetriesOf(booked.board);
  const cells = booked.board.cellCount;
  let pos = start;
  for (let c = 0; c < cells; c++) if (booked.cells[c] !== 0) pos = play(pos, map[s * cells + c]);
  return { pos, move: mapMove(booked, move, s, false) };
}

describe('the opening book hook', () => {
  const ai = { ...AIS.abacus.ai, book: oneEntryBook() };

  test.each(LEVELS.map((level) => [level, level === 'hard' || level === 'expert'] as const))(
    '%s plays from the book: %s',
    (level, fromBook) => {
      const result = think(booked, ai, { level, seed: 3, maxNodes: 4_000 });
      expect(result.booked === true).toBe(fromBook);
      if (fromBook) expect(result.move).toBe(bookMove);
      else expect(result.nodes).toBeGreaterThan(0);
    },
  );

  test('the book holds a position class: every turn and mirror image plays its own image of the move', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 11 }), (s) => {
        const { pos, move } = turned(s, bookMove);
        expect(think(pos, ai, { level: 'hard', maxNodes: 4_000 }).move).toBe(move);
      }),
    );
  });

  test('positions off the book fall through to the search', () => {
    const other = play(start, legalMoves(start)[30]);
    const result = think(other, ai, { level: 'hard', maxNodes: 4_000 });
    expect(result.booked).toBeUndefined();
    expect(result.nodes).toBeGreaterThan(0);
    // Nor does the book answer for more stones than it holds, or on another board.
    expect(makeOpeningBook({ 5: '' }, 3)(booked, 'hard')).toBeUndefined();
    expect(oneEntryBook()(play(booked, bookMove), 'hard')).toBeUndefined();
    expect(oneEntryBook()(initialPosition('abacus', 6), 'hard')).toBeUndefined();
    expect(oneEntryBook(1)(booked, 'hard')).toBe(bookMove);
    expect(oneEntryBook(0)(booked, 'hard')).toBeUndefined();
  });

  test('a stored move the position does not allow is no book move', () => {
    const { key, sym } = canonicalOf(booked);
    // Placing on the occupied corner: what a colliding key would give.
    const occupied = legalMoves(start)[0];
    const stored = mapMove(booked, occupied, sym, false);
    const book = makeOpeningBook({ 5: `${key}:${stored.toString(36)}` }, 3);
    expect(isLegal(booked, occupied)).toBe(false);
    expect(book(booked, 'hard')).toBeUndefined();
  });
});

describe("Abacus's own book", () => {
  test.each([4, 5])('n=%i: every entry is a legal move of its position class, read back', (n) => {
    const entries = bookEntries(OPENING_BOOK.tables[n] ?? '');
    expect(entries.size).toBeGreaterThan(0);
    // The empty board is in the book, as every line starts there.
    const empty = initialPosition('abacus', n);
    const move = abacusBook(empty, 'hard');
    expect(move).toBeDefined();
    expect(isLegal(empty, move!)).toBe(true);
    expect(abacusBook(empty, 'medium')).toBeUndefined();
    expect(think(empty, AIS.abacus.ai, { level: 'expert', maxNodes: 1_000 })).toMatchObject({
      move,
      booked: true,
    });
  });

  test('bookEntries reads key:move pairs, the move in base 36', () => {
    expect([...bookEntries('a.b:z 0.0:10')]).toEqual([
      ['a.b', 35],
      ['0.0', 36],
    ]);
    expect(bookEntries('').size).toBe(0);
  });
});
