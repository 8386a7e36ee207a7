import { makePosition, parseMove, play, type Position, positionKey } from '../../engine';
import type { GameAi } from '../game-ai';
import { type Level, LEVEL_SETTINGS } from './levels';
import { think, type ThinkResult } from './think';

/**
 * Thinking on the person's time. After the computer moves, the worker guesses the
 * person's reply (the second move of its own principal variation, or a quick search),
 * plays it, and searches the position the computer will then face. The search runs in
 * short slices so that the worker stays free to read messages between them; the slices
 * share one transposition table, so each resumes where the last stopped.
 *
 * If the person plays the expected move, the next `think` for that position finds a
 * warm table and is credited with the time already spent: it answers at once when
 * pondering has used up the move's budget, and otherwise searches for what is left.
 */
export const PONDER_SLICE_MS = 50;

export interface PonderStart {
  /** The position after the computer's move, the person to move, as a position string. */
  readonly position: string;
  readonly history: readonly string[];
  readonly level: Level;
  /** The reply expected of the person, in move notation; guessed when absent. */
  readonly expected?: string;
  /** The table the level's moves are searched with (`ThinkOptions.table`): pondering fills it. */
  readonly table?: SharedArrayBuffer;
}

export interface PonderHit {
  /** Search time already spent on the position. */
  readonly spentMs: number;
  /** The deepest completed result so far, if any. */
  readonly result?: ThinkResult;
}

/** The line the computer last expected: its position, and its principal variation. */
export interface LastLine {
  readonly position: Position;
  readonly pv: readonly number[];
}

export class Ponder {
  private target: string | undefined;
  /** The position pondered, with the game's AI that searches it. */
  private pos: { readonly at: Position; readonly ai: GameAi } | undefined;
  private history: readonly string[] = [];
  private level: Level = 'expert';
  private table: SharedArrayBuffer | undefined;
  private spentMs = 0;
  private result: ThinkResult | undefined;

  /**
   * Prepares to ponder from `start`; returns false (and ponders nothing) if the level
   * does not ponder, the game is over or the expected move is not legal.
   */
  begin(from: Position, ai: GameAi, start: PonderStart, last: LastLine | undefined): boolean {
    this.stop();
    if (!LEVEL_SETTINGS[start.level].ponder) return false;
    const reply = this.expectedReply(from, ai, start, last);
    if (reply === undefined) return false;
    const pos = play(from, reply);
    this.pos = { at: pos, ai };
    this.target = makePosition(pos);
    this.history = [...start.history, positionKey(from)];
    this.level = start.level;
    this.table = start.table;
    return true;
  }

  get active(): boolean {
    return this.pos !== undefined;
  }

  /** Searches one slice; the clock is injectable for tests. */
  step(sliceMs = PONDER_SLICE_MS, now: () => number = () => performance.now()): void {
    if (!this.pos) return;
    const t0 = now();
    const result = think(this.pos.at, this.pos.ai, {
      level: this.level,
      timeMs: sliceMs,
      history: this.history,
      now,
      table: this.table,
    });
    this.spentMs += now() - t0;
    if (!this.result || result.depth >= this.result.depth) this.result = result;
  }

  /** Ends pondering; if `position` is the one pondered, returns what was learnt. */
  take(position: string): PonderHit | undefined {
    const hit =
      this.target === position ? { spentMs: this.spentMs, result: this.result } : undefined;
    this.stop();
    return hit;
  }

  stop(): void {
    this.target = undefined;
    this.pos = undefined;
    this.spentMs = 0;
    this.result = undefined;
  }

  private expectedReply(
    from: Position,
    ai: GameAi,
    start: PonderStart,
    last: LastLine | undefined,
  ): number | undefined {
    if (start.expected !== undefined) {
      const parsed = parseMove(from, start.expected);
      return parsed.ok ? parsed.value : undefined;
    }
    if (
      last &&
      last.pv.length >= 2 &&
      makePosition(play(last.position, last.pv[0])) === start.position
    ) {
      return last.pv[1];
    }
    try {
      return think(from, ai, { level: 'hard', timeMs: PONDER_SLICE_MS, history: start.history })
        .move;
    } catch {
      // The person has no move: the game is over.
      return undefined;
    }
  }
}
