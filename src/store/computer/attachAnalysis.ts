import type { StoreApi } from 'zustand/vanilla';
import { AiCancelledError, type AnalysisClient, createAiClient } from '../../ai/worker/client';
import { helperPool, newAiWorker } from './aiWorkers';
import type { AnalysisResponse } from '../../ai/worker/protocol';
import { WIN, WIN_BOUND } from '../../ai/search/search';
import {
  BLACK,
  makePosition,
  otherPlayer,
  type Player,
  playerOf,
  type Position,
} from '../../engine';
import { gameModule } from '../../games';
import type { GameStore } from '../game';
import { selectLegal, selectOutcome, selectPosition } from '../game/selectors';
import type { Analysis } from '../game/analysisBoard/types';

/** The analysis's own worker, apart from the computer player's, so that neither stops the other. */
export const workerAnalysisClient = (): AnalysisClient => createAiClient(newAiWorker, helperPool());

/**
 * How long one position is analysed before the search rests: long enough to go deep,
 * short enough that a forgotten open panel does not run the fan for ever.
 */
export const ANALYSIS_MS = 30_000;

/** Whether the page is on screen, and how to hear when that changes: injectable for tests. */
export interface Visibility {
  visible(): boolean;
  /** Calls `listener` on every change; returns the unsubscribe function. */
  listen(listener: () => void): () => void;
}

const documentVisibility: Visibility = {
  visible: () => typeof document === 'undefined' || document.visibilityState !== 'hidden',
  listen(listener) {
    if (typeof document === 'undefined') return () => {};
    document.addEventListener('visibilitychange', listener);
    return () => document.removeEventListener('visibilitychange', listener);
  },
};

export interface AnalysisOptions {
  readonly visibility?: Visibility;
  /** The search's budget per position (default `ANALYSIS_MS`). */
  readonly timeMs?: number;
}

function analysisOf(position: string, response: AnalysisResponse): Analysis {
  return {
    position,
    depth: response.depth,
    nodes: response.nodes,
    lines: response.lines.map((line) => ({
      score: line.score,
      moves: line.moves.map((move, i) => ({ move, text: line.texts[i] })),
    })),
    solved: response.solved,
    done: response.done,
    error: undefined,
  };
}

/**
 * Runs the analysis board: while it is open and the page visible, searches the viewed
 * position in the worker and streams what it finds into the store's `analysis`. A new
 * viewed position restarts it; closing the board, hiding the page or a finished
 * position stops it. Returns the function that stops it and releases the client.
 */
export function attachAnalysis(
  store: StoreApi<GameStore>,
  client: AnalysisClient,
  { visibility = documentVisibility, timeMs = ANALYSIS_MS }: AnalysisOptions = {},
): () => void {
  /** The position being searched, or the one whose search ended (finished or failed). */
  let running: string | undefined;
  let stopped = false;

  const wanted = (s: GameStore): string | undefined => {
    if (!s.analysing || !visibility.visible()) return undefined;
    if (selectOutcome(s) !== undefined || selectLegal(s).length === 0) return undefined;
    return makePosition(selectPosition(s));
  };

  const check = (): void => {
    if (stopped) return;
    const s = store.getState();
    const position = wanted(s);
    if (position === running) return;
    client.cancel();
    running = position;
    if (position === undefined) {
      // A hidden page keeps what was found; a finished position or a closed board has none.
      if (!s.analysing || visibility.visible()) s.showAnalysis(undefined);
      return;
    }
    const live = s.analysis?.position === position ? s.analysis : undefined;
    s.showAnalysis(
      live ?? {
        position,
        depth: 0,
        nodes: 0,
        lines: [],
        solved: undefined,
        done: false,
        error: undefined,
      },
    );
    const line = s.viewed();
    const answer = client.analyse(
      { position, history: line.replay.keys.slice(0, s.cursor), timeMs },
      (update) => {
        if (running === position) store.getState().showAnalysis(analysisOf(position, update));
      },
    );
    answer.catch((error: unknown) => {
      if (error instanceof AiCancelledError || running !== position) return;
      const now = store.getState().analysis;
      store.getState().showAnalysis({
        ...(now?.position === position ? now : analysisOf(position, EMPTY)),
        done: true,
        error: error instanceof Error ? error.message : String(error),
      });
    });
  };

  const unsubscribe = store.subscribe(check);
  const unlisten = visibility.listen(check);
  check();
  return () => {
    stopped = true;
    unsubscribe();
    unlisten();
    client.dispose();
  };
}

const EMPTY: AnalysisResponse = {
  type: 'analysis',
  id: 0,
  depth: 0,
  nodes: 0,
  lines: [],
  solved: undefined,
  done: true,
};

/** An analysis score as the bar and the number show it: from Black's side, in pieces. */
export interface Evaluation {
  /** Black's lead in units of material (marbles, stones); negative when White leads. */
  readonly lead: number;
  /** Who wins with best play, when a search or the exact solver proved it. */
  readonly winner: Player | undefined;
  /** How many moves of the winner's the win takes, when the search counted them. */
  readonly movesToWin: number | undefined;
  /** Whether the result is proven: by the exact solver, or by a search that saw the game's end. */
  readonly solved: boolean;
}

/** The winner's moves to the end in a score the search counted, or undefined for another score. */
function movesToWinOf(score: number): number | undefined {
  // The solver's verdict is a bare ±WIN: it proves the result without counting the moves.
  if (Math.abs(score) <= WIN_BOUND || Math.abs(score) >= WIN) return undefined;
  return Math.max(1, Math.ceil((WIN - Math.abs(score)) / 2));
}

/**
 * Reads `score`, for the side to move in `pos`, as an evaluation. `solved` is the proven
 * verdict for the side to move, which stands over the search's score; the search's count
 * of moves is kept where it agrees with the verdict.
 */
export function evaluationOf(pos: Position, score: number, solved?: boolean): Evaluation {
  const sign = pos.turn === BLACK ? 1 : -1;
  const mover = playerOf(pos.turn);
  const other = otherPlayer(mover);
  if (solved !== undefined) {
    return {
      lead: sign * (solved ? 1 : -1) * WIN,
      winner: solved ? mover : other,
      movesToWin: score > 0 === solved ? movesToWinOf(score) : undefined,
      solved: true,
    };
  }
  if (Math.abs(score) > WIN_BOUND) {
    return {
      lead: sign * score,
      winner: score > 0 ? mover : other,
      movesToWin: movesToWinOf(score) ?? 1,
      solved: false,
    };
  }
  return {
    lead: (sign * score) / gameModule(pos.game).ai.unit,
    winner: undefined,
    movesToWin: undefined,
    solved: false,
  };
}

/** How much of the bar is Black's, from 0 to 1: even is half, a few pieces ahead nearly all. */
export const blackShare = (e: Evaluation): number =>
  e.winner !== undefined ? (e.winner === 'black' ? 1 : 0) : 0.5 + 0.5 * Math.tanh(e.lead / 3);
