import type { Level } from '../../ai/search/levels';
import type { Move, MoveNotes, Player } from '../../engine';
import type { ClockReading, Clocks } from './clockState';
import type { ReplayedLine } from './replayedLine';
import type { ReviewActions, ReviewState } from './reviewSession';
import type {
  GameSpec,
  MoveRecord,
  Players,
  SavedGame,
  SharedSetting,
  VariationPath,
} from './savedGame';

export const LIBRARY_ERRORS = [
  'unavailable',
  'denied',
  'blocked',
  'timeout',
  'superseded',
  'quota',
  'failed',
] as const;
/** Why the game library cannot keep the game: the store shows it while it lasts. */
export interface LibraryError {
  readonly code: (typeof LIBRARY_ERRORS)[number];
  readonly message: string;
  /** The browser's own words for a failure, quoted as they are. */
  readonly detail?: string;
}

/** A hint asked for in one position: pending until the search answers with a move. */
export interface Hint {
  readonly moves: readonly MoveRecord[];
  readonly cursor: number;
  /** The suggested move, once found. */
  readonly move: Move | undefined;
}

/**
 * A draw offered at the end of the game. Against the computer it answers at once; in a
 * hot-seat game the opponent at the screen accepts or declines. A move played lapses it.
 */
export interface DrawOffer {
  readonly by: Player;
  /** The game the offer was made in: the offer holds only while no move is added. */
  readonly moves: readonly MoveRecord[];
  readonly answer: 'pending' | 'declined';
}

/** One line the analysis found: its moves from the analysed position and their score. */
export interface AnalysisLine {
  readonly moves: readonly MoveRecord[];
  /** For the side to move in the analysed position, in the search's units. */
  readonly score: number;
}

/**
 * The analysis of one position, as the search deepens: its best lines (the best first)
 * at the last completed depth, and the exact verdict where an ending was solved.
 */
export interface Analysis {
  /** The analysed position (`makePosition`): the analysis holds only while it is viewed. */
  readonly position: string;
  readonly depth: number;
  readonly nodes: number;
  readonly lines: readonly AnalysisLine[];
  /** Whether the side to move wins (true) or loses (false) with best play, when proven. */
  readonly solved: boolean | undefined;
  /** Whether the search has stopped: it reached its limit, not the panel's closing. */
  readonly done: boolean;
  /** Why the search failed, if it did. */
  readonly error: string | undefined;
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

/** Something the app did on its own, as a code the screen puts into words. */
export type Notice =
  | { readonly code: 'quarantined'; readonly count: number }
  | { readonly code: 'crashed' }
  | { readonly code: 'prefsReset' }
  | { readonly code: 'forked' };

/**
 * Whether a notice is good news, such as a game imported, or a problem the player should
 * look into; they are drawn apart so that good news does not look like an error.
 */
export type NoticeKind = 'info' | 'problem';

/** A notice already put into the player's language, with its kind. */
export interface SaidNotice {
  readonly kind: NoticeKind;
  readonly text: string;
}

export type ComputerFailure = Extract<ComputerState, { readonly status: 'failed' }>;

export const COMPUTER_IDLE: ComputerState = { status: 'idle' };

/* The game store's state and actions, slice by slice (each slice is a file of this folder). */

/**
 * The game itself as saved (all of `SavedGame` but the side lines), and what the session
 * holds beside it until the page goes.
 */
export interface FlowState extends Omit<SavedGame, 'variations' | 'path'> {
  /** The game's id in the library; a new game, a rematch or a fork gets a new one. */
  readonly id: string;
  /**
   * The moves taken back, the next to restore first. Kept only until a move is played,
   * and not saved: a takeback is final once the game goes on or the page reloads.
   */
  readonly takenBack: readonly MoveRecord[];
  /** Whether the player closed the result of this finished game; it can be opened again. */
  readonly resultDismissed: boolean;
  /** Why the game is not being saved, while that lasts. */
  readonly storageProblem: LibraryError | undefined;
  /**
   * What the app did on its own that the player should hear of, such as a failed load: as
   * codes put into words on screen (each a problem: a game lost, crashed or split off),
   * or as text already in the player's language with its kind.
   */
  readonly notice: readonly Notice[] | SaidNotice | undefined;
}

/**
 * The game flow, as on lichess. The moves are the game as played: undo takes moves back
 * (keeping them for redo until a new move is played), and the cursor only chooses which
 * position is viewed. Moves are played into the game at its end only; a move played
 * anywhere else goes into a side line (`explore`), which leaves the game as it was.
 */
export interface FlowActions {
  /**
   * The positions, legal moves and outcomes the engine derives from the spec and moves,
   * for the store's current state: the game itself, whichever line is viewed.
   */
  line(): ReplayedLine;
  /** The line being viewed (`path`): the game, or a side line with the moves before it. */
  viewed(): ReplayedLine;
  /** Shows another game: one resumed from the library, or changed by another tab. */
  open(saved: SavedGame, id: string): void;
  /**
   * Plays a legal move in the viewed position. At the end of a game still going it is the
   * game's next move, which clears the taken-back moves; anywhere else it is explored as a
   * side line (`explore`). Illegal moves and moves in finished positions are ignored.
   */
  play(move: Move): void;
  /** Takes back the last move, and against the computer its reply too (`stepTarget`). */
  undo(): void;
  /** Restores what the last undo took back. */
  redo(): void;
  /**
   * Starts a new game, under a new id, from the viewed position: the moves of the viewed
   * line so far, with the same spec, players and settings, and the side lines that leave
   * those moves. The game it came from stays as it was.
   */
  continueFromHere(): void;
  /** Starts a game; `players` defaults to who played the last one. */
  newGame(spec: GameSpec, players?: Players): void;
  /** The same game again from the start; `swap` swaps who plays each colour. */
  rematch(swap?: boolean): void;
  /** Who plays each colour from now on: the computer can take over a side, or hand it back. */
  setPlayers(players: Players): void;
  /** The resigner (`selectResigner`) gives up the game. */
  resign(): void;
  /** Closes the result of a finished game, or opens it again. */
  dismissResult(): void;
  showResult(): void;
  setSetting(key: SharedSetting, value: boolean): void;
  /** Sets one of the game's own board settings (`GameModule.boardSettings`), by its key. */
  setBoardSetting(key: string, value: boolean): void;
  dismissNotice(): void;
}

/** The side lines as saved, always present here (saves from before them have none). */
export type SideLinesState = Required<Pick<SavedGame, 'variations' | 'path'>>;

export interface SideLinesActions {
  /**
   * Plays `moves` on from the viewed position as a side line, never into the game, and
   * shows where they end. Moves already on the viewed line or one of its side lines are
   * followed rather than copied; a side line that ends here is extended. Stops at the
   * first move that is not legal.
   */
  explore(moves: readonly Move[]): void;
  /** Views the position after `cursor` moves of the line at `path`. */
  goToLine(path: VariationPath, cursor: number): void;
  /** Views the position after `cursor` moves of the viewed line; changes nothing in the game. */
  goTo(cursor: number): void;
  /**
   * Keyboard ↓: into the first side line that leaves the viewed position, or from a side
   * line's first move on to its next sibling. Returns whether the view changed.
   */
  enterVariation(): boolean;
  /** Keyboard ↑: out of the viewed side line, to where it leaves its parent. */
  leaveVariation(): boolean;
  /** Deletes the side line at `path`, and the side lines that leave it. */
  deleteVariation(path: VariationPath): void;
  /** Swaps the side line at `path` with the side line it leaves (`promoteAt`). */
  promoteVariation(path: VariationPath): void;
  /**
   * Sets what is noted of move `ply` (from 1) of the line at `path`, in whichever line of
   * the tree that move belongs to; undefined or empty notes remove them. A move that is not
   * there is ignored.
   */
  annotate(path: VariationPath, ply: number, notes: MoveNotes | undefined): void;
}

export interface DrawState {
  readonly drawOffer: DrawOffer | undefined;
}

export interface DrawActions {
  /**
   * The resigner offers a draw, where the game's rules allow one: the computer answers at
   * once (`acceptsDraw`), a person at the screen answers with `answerDraw`.
   */
  offerDraw(): void;
  answerDraw(accept: boolean): void;
}

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

export interface AnalysisState {
  /** Whether the analysis board is open. Not saved, like the search it runs. */
  readonly analysing: boolean;
  /** What the analysis found in the viewed position so far. */
  readonly analysis: Analysis | undefined;
}

export interface AnalysisActions {
  /** Opens or closes the analysis board, which searches the viewed position. */
  setAnalysing(on: boolean): void;
  /** Called by the analysis board (`attachAnalysis`) with what its search found so far. */
  showAnalysis(analysis: Analysis | undefined): void;
}

export interface ClocksState {
  /**
   * The clocks of a game on a time control (`spec.timeControl`), none otherwise. Not
   * saved: each move's notes keep its mover's time (`notes.clock`), which a reload and a
   * takeback restore them from.
   */
  readonly clocks: Clocks | undefined;
}

export interface ClocksActions {
  /** Each side's time left now, and whose clock runs; undefined for a game without clocks. */
  clockReading(): ClockReading | undefined;
  /** Stops the running clock, for the players at the screen; `resumeClock` starts it again. */
  pauseClock(): void;
  resumeClock(): void;
  /**
   * Ends the game as a loss on time for the side to move once its time is out; returns
   * whether it did. The screen calls it as the clock ticks, and a move before it is played.
   */
  checkFlag(): boolean;
}

/**
 * A game at the screen: the saved game (`SavedGame`, owned by the flow and side-line
 * slices) and the session around it, which a reload does not keep.
 */
export type GameState = FlowState &
  SideLinesState &
  DrawState &
  ComputerPlayerState &
  AnalysisState &
  ClocksState &
  ReviewState;
export type GameActions = FlowActions &
  SideLinesActions &
  DrawActions &
  ComputerPlayerActions &
  AnalysisActions &
  ClocksActions &
  ReviewActions;
export type GameStore = GameState & GameActions;
