import type { Verdict } from '../../../ai/review/review';
import type { Player } from '../../../engine';
import type { MoveRecord, VariationPath } from '../savedGame';

/** How long the review searches each position: quick for a first look, deep to be sure. */
export const REVIEW_DEPTHS = ['quick', 'deep'] as const;
export type ReviewDepth = (typeof REVIEW_DEPTHS)[number];

/** A review search under way, or one that ended without finishing. */
export interface ReviewRun {
  /** Tells runs apart: what a cancelled run still reports is dropped. */
  readonly id: number;
  readonly depth: ReviewDepth;
  readonly status: 'running' | 'cancelled' | 'failed';
  /** Positions searched so far, of `total`: every position of the game, the start first. */
  readonly done: number;
  readonly total: number;
  /**
   * Once every position is searched, a quick review searches the moves it would mark `?`
   * or `??` again as deep does (`attachReview`): how many of them it has, of how many.
   */
  readonly rechecked?: { readonly done: number; readonly total: number };
  readonly error?: string;
}

/** Where "learn from your mistakes" stands at one of the side's mistakes. */
export type LearnStatus = 'waiting' | 'checking' | 'accepted' | 'rejected' | 'shown';

/** A move the player tried instead of a mistake, and what it lost against the best. */
export interface TriedMove {
  readonly text: string;
  /** The side line it was played into; empty when it was the game's own move again. */
  readonly path: VariationPath;
  /** Its loss in the game's units, once the search has scored it. */
  readonly loss?: number;
}

/** Stepping through one side's mistakes and blunders, finding a better move at each. */
export interface Learning {
  readonly side: Player;
  /** The plies of the side's mistakes and blunders, in order. */
  readonly plies: readonly number[];
  readonly index: number;
  readonly status: LearnStatus;
  readonly tried: TriedMove | undefined;
}

/**
 * The review panel's session: the review itself is kept in the moves' notes (an
 * evaluation on each, a glyph and the better move on each judged one), so a game
 * reviewed once shows its review when opened again; this holds only what goes with
 * the page.
 */
export interface ReviewSession {
  /** The search, while it runs or after it stopped short; undefined once the notes hold it. */
  readonly run: ReviewRun | undefined;
  /** The start position's verdict, which no move's note keeps: known after a run. */
  readonly start: Verdict | undefined;
  readonly learning: Learning | undefined;
}

/** What a finished run hands the store: every position's verdict and best move, the start first. */
export interface ReviewFindings {
  readonly verdicts: readonly Verdict[];
  /** The best move of each position in notation; undefined where the game is over. */
  readonly best: readonly (string | undefined)[];
}

export interface ReviewState {
  /** The review panel, when open. Not saved: the notes are. */
  readonly review: ReviewSession | undefined;
}

export interface ReviewActions {
  /**
   * Opens the review of the game: at once from its notes where every move of the game
   * has an evaluation, else by starting a run at `depth` (quick by default).
   */
  openReview(depth?: ReviewDepth): void;
  /** Runs the review (again) at `depth`, replacing what the notes held. */
  startReview(depth: ReviewDepth): void;
  /** Stops the run; the moves keep the notes they had. */
  cancelReview(): void;
  closeReview(): void;
  /** Called by the review runner (`attachReview`). */
  reviewProgress(id: number, done: number): void;
  /** Called by the review runner: `done` of `total` candidate mistakes searched again. */
  reviewRechecking(id: number, done: number, total: number): void;
  /** The game's moves with the run's notes (`reviewedMoves`), and the start's verdict. */
  reviewFinished(id: number, moves: readonly MoveRecord[], start: Verdict): void;
  reviewFailed(id: number, message: string): void;
  /** Where "learn from your mistakes" stands (`learning.ts`); undefined ends it. */
  setLearning(learning: Learning | undefined): void;
}
