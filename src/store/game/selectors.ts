import {
  type Move,
  type MoveInfo,
  moveInfo,
  type Outcome,
  parseMove,
  type Player,
  playerOf,
  type Position,
  type StatusFigure,
} from '../../engine';
import { rulesOf } from '../../games';
import type { GameStore } from '.';
import type { ReplayedLine } from './replayedLine';
import { isFinishedRecord } from './recordNames';
import { moverAt, outcomeAt, resignerAt, stepTarget } from './turns';
import type {
  MoveRecord,
  PlayerKind,
  Players,
  Settings,
  Variation,
  VariationPath,
} from './savedGame';
import type { Analysis } from './analysisBoard/types';
import type { ComputerFailure } from './computerPlayer/types';
import type { DrawOffer } from './draws/types';
import { sameMoves } from './sideLines/moveTree';
import { premoverOf } from './premove/premover';
import type { Premove } from './premove/types';

/**
 * Selectors, at module level so that React sees the same function on every render.
 * Whatever they derive comes from the store's line, which the engine builds once per
 * position, so they return the same object until something really changes.
 */

/** The viewed line: the game, or the side line being explored. */
export const selectLine = (s: GameStore): ReplayedLine => s.viewed();
export const selectSettings = (s: GameStore): Settings => s.settings;

export const selectPosition = (s: GameStore): Position => s.viewed().position(s.cursor);

/** The legal moves of the viewed position. */
export const selectLegal = (s: GameStore): readonly Move[] => s.viewed().legal(s.cursor);

/** Whether a side line is being viewed rather than the game. */
export const selectInVariation = (s: GameStore): boolean => s.path.length > 0;

/** How the viewed position stands; the players' ending belongs to the game's last move. */
export const selectOutcome = (s: GameStore): Outcome | undefined =>
  s.path.length > 0 ? s.viewed().outcome(s.cursor) : outcomeAt(s.line(), s.cursor, s.ending);

/** The final result, whatever position is being viewed. */
export const selectFinalOutcome = (s: GameStore): Outcome | undefined =>
  outcomeAt(s.line(), s.moves.length, s.ending);

/** The move that led to the viewed position, with its notes; undefined at the start. */
export const selectViewedMove = (s: GameStore): MoveRecord | undefined =>
  s.cursor === 0 ? undefined : s.viewed().records[s.cursor - 1];

/** What the move that led to the viewed position did, for highlighting it. */
export function lastMoveInfo(line: ReplayedLine, cursor: number): MoveInfo | undefined {
  if (cursor === 0) return undefined;
  return moveInfo(line.position(cursor - 1), line.records[cursor - 1].move);
}

/**
 * The better move the review noted on the move that led to the viewed position, as the
 * board's arrow draws it; undefined where the move has none, or one that does not read.
 */
export function betterMoveInfo(line: ReplayedLine, cursor: number): MoveInfo | undefined {
  const best = cursor === 0 ? undefined : line.records[cursor - 1].notes?.best;
  if (best === undefined) return undefined;
  const before = line.position(cursor - 1);
  const move = parseMove(before, best);
  return move.ok ? moveInfo(before, move.value) : undefined;
}

/** The hinted move for the viewed position, once the computer has found it. */
export const selectHintMove = (s: GameStore): Move | undefined =>
  s.hint && s.path.length === 0 && sameMoves(s.hint.moves, s.moves) && s.hint.cursor === s.cursor
    ? s.hint.move
    : undefined;

export const selectHintPending = (s: GameStore): boolean =>
  s.hint !== undefined &&
  s.path.length === 0 &&
  s.hint.move === undefined &&
  sameMoves(s.hint.moves, s.moves) &&
  s.hint.cursor === s.cursor;

/** Whether the computer played the move that led to the viewed position: never in a side line. */
export const selectLastByComputer = (s: GameStore): boolean =>
  s.cursor > 0 && s.path.length === 0 && moverAt(s.players, s.line(), s.cursor - 1) !== 'human';

/** Who plays the side to move in the viewed position. */
export const selectMover = (s: GameStore): PlayerKind => moverAt(s.players, s.viewed(), s.cursor);

/** Who resigns: the one person playing the computer, or else the player to move. */
export const selectResigner = (s: GameStore): Player =>
  resignerAt(s.players, s.viewed(), s.cursor, s.remote);

/** Whether the side played on another device is to move at the end of a live game online. */
export const selectRemoteToMove = (s: GameStore): boolean =>
  s.remote !== undefined &&
  s.path.length === 0 &&
  s.cursor === s.moves.length &&
  playerOf(s.line().position(s.cursor).turn) === s.remote;

/** Whether the computer is to move in a live game: at the game's end, never in a side line. */
export const selectComputerToMove = (s: GameStore): boolean =>
  s.path.length === 0 &&
  s.cursor === s.moves.length &&
  selectOutcome(s) === undefined &&
  selectMover(s) !== 'human';

/** Whether the game is a record that is over (`isFinishedRecord`). */
export const selectFinishedRecord = (s: GameStore): boolean =>
  isFinishedRecord(s.tags, selectFinalOutcome(s) === undefined);

/**
 * Whether a takeback can remove anything: never the computer's opening move alone, nor an
 * ending the players chose, nor a finished record's moves.
 */
export const selectCanUndo = (s: GameStore): boolean =>
  s.ending === undefined &&
  s.remote === undefined &&
  !selectFinishedRecord(s) &&
  stepTarget(s.players, s.line(), s.moves.length, -1) !== undefined;
export const selectCanRedo = (s: GameStore): boolean => s.takenBack.length > 0;
/** Resigning or offering a draw only makes sense at the end of a game still being played. */
export const selectCanEnd = (s: GameStore): boolean =>
  s.path.length === 0 && s.cursor === s.moves.length && selectOutcome(s) === undefined;
/** Whether a person may move on the board: at the end of a live game, on their turn. */
export const selectPlayable = (s: GameStore): boolean =>
  selectCanEnd(s) && selectMover(s) === 'human' && !selectRemoteToMove(s);
/**
 * Whether the board may take a move: anywhere the viewed position is not over and the
 * computer is not to move. Away from the game's end a move starts or extends a side line.
 */
export const selectBoardOpen = (s: GameStore): boolean =>
  selectOutcome(s) === undefined && !selectComputerToMove(s) && !selectRemoteToMove(s);
/** Whether an earlier position or a side line is viewed: a move there explores a side line. */
export const selectViewing = (s: GameStore): boolean =>
  s.path.length > 0 || s.cursor < s.moves.length;

/** Whether the resigner, who also offers draws, is a person at the screen. */
export const selectResignerIsHuman = (s: GameStore): boolean =>
  s.players[selectResigner(s)] === 'human';

/** The draw offer made since the last move, if any. */
export const selectDrawOffer = (s: GameStore): DrawOffer | undefined =>
  s.drawOffer && sameMoves(s.drawOffer.moves, s.moves) ? s.drawOffer : undefined;

/** Whether a draw can be offered now: the game's rules allow one, and none is open. */
export const selectCanOfferDraw = (s: GameStore): boolean =>
  rulesOf(s.spec.game).playersMayEnd &&
  selectCanEnd(s) &&
  selectResignerIsHuman(s) &&
  selectDrawOffer(s) === undefined;

/** Whether the result of the finished game is showing: at its end, unless closed. */
export const selectResultOpen = (s: GameStore): boolean =>
  !s.resultDismissed &&
  s.path.length === 0 &&
  s.cursor === s.moves.length &&
  selectFinalOutcome(s) !== undefined;
export const selectInProgress = (s: GameStore): boolean =>
  s.moves.length > 0 && selectFinalOutcome(s) === undefined;

/** The numbers that decide the game in the viewed position. */
export const statusOf = (pos: Position): readonly StatusFigure[] => pos.rules.status(pos);

export const selectSpec = (s: GameStore) => s.spec;
export const selectPlayers = (s: GameStore): Players => s.players;
/** Whether the computer is searching for its own move (a hint shows as pending instead). */
export const selectThinking = (s: GameStore): boolean =>
  s.computer.status === 'thinking' && s.computer.task.kind === 'move';
/** The computer's failed search, shown with a Retry button until it is retried or moot. */
export const selectComputerFailure = (s: GameStore): ComputerFailure | undefined =>
  s.computer.status === 'failed' ? s.computer : undefined;
export const selectMoves = (s: GameStore): readonly MoveRecord[] => s.moves;
export const selectVariations = (s: GameStore): readonly Variation[] => s.variations;
export const selectPath = (s: GameStore): VariationPath => s.path;
export const selectAnalysing = (s: GameStore): boolean => s.analysing;
export const selectReviewing = (s: GameStore): boolean => s.review !== undefined;
export const selectAnalysis = (s: GameStore): Analysis | undefined => s.analysis;
export const selectCursor = (s: GameStore): number => s.cursor;
export const selectMoveCount = (s: GameStore): number => s.moves.length;
export const selectNotice = (s: GameStore): GameStore['notice'] => s.notice;

/** The premove waiting for its turn, and the last one dropped as no longer legal. */
export const selectPremove = (s: GameStore): Premove | undefined => s.premove;
export const selectPremoveDropped = (s: GameStore): Premove | undefined => s.premoveDropped;

/**
 * Whether the board takes a premove now: at the end of a game going on, the computer or
 * the player online is to move, and the side at this screen waits for its turn.
 */
export const selectPremoveOpen = (s: GameStore): boolean =>
  selectCanEnd(s) &&
  (selectComputerToMove(s) || selectRemoteToMove(s)) &&
  premoverOf(s.players, s.remote, playerOf(s.line().position(s.cursor).turn)) !== undefined;
