import {
  extendReplay,
  generateMoves,
  MAX_MOVES,
  type Move,
  type Outcome,
  type Position,
  type Replay,
  replayOutcome,
  startReplay,
  truncateReplay,
} from '../../engine';
import { sameSpec, startPosition } from './spec';
import type { GameSpec, MoveRecord } from './savedGame';

const buffer = new Int32Array(MAX_MOVES);

/**
 * What the engine derives from a game's spec and moves: every position and, worked out
 * once per position when first asked, its legal moves and how the game stands there.
 * Derived, never stored: the store keeps only the spec and the moves.
 */
export class ReplayedLine {
  readonly #legal: (readonly Move[] | undefined)[];
  readonly #outcomes: Map<number, Outcome | undefined>;

  constructor(
    readonly spec: GameSpec,
    readonly records: readonly MoveRecord[],
    readonly replay: Replay,
    /** A line whose first `shared` positions (and what was learnt of them) are also this one's. */
    reuse?: { readonly line: ReplayedLine; readonly shared: number },
  ) {
    const shared = reuse?.shared ?? 0;
    this.#legal = reuse ? reuse.line.#legal.slice(0, shared) : [];
    this.#outcomes = new Map(
      reuse ? [...reuse.line.#outcomes].filter(([ply]) => ply < shared) : [],
    );
  }

  position(ply: number): Position {
    return this.replay.positions[ply];
  }

  legal(ply: number): readonly Move[] {
    let moves = this.#legal[ply];
    if (!moves) {
      moves = Array.from(buffer.subarray(0, generateMoves(this.position(ply), buffer)));
      this.#legal[ply] = moves;
    }
    return moves;
  }

  /** The board's verdict after `ply` moves, repetition included. */
  outcome(ply: number): Outcome | undefined {
    if (!this.#outcomes.has(ply)) {
      this.#outcomes.set(ply, replayOutcome(this.replay, ply, this.legal(ply).length));
    }
    return this.#outcomes.get(ply);
  }
}

/**
 * The line of `records`, reusing `previous` where the two share their first moves: a
 * move played, taken back or replaced costs one position, not a replay of the game.
 */
export function replayLine(
  spec: GameSpec,
  records: readonly MoveRecord[],
  previous: ReplayedLine | undefined,
): ReplayedLine {
  if (previous && sameSpec(previous.spec, spec)) {
    if (previous.records === records) return previous;
    let shared = 0;
    const limit = Math.min(previous.records.length, records.length);
    while (shared < limit && previous.records[shared].move === records[shared].move) shared++;
    const base =
      shared === previous.records.length
        ? previous.replay
        : truncateReplay(previous.replay, shared);
    const added = records.slice(shared).map((r) => r.move);
    const replay = added.length > 0 ? extendReplay(base, added) : base;
    return new ReplayedLine(spec, records, replay, { line: previous, shared: shared + 1 });
  }
  const start = startReplay(startPosition(spec));
  return new ReplayedLine(
    spec,
    records,
    extendReplay(
      start,
      records.map((r) => r.move),
    ),
  );
}
