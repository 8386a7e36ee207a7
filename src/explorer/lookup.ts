import {
  err,
  type Game,
  ok,
  parseMove,
  play,
  type Position,
  positionKey,
  type Result,
} from '../engine';
import type { Explorer, ExplorerBook, ExplorerError } from './format';
import type { ExplorerRow, ExplorerTally } from './node';
import { walkPath } from './paths';

/** What the explorer knows of one position. */
export interface ExplorerEntry {
  readonly book: ExplorerBook;
  /** The book's index in the file, which names it for the moves file. */
  readonly bookIndex: number;
  readonly node: number;
  /** The games that reached the position. */
  readonly tally: ExplorerTally;
  readonly rows: readonly ExplorerRow[];
  /** The book's games that reached the position, as indices into `book.games`. */
  readonly games: readonly number[];
}

export interface ExplorerIndex {
  /** The entry of a position any book keeps, the first book's where several do. */
  find(pos: Position): ExplorerEntry | undefined;
  /** The names the books' games refer to by index. */
  readonly players: readonly string[];
}

interface IndexedBook {
  readonly book: ExplorerBook;
  readonly game: Game;
  readonly n: number;
  readonly nodes: ReadonlyMap<string, number>;
  /** By node, the games that reached it; walked once, on first use. */
  gamesAt?: number[][];
}

function gamesByNode(book: ExplorerBook): number[][] {
  const at = book.nodes.map((): number[] => []);
  book.games.forEach((game, g) => {
    walkPath(book.nodes, game.path, (node) => {
      const list = at[node];
      if (list[list.length - 1] !== g) list.push(g);
    });
  });
  return at;
}

/**
 * Finds each kept position's key by playing the books' moves from their starts, so the
 * file carries no keys: a position is found however it was reached, and the keys stay
 * right whatever the engine's hashing becomes. Fails on a move that is not legal.
 */
export function indexExplorer(
  explorer: Explorer,
  readStart: (text: string) => Result<Position, { readonly message: string }>,
): Result<ExplorerIndex, ExplorerError> {
  const books: IndexedBook[] = [];
  for (const book of explorer.books) {
    const fail = (message: string): Result<never, ExplorerError> =>
      err({ code: 'explorer', message: `${book.variant}: ${message}` });
    const start = readStart(book.start);
    if (!start.ok) return fail(start.error.message);
    const positions: (Position | undefined)[] = [start.value];
    const nodes = new Map<string, number>();
    for (let i = 0; i < book.nodes.length; i++) {
      const pos = positions[i];
      if (pos === undefined) return fail(`node ${i} is reached by no move before it`);
      nodes.set(positionKey(pos), i);
      for (const row of book.nodes[i].rows) {
        if (positions[row.next] !== undefined) continue;
        const move = parseMove(pos, row.move);
        if (!move.ok) return fail(`node ${i}, ${row.move}: ${move.error.message}`);
        positions[row.next] = play(pos, move.value);
      }
    }
    books.push({ book, game: start.value.game, n: start.value.board.n, nodes });
  }
  return ok({
    players: explorer.players,
    find(pos) {
      const key = positionKey(pos);
      for (let bookIndex = 0; bookIndex < books.length; bookIndex++) {
        const indexed = books[bookIndex];
        if (indexed.game !== pos.game || indexed.n !== pos.board.n) continue;
        const node = indexed.nodes.get(key);
        if (node === undefined) continue;
        indexed.gamesAt ??= gamesByNode(indexed.book);
        const { book } = indexed;
        const { tally, rows } = book.nodes[node];
        return {
          book,
          bookIndex,
          node,
          tally,
          rows: rows.map((row) => ({ ...row, ...book.nodes[row.next].tally })),
          games: indexed.gamesAt[node],
        };
      }
      return undefined;
    },
  });
}
