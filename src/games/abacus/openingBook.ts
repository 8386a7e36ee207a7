import { isLegal, type Move, type Position } from '../../engine';
import type { OpeningBook } from '../../ai/game-ai';
import type { Level } from '../../ai/search/levels';
import { canonicalOf, mapMove } from './canonical';
import { OPENING_BOOK } from './book-4-5';

/** The levels that play from the book: the lower ones keep their own, noisier moves. */
export const BOOK_LEVELS: readonly Level[] = ['hard', 'expert'];

/**
 * Reads a size's book: `key:move` entries, space-separated, each a position class
 * (`canonicalOf`) and its move in the class's frame, the move's number in base 36.
 */
export function bookEntries(text: string): Map<string, Move> {
  const book = new Map<string, Move>();
  for (const entry of text.split(' ')) {
    if (entry === '') continue;
    const [key, move] = entry.split(':');
    book.set(key, parseInt(move, 36));
  }
  return book;
}

/** An opening book of each size's entries, held for positions of at most `stones` stones. */
export function makeOpeningBook(
  tables: Readonly<Record<number, string>>,
  stones: number,
): OpeningBook {
  const books = new Map<number, Map<string, Move>>();
  return (pos: Position, level: Level): Move | undefined => {
    if (!BOOK_LEVELS.includes(level) || pos.count[1] + pos.count[2] > stones) return undefined;
    const text = tables[pos.board.n];
    if (text === undefined) return undefined;
    let book = books.get(pos.board.n);
    if (!book) {
      book = bookEntries(text);
      books.set(pos.board.n, book);
    }
    const { key, sym } = canonicalOf(pos);
    const stored = book.get(key);
    if (stored === undefined) return undefined;
    const move = mapMove(pos, stored, sym, true);
    // A 64-bit key can collide; a move the position does not allow is no book move.
    return isLegal(pos, move) ? move : undefined;
  };
}

/** Abacus's book of n=4 and n=5 openings (`GameAi.book`), made by src/games/abacus/scripts/opening-book.ts. */
export const abacusBook: OpeningBook = makeOpeningBook(OPENING_BOOK.tables, OPENING_BOOK.stones);
