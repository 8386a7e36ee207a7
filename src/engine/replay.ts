import { outcome as positionOutcome } from './game';
import { clonePosition, type Position, positionKey } from './position';
import type { Move, Outcome } from './types';

/**
 * A game's positions from its start, extended one move at a time. It counts each
 * position's earlier occurrences as it goes, so that threefold repetition costs nothing
 * per ply and a 10,000-ply game loads in linear time.
 */
export interface Replay {
  readonly moves: readonly Move[];
  /** `moves.length + 1` positions, the start first. */
  readonly positions: readonly Position[];
  /** `occurrences[i]`: how often `positions[i]` has stood on the board up to ply i. */
  readonly occurrences: readonly number[];
  readonly keys: readonly string[];
}

export const startReplay = (start: Position): Replay => ({
  moves: [],
  positions: [start],
  occurrences: [1],
  keys: [positionKey(start)],
});

/**
 * The replay after more moves, each legal in the position it is played in. The given
 * replay is left as it was.
 */
export function extendReplay(replay: Replay, added: readonly Move[]): Replay {
  const moves = [...replay.moves];
  const positions = [...replay.positions];
  const occurrences = [...replay.occurrences];
  const keys = [...replay.keys];
  const counts = new Map<string, number>();
  for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
  for (const move of added) {
    const next = clonePosition(positions[positions.length - 1]);
    next.rules.make(next, move);
    const key = positionKey(next);
    const seen = (counts.get(key) ?? 0) + 1;
    counts.set(key, seen);
    moves.push(move);
    positions.push(next);
    occurrences.push(seen);
    keys.push(key);
  }
  return { moves, positions, occurrences, keys };
}

/** The first `length` moves of a replay. */
export const truncateReplay = (replay: Replay, length: number): Replay => ({
  moves: replay.moves.slice(0, length),
  positions: replay.positions.slice(0, length + 1),
  occurrences: replay.occurrences.slice(0, length + 1),
  keys: replay.keys.slice(0, length + 1),
});

/**
 * How the game stands after `ply` moves: the position's own verdict, or a draw on the
 * third occurrence of a position with the same player to move, where positions can recur.
 * `legalCount` saves generating the moves again when the caller has them.
 */
export function replayOutcome(
  replay: Replay,
  ply: number,
  legalCount?: number,
): Outcome | undefined {
  const pos = replay.positions[ply];
  const own = legalCount === undefined ? positionOutcome(pos) : pos.rules.outcome(pos, legalCount);
  if (own || !pos.rules.repeats) return own;
  return replay.occurrences[ply] >= 3 ? { winner: undefined, reason: 'repetition' } : undefined;
}

/**
 * The outcome of a game given every position it has passed through, oldest first, for
 * callers that keep positions rather than a replay (the arena, tests).
 */
export function gameOutcome(history: readonly Position[]): Outcome | undefined {
  const last = history[history.length - 1];
  const own = positionOutcome(last);
  if (own || !last.rules.repeats) return own;
  const key = positionKey(last);
  let seen = 0;
  for (const pos of history) if (positionKey(pos) === key) seen++;
  return seen >= 3 ? { winner: undefined, reason: 'repetition' } : undefined;
}
