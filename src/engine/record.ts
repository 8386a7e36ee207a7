import { gameOutcome, makeMove, type Move, outcome } from './game';
import { isLayout, type Layout, layoutsFor, LAYOUT_NAMES } from './layouts';
import { makeMoveText, parseMove } from './notation';
import {
  clonePosition,
  fromSetup,
  initialPosition,
  makeRows,
  parseApgnPosition,
  parseRows,
  type Position,
} from './position';
import { err, ok, type Result } from './result';
import { BLACK, type Game, type Outcome, SIZES, WHITE } from './types';

/**
 * Game records in APGN (RULES.md §5): PGN-like tag pairs, then numbered move text and a
 * result. Abacus records have the same shape, with `[Game "Abacus"]` and `[Size "5"]`.
 */
export const RESULTS = ['1-0', '0-1', '1/2-1/2', '*'] as const;
export type ResultText = (typeof RESULTS)[number];

export interface GameRecord {
  /** Tag pairs in file order. */
  readonly tags: readonly (readonly [string, string])[];
  readonly moves: readonly string[];
  readonly result: ResultText;
}

export interface RecordError {
  /** 1-based line of the input where the problem was found. */
  readonly line: number;
  readonly message: string;
}

export const tagValue = (record: GameRecord, name: string): string | undefined =>
  record.tags.find(([key]) => key.toLowerCase() === name.toLowerCase())?.[1];

/** Parses every game in an APGN text. Comments in braces and after `;` are skipped. */
export function parseRecords(text: string): Result<GameRecord[], RecordError> {
  const games: GameRecord[] = [];
  let tags: [string, string][] = [];
  let moves: string[] = [];
  let inMoves = false;
  let line = 1;
  let i = 0;
  const finish = (result: ResultText): void => {
    games.push({ tags, moves, result });
    tags = [];
    moves = [];
    inMoves = false;
  };
  while (i < text.length) {
    const ch = text[i];
    if (ch === '\n') {
      line++;
      i++;
    } else if (/\s/.test(ch)) {
      i++;
    } else if (ch === '[') {
      if (inMoves)
        return err({
          line,
          message:
            'a tag after the moves; end the game with a result (1-0, 0-1, 1/2-1/2 or *) first',
        });
      const m = /^\[\s*([A-Za-z0-9_]+)\s+"((?:[^"\\\n]|\\.)*)"\s*\]/.exec(text.slice(i, i + 2000));
      if (!m) return err({ line, message: 'a tag pair reads [Name "value"]' });
      tags.push([m[1], m[2].replace(/\\(.)/g, '$1')]);
      i += m[0].length;
    } else if (ch === '{') {
      const close = text.indexOf('}', i);
      if (close < 0) return err({ line, message: 'a comment opened with { is never closed' });
      for (let j = i; j < close; j++) if (text[j] === '\n') line++;
      i = close + 1;
    } else if (ch === ';') {
      while (i < text.length && text[i] !== '\n') i++;
    } else {
      let j = i;
      while (j < text.length && !/[\s[\]{};]/.test(text[j])) j++;
      const word = text.slice(i, j);
      // A stray ']' or '}' ends the word before it starts; without this the scan never moves on.
      if (word === '') return err({ line, message: `unexpected '${ch}' outside a tag or comment` });
      i = j;
      if ((RESULTS as readonly string[]).includes(word)) {
        finish(word as ResultText);
      } else if (/^\d+\.+$/.test(word)) {
        inMoves = true;
      } else {
        const token = word.replace(/^\d+\.+/, '').replace(/[!?]+$/, '');
        if (token === '') continue;
        if (!/^([a-zA-Z]\d{1,2})+$/.test(token)) {
          return err({ line, message: `'${word}' is neither a move, a move number nor a result` });
        }
        inMoves = true;
        moves.push(token.toLowerCase());
      }
    }
  }
  if (moves.length > 0 || tags.length > 0) finish('*');
  return ok(games);
}

/** What a record sets up: the game, board size, layout and start position. */
export interface RecordStart {
  readonly game: Game;
  readonly n: number;
  readonly layout: Layout;
  readonly position: Position;
}

function normaliseLayout(variant: string): string {
  return variant
    .toLowerCase()
    .replace(/[\s_-]*daisy$/, '')
    .trim();
}

/** Reads the Game, Size, Variant and Position tags. */
export function recordStart(record: GameRecord): Result<RecordStart, string> {
  const gameTag = (tagValue(record, 'Game') ?? 'Abalone').toLowerCase();
  if (gameTag !== 'abacus' && gameTag !== 'abalone') return err(`unknown game '${gameTag}'`);
  const game: Game = gameTag;
  const sizeTag = tagValue(record, 'Size');
  const n = sizeTag === undefined ? 5 : Number(sizeTag);
  if (!SIZES[game].includes(n)) {
    return err(`Size "${sizeTag}": ${game} is played on boards of side ${SIZES[game].join(', ')}`);
  }
  let layout: Layout = 'standard';
  const variant = tagValue(record, 'Variant');
  if (game === 'abalone' && variant !== undefined) {
    const name = normaliseLayout(variant);
    if (!isLayout(name)) return err(`unknown Variant "${variant}"`);
    if (!layoutsFor(n).includes(name)) return err(`Variant "${variant}" is not played on n=${n}`);
    layout = name;
  }
  const positionTag = tagValue(record, 'Position');
  if (positionTag === undefined)
    return ok({ game, n, layout, position: initialPosition(game, n, layout) });
  const parsed = game === 'abalone' ? parseApgnPosition(positionTag) : parseAbacusTag(positionTag);
  if (!parsed.ok) return err(`Position tag: ${parsed.error.message}`);
  if (parsed.value.board.n !== n && sizeTag !== undefined) {
    return err(`the Position tag has a board of side ${parsed.value.board.n}, but Size is ${n}`);
  }
  return ok({ game, n: parsed.value.board.n, layout, position: parsed.value });
}

function parseAbacusTag(text: string): ReturnType<typeof parseApgnPosition> {
  const [rowsText, side, ...rest] = text.trim().split(/\s+/);
  if (rest.length > 0 || (side !== 'b' && side !== 'w')) {
    return err({ message: `an Abacus Position tag reads '<rows> <b|w>', not '${text}'` });
  }
  const rows = parseRows(rowsText);
  if (!rows.ok) return rows;
  return fromSetup({
    game: 'abacus',
    n: rows.value.n,
    cells: rows.value.cells,
    turn: side === 'b' ? 'black' : 'white',
    off: { black: 0, white: 0 },
  });
}

export interface Replay {
  readonly start: RecordStart;
  readonly moves: readonly Move[];
  /** Every position of the game, the start first: `moves.length + 1` of them. */
  readonly positions: readonly Position[];
  readonly outcome: Outcome | undefined;
}

export interface ReplayError {
  /** 1-based ply of the first bad move; 0 when the tags themselves are wrong. */
  readonly ply: number;
  readonly token: string;
  readonly message: string;
}

/**
 * Replays a record, checking every move; reports the first bad one. Threefold repetition
 * does not end a recorded game: it is Hexplay's house rule, and records from servers that
 * did not apply it play on legally (34 MiGs games do).
 */
export function replayRecord(record: GameRecord): Result<Replay, ReplayError> {
  const start = recordStart(record);
  if (!start.ok) return err({ ply: 0, token: '', message: start.error });
  return replayTokens(start.value, record.moves, { repetitionEnds: false });
}

export interface ReplayOptions {
  /** Whether a threefold repetition ends the game (default true, as in Hexplay's own games). */
  readonly repetitionEnds?: boolean;
}

export function replayTokens(
  start: RecordStart,
  tokens: readonly string[],
  { repetitionEnds = true }: ReplayOptions = {},
): Result<Replay, ReplayError> {
  const positions: Position[] = [start.position];
  const moves: Move[] = [];
  let pos = start.position;
  const ended = (): Outcome | undefined => (repetitionEnds ? gameOutcome(positions) : outcome(pos));
  for (let ply = 1; ply <= tokens.length; ply++) {
    const token = tokens[ply - 1];
    const over = ended();
    if (over)
      return err({ ply, token, message: `the game is already over (${describeOutcome(over)})` });
    const move = parseMove(pos, token);
    if (!move.ok) return err({ ply, token, message: move.error.message });
    pos = clonePosition(pos);
    makeMove(pos, move.value);
    moves.push(move.value);
    positions.push(pos);
  }
  return ok({ start, moves, positions, outcome: gameOutcome(positions) });
}

export function describeOutcome(outcome: Outcome): string {
  const who = outcome.winner === undefined ? 'draw' : `${outcome.winner} wins`;
  return `${who}: ${outcome.reason}`;
}

export function resultText(outcome: Outcome | undefined): ResultText {
  if (!outcome) return '*';
  if (outcome.winner === undefined) return '1/2-1/2';
  return outcome.winner === 'black' ? '1-0' : '0-1';
}

/** Writes one game as APGN. Extra tags come after the ones that define the game. */
export function makeRecord(
  start: RecordStart,
  moves: readonly Move[],
  result: ResultText,
  extraTags: readonly (readonly [string, string])[] = [],
): string {
  const tags: [string, string][] = [];
  const startPos = initialPosition(start.game, start.n, start.layout);
  const customStart =
    makeRows(start.position.board, start.position.cells) !==
      makeRows(startPos.board, startPos.cells) ||
    start.position.turn !== startPos.turn ||
    start.position.off[BLACK] !== 0 ||
    start.position.off[WHITE] !== 0;
  switch (start.game) {
    case 'abacus':
      tags.push(['Game', 'Abacus'], ['Size', String(start.n)]);
      break;
    case 'abalone':
      tags.push(
        ['Game', 'Abalone'],
        ['Size', String(start.n)],
        ['Variant', LAYOUT_NAMES[start.layout]],
      );
      break;
  }
  tags.push(...extraTags.map(([k, v]) => [k, v] as [string, string]));
  tags.push(['Result', result], ['Notation', start.game === 'abalone' ? 'Aba-Pro' : 'Abacus']);
  if (customStart) {
    const p = start.position;
    const rows = makeRows(p.board, p.cells);
    const side = p.turn === BLACK ? 'b' : 'w';
    const score = start.game === 'abalone' ? `-${p.off[BLACK]}b${p.off[WHITE]}w` : '';
    tags.push(['Position', `${rows}${score} ${side}`]);
  }
  const head = tags.map(([k, v]) => `[${k} "${v.replace(/[\\"]/g, '\\$&')}"]`).join('\n');
  const words: string[] = [];
  let pos = start.position;
  const blackFirst = pos.turn === BLACK;
  moves.forEach((move, i) => {
    const number = Math.floor((i + (blackFirst ? 0 : 1)) / 2) + 1;
    if (pos.turn === BLACK) words.push(`${number}.`);
    else if (i === 0) words.push(`${number}...`);
    words.push(makeMoveText(pos, move));
    pos = clonePosition(pos);
    makeMove(pos, move);
  });
  words.push(result);
  const lines: string[] = [];
  let current = '';
  for (const word of words) {
    if (current.length + word.length + 1 > 79 && current !== '') {
      lines.push(current);
      current = word;
    } else current = current === '' ? word : `${current} ${word}`;
  }
  lines.push(current);
  return `${head}\n\n${lines.join('\n')}\n`;
}
