import { err, ok, quote, type Result } from '../engine';
import type { ExplorerError } from './format';

/**
 * The moves of the explorer's games, a file of its own that loads only when a game is
 * opened: one line per game, in the order of its book's games, its `moveCode.ts` code.
 *
 *   hexplay-explorer-games 1
 *   book <tab> <variant> <tab> <games>
 *   <code>
 */

export interface ExplorerGamesBook {
  readonly variant: string;
  readonly codes: readonly string[];
}

export const EXPLORER_GAMES_HEADER = 'hexplay-explorer-games 1';

export function makeExplorerGames(books: readonly ExplorerGamesBook[]): string {
  const lines = [EXPLORER_GAMES_HEADER];
  for (const { variant, codes } of books) lines.push(`book\t${variant}\t${codes.length}`, ...codes);
  return `${lines.join('\n')}\n`;
}

export function parseExplorerGames(text: string): Result<ExplorerGamesBook[], ExplorerError> {
  const lines = text.split('\n');
  if (lines[lines.length - 1] === '') lines.pop();
  const fail = (line: number, message: string): Result<never, ExplorerError> =>
    err({ code: 'explorer', line, message });
  if (lines[0] !== EXPLORER_GAMES_HEADER) {
    return fail(1, `expected '${EXPLORER_GAMES_HEADER}', found '${quote(lines[0] ?? '')}'`);
  }
  const books: ExplorerGamesBook[] = [];
  for (let at = 1; at < lines.length;) {
    const [tag, variant, count, ...rest] = lines[at].split('\t');
    if (tag !== 'book' || rest.length > 0 || !/^(0|[1-9]\d{0,8})$/.test(count ?? '')) {
      return fail(at + 1, `expected a book: '${quote(lines[at])}'`);
    }
    const codes = lines.slice(at + 1, at + 1 + Number(count));
    if (codes.length < Number(count))
      return fail(lines.length, `the book holds fewer than ${count} games`);
    const bad = codes.findIndex((c) => !/^[A-Za-z0-9_-]*$/.test(c));
    if (bad >= 0) return fail(at + 2 + bad, `'${quote(codes[bad])}' is not a game's code`);
    books.push({ variant, codes });
    at += 1 + codes.length;
  }
  return ok(books);
}
