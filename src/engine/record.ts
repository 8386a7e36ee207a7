import { readBoardSize } from './boardSize';
import { makeMove } from './game';
import type { Layout } from './layouts';
import { parseMove } from './notation';
import { clonePosition, type Position, positionKey } from './position';
import { quote } from './quote';
import { type Replay, replayOutcome, startReplay } from './replay';
import { err, ok, type Result } from './result';
import type { MoveNotes } from './notes';
import { type GameTable, rulesTitled } from './rules';
import { layoutPosition, readPositionTag } from './setup';
import { GAMES, type Game, type Move, type Outcome, type ParseError } from './types';

/**
 * Game records in APGN (RULES.md §5): PGN-like tag pairs, then numbered move text and a
 * result. Abacus records have the same shape, with `[Game "Abacus"]` and `[Size "5"]`.
 */
export const RESULTS = ['1-0', '0-1', '1/2-1/2', '*'] as const;
export type ResultText = (typeof RESULTS)[number];

/**
 * The notes of a line's moves, by index; sparse, and absent or empty when no move has any.
 */
export type LineNotes = readonly (MoveNotes | undefined)[];

/**
 * A side line of a record, PGN's `( … )`: moves played instead of its parent line's move
 * number `ply + 1` (`ply` counts from the start of the game), with its own side lines
 * nested the same way. `M` is a move's text as read, or the engine's move once replayed.
 */
export interface RecordVariation<M = string> {
  readonly ply: number;
  readonly moves: readonly M[];
  readonly variations: readonly RecordVariation<M>[];
  readonly notes?: LineNotes;
}

export interface GameRecord {
  /** Tag pairs in file order. */
  readonly tags: readonly (readonly [string, string])[];
  readonly moves: readonly string[];
  /** The side lines of the moves; a record without any may leave it out. */
  readonly variations?: readonly RecordVariation[];
  /** The comments, clock times, evaluations and glyphs of the moves; may be left out. */
  readonly notes?: LineNotes;
  readonly result: ResultText;
}

export const tagValue = (record: GameRecord, name: string): string | undefined =>
  record.tags.find(([key]) => key.toLowerCase() === name.toLowerCase())?.[1];

/** What a record sets up: the game, board size, layout and start position. */
export interface RecordStart {
  readonly game: Game;
  readonly n: number;
  readonly layout: Layout;
  readonly position: Position;
}

/** Reads the Game, Size, Variant and Position tags, of a game in `games`. */
export function recordStart(record: GameRecord, games: GameTable): Result<RecordStart, string> {
  const gameTag = tagValue(record, 'Game');
  const rules =
    gameTag === undefined
      ? Object.values(games).find((g) => g.rules.ownsUntitledRecords)?.rules
      : rulesTitled(games, gameTag);
  if (rules === undefined) {
    return err(
      gameTag === undefined
        ? 'the record has no Game tag, and no game reads records without one'
        : `unknown game '${quote(gameTag)}'; expected ${GAMES.join(' or ')}`,
    );
  }
  const { game } = rules;
  const sizeTag = tagValue(record, 'Size');
  const n = sizeTag === undefined ? rules.defaultSize : readBoardSize(sizeTag);
  if (!rules.sizes.includes(n)) {
    return err(
      `Size "${quote(sizeTag ?? '')}": ${game} is played on boards of side ${rules.sizes.join(', ')}`,
    );
  }
  const variant = tagValue(record, 'Variant');
  const positionTag = tagValue(record, 'Position');
  const custom = variant?.trim().toLowerCase() === 'custom';
  if (custom && positionTag === undefined) {
    return err('Variant "custom" needs a Position tag with the start');
  }
  const layout = rules.parseVariant(custom ? undefined : variant, n);
  if (!layout.ok) return layout;
  if (positionTag === undefined) {
    return ok({ game, n, layout: layout.value, position: layoutPosition(rules, n, layout.value) });
  }
  const parsed = readPositionTag(rules, positionTag);
  if (!parsed.ok) return err(`Position tag: ${parsed.error.message}`);
  if (parsed.value.board.n !== n && sizeTag !== undefined) {
    return err(`the Position tag has a board of side ${parsed.value.board.n}, but Size is ${n}`);
  }
  return ok({ game, n: parsed.value.board.n, layout: layout.value, position: parsed.value });
}

/** A record played through the engine: its start, every position, and how it ended. */
export interface RecordGame extends Replay {
  readonly start: RecordStart;
  readonly outcome: Outcome | undefined;
  /** The record's side lines, replayed: present when `replayRecord` read them. */
  readonly variations?: readonly RecordVariation<Move>[];
  /** The record's notes of the moves, as read. */
  readonly notes?: LineNotes;
}

export interface ReplayError extends ParseError<'replay'> {
  /** 1-based ply of the first bad move; 0 when the tags themselves are wrong. */
  readonly ply: number;
  readonly token: string;
}

/**
 * Replays a record, checking every move; reports the first bad one. Threefold repetition
 * does not end a recorded game: it is Hexplay's house rule, and records from servers that
 * did not apply it play on legally (34 MiGs games do).
 */
export function replayRecord(
  record: GameRecord,
  games: GameTable,
): Result<RecordGame, ReplayError> {
  const start = recordStart(record, games);
  if (!start.ok) return err({ code: 'replay', ply: 0, token: '', message: start.error });
  const game = replayTokens(start.value, record.moves, { repetitionEnds: false });
  if (!game.ok) return game;
  const variations = replayVariations(start.value, game.value.positions, record.variations ?? []);
  if (!variations.ok) return variations;
  return ok({
    ...game.value,
    variations: variations.value,
    ...(record.notes ? { notes: record.notes } : {}),
  });
}

/**
 * Replays side lines leaving a line whose positions are `positions`, checking every move
 * as the game's are checked; an error names the side line's first move.
 */
function replayVariations(
  start: RecordStart,
  positions: readonly Position[],
  variations: readonly RecordVariation[],
): Result<RecordVariation<Move>[], ReplayError> {
  const out: RecordVariation<Move>[] = [];
  for (const v of variations) {
    if (v.ply < 0 || v.ply >= positions.length) {
      return err({
        code: 'replay',
        ply: v.ply + 1,
        token: '',
        message: 'a side line with no move to replace',
      });
    }
    const line = replayTokens({ ...start, position: positions[v.ply] }, v.moves, {
      repetitionEnds: false,
    });
    if (!line.ok) {
      const { ply, token, message } = line.error;
      return err({
        code: 'replay',
        ply: v.ply + ply,
        token,
        message: `in the side line from move ${v.ply + 1} (${quote(v.moves[0])}): ${message}`,
      });
    }
    const here = [...positions.slice(0, v.ply), ...line.value.positions];
    const nested = replayVariations(start, here, v.variations);
    if (!nested.ok) return nested;
    out.push({
      ply: v.ply,
      moves: line.value.moves,
      variations: nested.value,
      ...(v.notes ? { notes: v.notes } : {}),
    });
  }
  return ok(out);
}

export interface ReplayOptions {
  /** Whether a threefold repetition ends the game (default true, as in Hexplay's own games). */
  readonly repetitionEnds?: boolean;
}

export function replayTokens(
  start: RecordStart,
  tokens: readonly string[],
  { repetitionEnds = true }: ReplayOptions = {},
): Result<RecordGame, ReplayError> {
  // Built move by move in place: extending an immutable replay per ply would be quadratic.
  const replay = startReplay(start.position);
  const moves = replay.moves as Move[];
  const positions = replay.positions as Position[];
  const occurrences = replay.occurrences as number[];
  const keys = replay.keys as string[];
  const counts = new Map<string, number>([[keys[0], 1]]);
  for (let ply = 1; ply <= tokens.length; ply++) {
    const token = tokens[ply - 1];
    const pos = positions[ply - 1];
    const over = replayOutcome(replay, ply - 1);
    if (over && (repetitionEnds || over.reason !== 'repetition')) {
      return err({
        code: 'replay',
        ply,
        token: quote(token),
        message: `the game is already over (${describeOutcome(over)})`,
      });
    }
    const move = parseMove(pos, token);
    if (!move.ok)
      return err({ code: 'replay', ply, token: quote(token), message: move.error.message });
    const next = clonePosition(pos);
    makeMove(next, move.value);
    const key = positionKey(next);
    const seen = (counts.get(key) ?? 0) + 1;
    counts.set(key, seen);
    moves.push(move.value);
    positions.push(next);
    occurrences.push(seen);
    keys.push(key);
  }
  return ok({ ...replay, start, outcome: replayOutcome(replay, moves.length) });
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
