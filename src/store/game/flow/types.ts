import type { Move, Player } from '../../../engine';
import type { LibraryError, Notice, SaidNotice } from '../notices';
import type { ReplayedLine } from '../replayedLine';
import type { GameSpec, MoveRecord, Players, SavedGame, SharedSetting } from '../savedGame';

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
  /**
   * The colour played on another device, in a game played online (`src/online`): its
   * moves come only through `play(move, told)`, and a takeback only as both sides agreed
   * (`takeBackTo`). Not saved: the connection ends with the page, and the online session
   * sets it again as the game resumes.
   */
  readonly remote: Player | undefined;
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
   * `told` marks the remote side's move (`remote`), which the online session has read and
   * which goes to the game's end whatever is viewed, with the time its mover's own clock
   * says it has left (`told.clock`), which the notes and the clocks take.
   */
  play(move: Move, told?: { readonly clock?: number }): void;
  /** Which colour is played on another device; undefined ends that. */
  setRemote(side: Player | undefined): void;
  /** Takes back the last move, and against the computer its reply too (`stepTarget`). */
  undo(): void;
  /** Takes the game back to its first `ply` moves, as both sides of a game online agreed. */
  takeBackTo(ply: number): void;
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
  /** The resigner (`selectResigner`), or `side` where given, gives up the game. */
  resign(side?: Player): void;
  /** Closes the result of a finished game, or opens it again. */
  dismissResult(): void;
  showResult(): void;
  setSetting(key: SharedSetting, value: boolean): void;
  /** Sets one of the game's own board settings (`GameModule.boardSettings`), by its key. */
  setBoardSetting(key: string, value: boolean): void;
  dismissNotice(): void;
}
