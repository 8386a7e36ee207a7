import type { Level } from '../../../ai/search/levels';
import type { Move } from '../../../engine';
import type { MoveRecord, Players } from '../savedGame';

/** A hint asked for in one position: pending until the search answers with a move. */
export interface Hint {
  readonly moves: readonly MoveRecord[];
  readonly cursor: number;
  /** The suggested move, once found. */
  readonly move: Move | undefined;
}

/** One search the computer player runs: its own move, or a hint for the person to move. */
export interface ComputerTask {
  readonly kind: 'move' | 'hint';
  /** The id of the game it searches: a new game or a rematch is a new task. */
  readonly game: string;
  /** The game and viewed move it searches; a failure holds only while they stay the same. */
  readonly moves: readonly MoveRecord[];
  readonly cursor: number;
  readonly players: Players;
  readonly level: Level;
}

/**
 * The computer player's state machine: idle, thinking about `task`, or failed at it.
 * A search that succeeds returns to idle through the move or hint it produced. A failed
 * one stays failed, and is not tried again, until the position, the viewed move or the
 * players change, or the person asks to retry.
 */
export type ComputerState =
  | { readonly status: 'idle' }
  | { readonly status: 'thinking'; readonly task: ComputerTask }
  | { readonly status: 'failed'; readonly task: ComputerTask; readonly reason: FailureReason };

/**
 * Why a search failed, as codes the screen puts into words in the player's language; an
 * error's own message is technical and shown as it is.
 */
export type FailureReason =
  | { readonly code: 'refused'; readonly move: string }
  | { readonly code: 'timeout'; readonly seconds: number }
  | { readonly code: 'error'; readonly message: string };

export type ComputerFailure = Extract<ComputerState, { readonly status: 'failed' }>;

export const COMPUTER_IDLE: ComputerState = { status: 'idle' };

export interface ComputerPlayerState {
  /** What the computer player is doing. Not saved: a reload starts it afresh. */
  readonly computer: ComputerState;
  readonly hint: Hint | undefined;
}

export interface ComputerPlayerActions {
  /** Asks the computer for a move suggestion in the viewed position. */
  requestHint(): void;
  /** Tries the failed search again, once: the Retry button. */
  retryComputer(): void;
  /** Called by the computer player (`attachComputer`), which runs the searches. */
  computerStarted(task: ComputerTask): void;
  computerFailed(task: ComputerTask, reason: FailureReason): void;
  computerIdle(): void;
  showHint(hint: Hint): void;
}
