import {
  makeMoveText,
  type Move,
  type MoveInfo,
  moveInfo,
  type Outcome,
  type Position,
} from '../engine';
import type { GameStore } from './game';
import type { Settings } from './types';
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

/** How many later moves playing `move` now would replace: 0 when it follows the record. */
export function replacedBy(s: GameStore, move: Move): number {
  const later = s.moves.length - s.cursor;
  if (later === 0) return 0;
  return makeMoveText(selectPosition(s), move) === s.moves[s.cursor] ? 0 : later;
}

export const selectCanUndo = (s: GameStore): boolean => s.cursor > 0;
export const selectCanRedo = (s: GameStore): boolean => s.cursor < s.moves.length;
/** Resigning or agreeing a draw only makes sense at the end of a game still being played. */
export const selectCanEnd = (s: GameStore): boolean =>
  s.cursor === s.moves.length && selectOutcome(s) === undefined;
export const selectInProgress = (s: GameStore): boolean =>
  s.moves.length > 0 && selectFinalOutcome(s) === undefined;

export const selectSpec = (s: GameStore) => s.spec;
export const selectMoves = (s: GameStore): readonly string[] => s.moves;
export const selectCursor = (s: GameStore): number => s.cursor;
export const selectMoveCount = (s: GameStore): number => s.moves.length;
export const selectNotice = (s: GameStore): string | undefined => s.notice;
