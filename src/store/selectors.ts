import {
  makeMoveText,
  type Move,
  type MoveInfo,
  moveInfo,
  type Outcome,
  parseMove,
  type Player,
  type Position,
  playerOf,
} from '../engine';
import type { GameStore, Hint } from './game';
import type { PlayerKind, Players, Settings } from './types';
import { outcomeAt, type Replay, replay } from './replay';

/** Selectors return cached values, so that components re-render only on real changes. */

export const selectSettings = (s: GameStore): Settings => s.settings;

export const selectReplay = (s: GameStore): Replay => replay(s.spec, s.moves);

export const selectPosition = (s: GameStore): Position => selectReplay(s).positions[s.cursor];

export const selectOutcome = (s: GameStore): Outcome | undefined =>
  outcomeAt(selectReplay(s), s.cursor, s.ending);

/** The final result, whatever position is being viewed. */
export const selectFinalOutcome = (s: GameStore): Outcome | undefined =>
  outcomeAt(selectReplay(s), s.moves.length, s.ending);

const lastMoves = new WeakMap<Replay, Map<number, MoveInfo>>();

/** What the move that led to the viewed position did, for highlighting it. */
export function selectLastMove(s: GameStore): MoveInfo | undefined {
  if (s.cursor === 0) return undefined;
  const game = selectReplay(s);
  let byCursor = lastMoves.get(game);
  if (!byCursor) {
    byCursor = new Map();
    lastMoves.set(game, byCursor);
  }
  let info = byCursor.get(s.cursor);
  if (!info) {
    info = moveInfo(game.positions[s.cursor - 1], game.moves[s.cursor - 1]);
    byCursor.set(s.cursor, info);
  }
  return info;
}

export interface HintView {
  readonly text: string;
  readonly info: MoveInfo;
}

const hintViews = new WeakMap<Hint, HintView | undefined>();

/** The hint for the viewed position, once the computer has found it. Cached per hint. */
export function selectHint(s: GameStore): HintView | undefined {
  const { hint } = s;
  if (!hint || hint.move === undefined || hint.moves !== s.moves || hint.cursor !== s.cursor) {
    return undefined;
  }
  if (!hintViews.has(hint)) {
    const pos = selectPosition(s);
    const move = parseMove(pos, hint.move);
    hintViews.set(hint, move.ok ? { text: hint.move, info: moveInfo(pos, move.value) } : undefined);
  }
  return hintViews.get(hint);
}

export const selectHintPending = (s: GameStore): boolean =>
  s.hint !== undefined &&
  s.hint.move === undefined &&
  s.hint.moves === s.moves &&
  s.hint.cursor === s.cursor;

/** Whether the computer played the move that led to the viewed position. */
export const selectLastByComputer = (s: GameStore): boolean =>
  s.cursor > 0 && s.players[playerOf(selectReplay(s).positions[s.cursor - 1].turn)] !== 'human';

/** How many later moves playing `move` now would replace: 0 when it follows the record. */
export function replacedBy(s: GameStore, move: Move): number {
  const later = s.moves.length - s.cursor;
  if (later === 0) return 0;
  return makeMoveText(selectPosition(s), move) === s.moves[s.cursor] ? 0 : later;
}

/** Who plays the side to move in the viewed position. */
export const selectMover = (s: GameStore): PlayerKind =>
  s.players[playerOf(selectPosition(s).turn)];

/** Who resigns: the one person playing the computer, or else the player to move. */
export function selectResigner(s: GameStore): Player {
  const { black, white } = s.players;
  if (black === 'human' && white !== 'human') return 'black';
  if (white === 'human' && black !== 'human') return 'white';
  return playerOf(selectPosition(s).turn);
}

/** The colour whose turn it is, if the computer plays it and the game is live. */
export const selectComputerToMove = (s: GameStore): boolean =>
  s.cursor === s.moves.length && selectOutcome(s) === undefined && selectMover(s) !== 'human';

/**
 * Against the computer, undo and redo skip the positions where the computer is to move:
 * a takeback removes the player's last move and the reply together. Otherwise they step
 * one move. Undefined when there is nowhere to go.
 */
function stepTarget(s: GameStore, step: -1 | 1): number | undefined {
  const kinds = [s.players.black, s.players.white];
  const oneComputer = kinds.filter((k) => k === 'human').length === 1;
  const { positions } = selectReplay(s);
  const stops = (c: number): boolean =>
    !oneComputer || c === s.moves.length || s.players[playerOf(positions[c].turn)] === 'human';
  for (let c = s.cursor + step; c >= 0 && c <= s.moves.length; c += step) {
    if (stops(c)) return c;
  }
  return undefined;
}

export const selectUndoTarget = (s: GameStore): number | undefined => stepTarget(s, -1);
export const selectRedoTarget = (s: GameStore): number | undefined => stepTarget(s, 1);
export const selectCanUndo = (s: GameStore): boolean => selectUndoTarget(s) !== undefined;
export const selectCanRedo = (s: GameStore): boolean => selectRedoTarget(s) !== undefined;
/** Resigning or agreeing a draw only makes sense at the end of a game still being played. */
export const selectCanEnd = (s: GameStore): boolean =>
  s.cursor === s.moves.length && selectOutcome(s) === undefined;
export const selectInProgress = (s: GameStore): boolean =>
  s.moves.length > 0 && selectFinalOutcome(s) === undefined;

export const selectSpec = (s: GameStore) => s.spec;
export const selectPlayers = (s: GameStore): Players => s.players;
export const selectThinking = (s: GameStore): boolean => s.thinking;
export const selectMoves = (s: GameStore): readonly string[] => s.moves;
export const selectCursor = (s: GameStore): number => s.cursor;
export const selectMoveCount = (s: GameStore): number => s.moves.length;
export const selectNotice = (s: GameStore): string | undefined => s.notice;
