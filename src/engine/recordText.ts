import { withoutByteOrderMark } from './byteOrderMark';
import { makeMove } from './game';
import { makeMoveText } from './notation';
import type { MoveNotes } from './notes';
import {
  glyphOfNag,
  makeComment,
  makeGlyphs,
  makeNags,
  mergeNotes,
  parseComment,
} from './noteText';
import { isGlyph, MAX_COMMENT } from './notes';
import { clonePosition, type Position } from './position';
import { quote } from './quote';
import {
  type GameRecord,
  type LineNotes,
  RESULTS,
  type RecordStart,
  type RecordVariation,
  type ResultText,
} from './record';
import { err, ok, type Result } from './result';
import { readTagPair } from './tagPair';
import { makeRows } from './rows';
import { layoutPosition, makePositionTag } from './setup';
import { BLACK, type Move, type ParseError } from './types';

/**
 * APGN as text (RULES.md §5): reading records, side lines and move notes from what a
 * person pastes or opens, and writing them in the order the format asks for. Loaded with
 * the dialogs that import and export, not with the page.
 */

export interface RecordError extends ParseError<'record'> {
  /** 1-based line and column of the input where the problem was found. */
  readonly line: number;
  readonly column: number;
  /** The offending text, shortened; empty when the problem is a missing piece. */
  readonly token: string;
}

/** Where a word's trailing `!` and `?` begin. */
const annotationStart = (word: string): number => {
  // A loop, not /[!?]+$/: that regex is quadratic on a long run of '!'.
  let end = word.length;
  while (end > 0 && (word[end - 1] === '!' || word[end - 1] === '?')) end--;
  return end;
};

const isSpace = (ch: string): boolean =>
  ch === ' ' || ch === '\t' || ch === '\r' || ch === '\f' || ch === '\v';
const endsWord = (ch: string): boolean =>
  ch === '\n' ||
  isSpace(ch) ||
  ch === '[' ||
  ch === ']' ||
  ch === '{' ||
  ch === '}' ||
  ch === ';' ||
  ch === '(' ||
  ch === ')';

/** Side lines nest no deeper than this in a record, which keeps replaying them off the stack's limits. */
export const MAX_RECORD_NESTING = 32;

/** A line being read: the game's moves, or a side line's since its `(`. */
interface Frame {
  readonly ply: number;
  readonly moves: string[];
  readonly variations: RecordVariation[];
  notes: (MoveNotes | undefined)[];
  /** Notes read before the line's first move, which they are kept with. */
  before: MoveNotes | undefined;
}

/** A finished line's notes, left out when it has none. */
const notesOf = (frame: Frame): { notes?: LineNotes } =>
  frame.notes.some((n) => n !== undefined) ? { notes: frame.notes } : {};

/**
 * Adds notes to the last move read in `frame`, or keeps them for its first; the length of
 * that move's comment as it now is.
 */
function note(frame: Frame, notes: MoveNotes): number {
  const last = frame.moves.length - 1;
  const merged =
    last < 0
      ? (frame.before = mergeNotes(frame.before, notes))
      : (frame.notes[last] = mergeNotes(frame.notes[last], notes));
  return merged?.comment?.length ?? 0;
}

/**
 * Parses every game in an APGN text. A comment in braces, glyphs (`!?`, or NAGs `$1`–`$6`)
 * and the `[%clk]` and `[%eval]` commands are kept with the move before them; comments after
 * `;`, and other NAGs, are skipped. Side lines in parentheses, nested or not, follow the
 * move they replace.
 */
export function parseRecords(opened: string): Result<GameRecord[], RecordError> {
  const text = withoutByteOrderMark(opened);
  const games: GameRecord[] = [];
  let tags: [string, string][] = [];
  let moves: string[] = [];
  let variations: RecordVariation[] = [];
  let top: Frame = { ply: 0, moves, variations, notes: [], before: undefined };
  /** The side lines open at this point, innermost last. */
  let open: Frame[] = [];
  let inMoves = false;
  let line = 1;
  let lineStart = 0;
  let i = 0;
  const fail = (at: number, token: string, message: string): Result<never, RecordError> =>
    err({ code: 'record', line, column: at - lineStart + 1, token: quote(token), message });
  const finish = (result: ResultText): void => {
    games.push({
      tags,
      moves,
      ...(variations.length > 0 ? { variations } : {}),
      ...notesOf(top),
      result,
    });
    tags = [];
    moves = [];
    variations = [];
    top = { ply: 0, moves, variations, notes: [], before: undefined };
    open = [];
    inMoves = false;
  };
  const frame = (): Frame => open[open.length - 1] ?? top;
  while (i < text.length) {
    const ch = text[i];
    if (ch === '\n') {
      line++;
      i++;
      lineStart = i;
    } else if (isSpace(ch)) {
      i++;
    } else if (ch === '[') {
      if (inMoves)
        return fail(
          i,
          '[',
          'a tag after the moves; end the game with a result (1-0, 0-1, 1/2-1/2 or *) first',
        );
      const pair = readTagPair(text, i);
      if (!pair.ok) {
        const end = text.indexOf('\n', i);
        return fail(i, text.slice(i, end < 0 ? text.length : end), pair.error);
      }
      tags.push([pair.value.name, pair.value.value]);
      i += pair.value.length;
    } else if (ch === '{') {
      const close = text.indexOf('}', i);
      if (close < 0) return fail(i, '{', 'a comment opened with { is never closed');
      for (let j = i; j < close; j++) {
        if (text[j] === '\n') {
          line++;
          lineStart = j + 1;
        }
      }
      if (
        close - i - 1 > MAX_COMMENT ||
        note(frame(), parseComment(text.slice(i + 1, close))) > MAX_COMMENT
      ) {
        return fail(
          i,
          '{',
          `the comments on one move come to more than ${MAX_COMMENT.toLocaleString('en')} characters, the most a move keeps`,
        );
      }
      i = close + 1;
    } else if (ch === ';') {
      while (i < text.length && text[i] !== '\n') i++;
    } else if (ch === '(') {
      const parent = frame();
      if (parent.moves.length === 0) {
        return fail(i, '(', 'a side line in ( ) must follow the move it replaces');
      }
      if (open.length >= MAX_RECORD_NESTING) {
        return fail(i, '(', `side lines nest deeper than ${MAX_RECORD_NESTING}`);
      }
      open.push({
        ply: parent.ply + parent.moves.length - 1,
        moves: [],
        variations: [],
        notes: [],
        before: undefined,
      });
      i++;
    } else if (ch === ')') {
      const closed = open.pop();
      if (!closed) return fail(i, ')', "a ')' without the '(' that opens its side line");
      if (closed.moves.length === 0) return fail(i, ')', 'a side line in ( ) has no moves');
      frame().variations.push({
        ply: closed.ply,
        moves: closed.moves,
        variations: closed.variations,
        ...notesOf(closed),
      });
      i++;
    } else {
      let j = i;
      while (j < text.length && !endsWord(text[j])) j++;
      const word = text.slice(i, j);
      // A stray ']' or '}' ends the word before it starts; without this the scan never moves on.
      if (word === '') return fail(i, ch, `unexpected '${ch}' outside a tag or comment`);
      if ((RESULTS as readonly string[]).includes(word)) {
        if (open.length > 0) {
          return fail(i, word, "a side line opened with '(' is not closed before the result");
        }
        finish(word as ResultText);
      } else if (/^\d+\.+$/.test(word)) {
        inMoves = true;
      } else if (/^\$\d{1,3}$/.test(word)) {
        const glyph = glyphOfNag(Number(word.slice(1)));
        if (glyph !== undefined) note(frame(), { glyphs: [glyph] });
      } else {
        const bare = word.replace(/^\d+\.+/, '');
        const cut = annotationStart(bare);
        const token = bare.slice(0, cut);
        const glyph = bare.slice(cut);
        if (token !== '') {
          if (token.length > 12 || !/^([a-zA-Z]\d{1,2})+$/.test(token)) {
            return fail(i, word, `'${quote(word)}' is neither a move, a move number nor a result`);
          }
          inMoves = true;
          const current = frame();
          current.moves.push(token.toLowerCase());
          if (current.moves.length === 1 && current.before !== undefined) {
            note(current, current.before);
            current.before = undefined;
          }
        }
        if (isGlyph(glyph)) note(frame(), { glyphs: [glyph] });
      }
      i = j;
    }
  }
  if (open.length > 0) {
    return fail(i, '', "a side line opened with '(' is never closed");
  }
  if (moves.length > 0 || tags.length > 0) finish('*');
  return ok(games);
}

/**
 * The words of a line from the position after `ply` moves: its moves, numbered as PGN
 * numbers them, each followed by the side lines that replace it in parentheses. A side
 * line that leaves the line's last position, where the game goes on, replaces no move
 * that PGN could hang it on: it is written as a comment, which readers skip.
 */
function lineWords(
  pos: Position,
  ply: number,
  moves: readonly Move[],
  variations: readonly RecordVariation<Move>[],
  notes: LineNotes,
  blackFirst: boolean,
): string[] {
  const words: string[] = [];
  let number = true;
  for (const [i, move] of moves.entries()) {
    const at = ply + i;
    const n = Math.floor((at + (blackFirst ? 0 : 1)) / 2) + 1;
    if (pos.turn === BLACK) words.push(`${n}.`);
    else if (number) words.push(`${n}...`);
    words.push(makeMoveText(pos, move) + makeGlyphs(notes[i]), ...makeNags(notes[i]));
    number = false;
    const comment = makeComment(notes[i]);
    if (comment !== undefined) {
      // Split at spaces so that long comments wrap with the move text; pushed one by one,
      // as a spread of a long comment's 200,000 words overflows the stack.
      for (const word of comment.split(' ')) words.push(word);
      number = true;
    }
    for (const v of variations) {
      if (v.ply !== at) continue;
      const inner = lineWords(pos, at, v.moves, v.variations, v.notes ?? [], blackFirst);
      words.push(`(${inner[0]}`, ...inner.slice(1, -1));
      if (inner.length > 1) words.push(`${inner[inner.length - 1]})`);
      else words[words.length - 1] += ')';
      number = true;
    }
    pos = clonePosition(pos);
    makeMove(pos, move);
  }
  const end = ply + moves.length;
  for (const v of variations) {
    if (v.ply !== end) continue;
    // Braces inside would end the comment early; the side line's notes stay out of it.
    const inner = lineWords(pos, end, v.moves, v.variations, [], blackFirst);
    words.push('{', ...inner, '}');
  }
  return words;
}

/** The tags APGN requires, first and in this order (RULES.md §5). */
export const REQUIRED_TAGS = [
  'Event',
  'Date',
  'Black',
  'White',
  'Variant',
  'Result',
  'Notation',
] as const;
/** APGN's optional tags, written after the required ones in this order. */
export const OPTIONAL_TAGS = [
  'SetUp',
  'Position',
  'Termination',
  'Plies',
  'Source',
  'BlackElo',
  'WhiteElo',
  'TimeControl',
  'Annotator',
] as const;
/** Hexplay's own tags, written last. */
export const OWN_TAGS = ['Game', 'Size', 'Site'] as const;

/** The tags the writer makes from the game itself, whatever a caller passes. */
const MADE_TAGS = new Set(['variant', 'result', 'notation', 'setup', 'position', 'game', 'size']);
/** What a required tag says when nothing is known, as PGN writes it. */
const UNKNOWN: Readonly<Record<string, string>> = { Date: '????.??.??' };

/**
 * Writes one game as APGN: the required tags in their order, then the optional ones, then
 * any other tags passed in their own order, then Hexplay's. A start that is not the
 * layout's is a `custom` Variant with SetUp and Position. Side lines, nested or not,
 * follow the moves they replace in parentheses; each move's notes follow it.
 */
export function makeRecord(
  start: RecordStart,
  moves: readonly Move[],
  result: ResultText,
  extraTags: readonly (readonly [string, string])[] = [],
  variations: readonly RecordVariation<Move>[] = [],
  notes: LineNotes = [],
): string {
  const rules = start.position.rules;
  const standard = layoutPosition(rules, start.n, start.layout);
  const p = start.position;
  const customStart =
    makeRows(p.board, p.cells) !== makeRows(standard.board, standard.cells) ||
    p.turn !== standard.turn ||
    p.extras.some((v, i) => v !== standard.extras[i]);
  const given = new Map<string, readonly [string, string]>();
  for (const tag of extraTags) {
    const key = tag[0].toLowerCase();
    if (!MADE_TAGS.has(key) && !given.has(key)) given.set(key, tag);
  }
  const take = (name: string): [string, string] | undefined => {
    const tag = given.get(name.toLowerCase());
    given.delete(name.toLowerCase());
    return tag && [name, tag[1]];
  };
  const made: Readonly<Record<string, string>> = {
    Variant: customStart ? 'custom' : rules.variantName(start.n, start.layout),
    Result: result,
    Notation: rules.notation,
    ...(customStart ? { SetUp: '1', Position: makePositionTag(p) } : {}),
    Game: rules.title,
    Size: String(start.n),
  };
  const tags: [string, string][] = [];
  for (const name of REQUIRED_TAGS) {
    tags.push([name, made[name] ?? take(name)?.[1] ?? UNKNOWN[name] ?? '?']);
  }
  for (const name of OPTIONAL_TAGS) {
    const value = made[name] ?? take(name)?.[1];
    if (value !== undefined) tags.push([name, value]);
  }
  const own = OWN_TAGS.map((name) => [name, made[name] ?? take(name)?.[1]] as const);
  tags.push(...[...given.values()].map(([k, v]) => [k, v] as [string, string]));
  for (const [name, value] of own) if (value !== undefined) tags.push([name, value]);
  const head = tags.map(([k, v]) => `[${k} "${v.replace(/[\\"]/g, '\\$&')}"]`).join('\n');
  const blackFirst = start.position.turn === BLACK;
  const words = lineWords(start.position, 0, moves, variations, notes, blackFirst);
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
