import { err, ok, quote, type Result, RESULTS, type ResultText } from '../engine';
import type { ExplorerEdge, ExplorerNode, ExplorerTally } from './node';
import { walkPath } from './paths';

/**
 * The opening explorer's data as text: `npm run explorer` writes it, the app reads it
 * lazily. Line-based, tab-separated, so that a diff of two builds reads as what changed.
 *
 *   hexplay-explorer 2
 *   players <tab> name <tab> name …            the names the books' games refer to by index
 *   book <tab> games|engine <tab> <variant> <tab> <start position> <tab> <nodes> <tab> <games>
 *   n <tab> tally <tab> row <tab> row …         one line per node, the root first
 *   g <tab> event <tab> date <tab> black <tab> white <tab> result <tab> plies <tab> path
 *
 * A node's tally is `games blackWins whiteWins draws plies`: how many games reached the
 * position, how they ended, and the sum of their lengths in plies. Games without a result
 * (`*`) count in `games` and in no score. A row is `move next`: a move played there, in
 * notation, and the node of the position it leads to, whose tally is the move's. A node
 * without rows is a position the explorer lists the games of but no moves from.
 *
 * A game's path says which nodes it reached, so that the games of a position can be
 * listed: starting at the root, `[0-9A-Za-z]` plays the row of that index from the current
 * node (`+` and two such characters for an index from 62), moving to its next node;
 * `@<base 36>;` says the game reached that node by a way the book does not keep
 * (a position only it reached, or a repetition in between).
 */

export const SOURCES = ['games', 'engine'] as const;
/** `games`: recorded tournament games; `engine`: the computer's self-play. */
export type Source = (typeof SOURCES)[number];

export interface ExplorerGame {
  readonly event: string;
  readonly date: string;
  /** Indices into the file's players. */
  readonly black: number;
  readonly white: number;
  readonly result: ResultText;
  readonly plies: number;
  readonly path: string;
}

export interface ExplorerBook {
  readonly source: Source;
  /** `game.n.layout`, as a link names a game. */
  readonly variant: string;
  /** The root's position string. */
  readonly start: string;
  readonly nodes: readonly ExplorerNode[];
  readonly games: readonly ExplorerGame[];
}

export interface Explorer {
  readonly players: readonly string[];
  readonly books: readonly ExplorerBook[];
}

export interface ExplorerError {
  readonly code: 'explorer';
  readonly message: string;
  /** 1-based line of the text. */
  readonly line?: number;
}

export const EXPLORER_HEADER = 'hexplay-explorer 2';

const count = (text: string): number | undefined =>
  /^(0|[1-9]\d{0,8})$/.test(text) ? Number(text) : undefined;

const writeTally = (t: ExplorerTally): string =>
  [t.games, t.black, t.white, t.draws, t.plies].join(' ');

const writeRow = (r: ExplorerEdge): string => `${r.move} ${r.next}`;

/** Tabs and line breaks would break the format; names never need them. */
const field = (text: string): string => text.replace(/[\t\r\n]+/g, ' ');

export function makeExplorer(explorer: Explorer): string {
  const lines = [EXPLORER_HEADER, ['players', ...explorer.players.map(field)].join('\t')];
  for (const book of explorer.books) {
    lines.push(
      ['book', book.source, book.variant, book.start, book.nodes.length, book.games.length].join(
        '\t',
      ),
    );
    for (const node of book.nodes)
      lines.push(['n', writeTally(node.tally), ...node.rows.map(writeRow)].join('\t'));
    for (const g of book.games) {
      lines.push(
        ['g', field(g.event), field(g.date), g.black, g.white, g.result, g.plies, g.path].join(
          '\t',
        ),
      );
    }
  }
  return `${lines.join('\n')}\n`;
}

/** Reads the explorer's text, checking every number and reference. Never throws. */
export function parseExplorer(text: string): Result<Explorer, ExplorerError> {
  const lines = text.split('\n');
  if (lines[lines.length - 1] === '') lines.pop();
  const fail = (line: number, message: string): Result<never, ExplorerError> =>
    err({ code: 'explorer', line, message });
  if (lines[0] !== EXPLORER_HEADER) {
    return fail(1, `expected '${EXPLORER_HEADER}', found '${quote(lines[0] ?? '')}'`);
  }
  const head = (lines[1] ?? '').split('\t');
  if (head[0] !== 'players') return fail(2, 'expected the players line');
  const players = head.slice(1);
  const books: ExplorerBook[] = [];
  let at = 2;
  while (at < lines.length) {
    const fields = lines[at].split('\t');
    const [tag, source, variant, start, nodeText, gameText] = fields;
    const nodeCount = count(nodeText ?? '');
    const gameCount = count(gameText ?? '');
    if (
      tag !== 'book' ||
      fields.length !== 6 ||
      !(SOURCES as readonly string[]).includes(source) ||
      nodeCount === undefined ||
      nodeCount === 0 ||
      gameCount === undefined
    ) {
      return fail(at + 1, `expected a book: '${quote(lines[at])}'`);
    }
    at++;
    const nodes: ExplorerNode[] = [];
    for (let i = 0; i < nodeCount; i++, at++) {
      const parts = (lines[at] ?? '').split('\t');
      if (parts[0] !== 'n') return fail(at + 1, `expected node ${i} of ${nodeCount}`);
      const values = (parts[1] ?? '').split(' ').map(count);
      if (values.length !== 5 || values.some((v) => v === undefined)) {
        return fail(at + 1, `'${quote(parts[1] ?? '')}' is not a tally`);
      }
      const [reached, black, white, draws, plies] = values as number[];
      if (black + white + draws > reached || reached === 0) {
        return fail(at + 1, `tally '${quote(parts[1])}' has more results than games`);
      }
      const rows: ExplorerEdge[] = [];
      for (const cell of parts.slice(2)) {
        const [move, nextText, ...rest] = cell.split(' ');
        const next = count(nextText ?? '');
        if (move === '' || rest.length > 0 || next === undefined) {
          return fail(at + 1, `'${quote(cell)}' is not a row`);
        }
        if (next >= nodeCount) {
          return fail(at + 1, `row '${quote(cell)}' leads to no node of the book`);
        }
        rows.push({ move, next });
      }
      nodes.push({ tally: { games: reached, black, white, draws, plies }, rows });
    }
    const games: ExplorerGame[] = [];
    for (let i = 0; i < gameCount; i++, at++) {
      const parts = (lines[at] ?? '').split('\t');
      const [g, event, date, black, white, result, plies, path] = parts;
      const b = count(black ?? '');
      const w = count(white ?? '');
      const p = count(plies ?? '');
      if (
        g !== 'g' ||
        parts.length !== 8 ||
        b === undefined ||
        w === undefined ||
        b >= players.length ||
        w >= players.length ||
        p === undefined ||
        !(RESULTS as readonly string[]).includes(result)
      ) {
        return fail(at + 1, `expected game ${i + 1} of ${gameCount}`);
      }
      const walked = walkPath(nodes, path, () => {});
      if (!walked.ok) return fail(at + 1, `game ${i + 1}: ${walked.error}`);
      games.push({ event, date, black: b, white: w, result: result as ResultText, plies: p, path });
    }
    books.push({ source: source as Source, variant, start, nodes, games });
  }
  return ok({ players, books });
}
