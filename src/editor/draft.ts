import {
  BLACK,
  boardOf,
  cellAt,
  EMPTY,
  type Extras,
  fromSetup,
  type Game,
  legalMoves,
  type GameRules,
  type Layout,
  makePosition,
  NO_EXTRAS,
  NONE,
  outcome,
  type Outcome,
  parseRows,
  play,
  type Player,
  type Position,
  type PositionError,
  type Result,
  toSetup,
  WHITE,
} from '../engine';
import { initialPosition, parsePosition, rulesOf } from '../games';
import type { GameSpec } from '../store/game/savedGame';

/**
 * A position being set up in the editor: any pieces anywhere, whether or not the game's
 * rules accept it. Plain data, never changed in place: every edit returns a new draft.
 */
export interface Draft {
  readonly game: Game;
  readonly n: number;
  /** Indexed by cell: EMPTY, BLACK or WHITE. */
  readonly cells: Int8Array;
  readonly turn: Player;
  /** The game's per-side counters (`Position.extras`), such as Abalone's marbles off. */
  readonly extras: Extras;
}

/** What a click or a drag on a cell puts there. */
export type Tool = 'black' | 'white' | 'erase';
export const TOOLS: readonly Tool[] = ['black', 'white', 'erase'];

const STONE: Record<Tool, number> = { black: BLACK, white: WHITE, erase: EMPTY };

export function emptyDraft(game: Game, n: number): Draft {
  return {
    game,
    n,
    cells: new Int8Array(boardOf(n).cellCount),
    turn: 'black',
    extras: NO_EXTRAS,
  };
}

/** A layout's start, Black to move. */
export const startDraft = (game: Game, n: number, layout: Layout): Draft => ({
  ...emptyDraft(game, n),
  cells: rulesOf(game).startCells(n, layout),
});

export function draftOf(pos: Position): Draft {
  const setup = toSetup(pos);
  return { ...setup, cells: Int8Array.from(setup.cells) };
}

/** The draft with `tool` applied to `cell`; the same draft when that changes nothing. */
export function paint(draft: Draft, cell: number, tool: Tool): Draft {
  if (cell < 0 || cell >= draft.cells.length || draft.cells[cell] === STONE[tool]) return draft;
  const cells = draft.cells.slice();
  cells[cell] = STONE[tool];
  return { ...draft, cells };
}

/**
 * What a stroke that begins on `cell` paints: the tool, except that beginning on a piece
 * of the tool's own colour takes pieces away, so one tool both places and removes.
 */
export const strokeTool = (draft: Draft, cell: number, tool: Tool): Tool =>
  tool !== 'erase' && draft.cells[cell] === STONE[tool] ? 'erase' : tool;

export const withTurn = (draft: Draft, turn: Player): Draft =>
  draft.turn === turn ? draft : { ...draft, turn };

/**
 * The most a side's counter can say in a game of side `n`: every piece the side starts
 * with off the board. None in a game whose pieces never leave it.
 */
export function maxExtra(game: Game, n: number): number {
  const rules = rulesOf(game);
  if (!rules.piecesLeave) return 0;
  return rules.startCells(n, rules.layouts(n)[0]).filter((cell) => cell === BLACK).length;
}

/**
 * The draft with a side's counter set. Only games whose pieces leave the board have
 * counters, and only whole numbers from 0 can be written in a position string. A count
 * above `maxExtra` is lowered to it: a typed 200000 would otherwise be drawn as as many
 * pieces in the tray.
 */
export function withExtra(draft: Draft, player: Player, value: number): Draft {
  if (!rulesOf(draft.game).piecesLeave || !Number.isInteger(value) || value < 0) return draft;
  const count = Math.min(value, maxExtra(draft.game, draft.n));
  if (draft.extras[player] === count) return draft;
  return { ...draft, extras: { ...draft.extras, [player]: count } };
}

/**
 * The draft as another game or size. Pieces keep their place relative to the centre
 * where the new board has it; the counters stay only where the new game keeps pieces off
 * the board, as they mean nothing elsewhere.
 */
export function resize(draft: Draft, game: Game, n: number): Draft {
  const rules = rulesOf(game);
  const size = rules.sizes.includes(n) ? n : rules.defaultSize;
  const from = boardOf(draft.n);
  const to = boardOf(size);
  const cells = new Int8Array(to.cellCount);
  const shift = size - draft.n;
  for (let c = 0; c < from.cellCount; c++) {
    const target = cellAt(to, from.row[c] + shift, from.diag[c] + shift);
    if (target !== NONE) cells[target] = draft.cells[c];
  }
  return {
    game,
    n: size,
    cells,
    turn: draft.turn,
    extras: rules.piecesLeave ? draft.extras : NO_EXTRAS,
  };
}

/** The draft judged by its game's rules: the position it sets up, or the rule it breaks. */
export const checkDraft = (draft: Draft): Result<Position, PositionError> =>
  fromSetup(draft, rulesOf(draft.game));

/**
 * Whether a game can start from the draft. `invalid` carries the engine's own reason.
 * `targets` is a position the rules accept but no game reaches: more than one side at
 * its target (`StatusFigure.of`), where the first to get there would have ended it.
 * `decided` is a game already over, with nothing left to play. `helpless` is one the
 * engine would end at its first move: `player` has nothing to play with, such as no
 * marbles, and loses with no move whatever the side to move plays.
 */
export type Verdict =
  | { readonly kind: 'playable'; readonly pos: Position }
  | { readonly kind: 'decided'; readonly pos: Position; readonly outcome: Outcome }
  | { readonly kind: 'helpless'; readonly pos: Position; readonly player: Player }
  | { readonly kind: 'targets'; readonly pos: Position }
  | { readonly kind: 'invalid'; readonly error: PositionError };

export function judge(draft: Draft): Verdict {
  const checked = checkDraft(draft);
  if (!checked.ok) return { kind: 'invalid', error: checked.error };
  const pos = checked.value;
  const reached = pos.rules.status(pos).filter((f) => f.of !== undefined && f.value >= f.of);
  if (reached.length > 1) return { kind: 'targets', pos };
  const over = outcome(pos);
  if (over) return { kind: 'decided', pos, outcome: over };
  const moves = legalMoves(pos);
  // Asked of the engine, not by counting pieces: in Abacus an empty side is the start.
  const helpless = moves.every((move) => outcome(play(pos, move))?.reason === 'no-moves');
  return helpless
    ? { kind: 'helpless', pos, player: pos.turn === BLACK ? 'white' : 'black' }
    : { kind: 'playable', pos };
}

/** The game's rules without its checks of counts and counters, to write or read any draft. */
const lenient = (game: Game): GameRules => ({
  ...rulesOf(game),
  checkSetup: () => undefined,
});

/**
 * The draft's position string, written even when the rules reject the draft, so that
 * what is on the board can always be copied out and mended elsewhere.
 */
export function draftText(draft: Draft): string {
  const pos = fromSetup(draft, lenient(draft.game));
  // The editor makes only well-formed cells on sizes the game offers; anything else is a bug.
  if (!pos.ok) throw new Error(`malformed draft: ${pos.error.message}`);
  return makePosition(pos.value);
}

/**
 * Reads a pasted position string into a draft. A string the game's rules reject (too
 * many pieces, impossible counters) still becomes a draft, to be mended on the board;
 * only a string that does not describe a board at all is refused. Errors are the
 * engine's own.
 */
export function readDraft(text: string): Result<Draft, PositionError> {
  const strict = parsePosition(text);
  if (strict.ok) return { ok: true, value: draftOf(strict.value) };
  if (strict.error.code !== 'extras') return strict;
  // Past the side to move, so the game, rows and side are known to be well formed.
  const [gameText, rowsText, sideText, ...rest] = text.trim().split(/\s+/);
  const rules = rulesOf(gameText.toLowerCase() as Game);
  const rows = parseRows(rowsText);
  const extras = rules.parseExtras(rest);
  if (!rows.ok || !extras.ok) return strict;
  const setup = {
    game: rules.game,
    n: rows.value.n,
    cells: rows.value.cells,
    turn: sideText.toLowerCase() === 'b' ? ('black' as const) : ('white' as const),
    extras: extras.value,
  };
  const pos = fromSetup(setup, lenient(rules.game));
  return pos.ok ? { ok: true, value: setup } : pos;
}

/**
 * The spec of a game starting from a checked position. A position that is a layout's
 * start names that layout, and `checkSpec` then drops the start: it is a plain new game.
 */
export function specOf(pos: Position): GameSpec {
  const { game } = pos;
  const { n } = pos.board;
  const start = makePosition(pos);
  const layouts = pos.rules.layouts(n);
  const layout =
    layouts.find((l) => makePosition(initialPosition(game, n, l)) === start) ?? layouts[0];
  return { game, n, layout, start };
}
