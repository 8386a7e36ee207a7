import {
  clonePosition,
  gameOutcome,
  legalMoves,
  makeMove,
  type Move,
  type Position,
  positionKey,
} from '../../src/engine';
import { createRng, type Rng } from '../../src/ai/search/rng';

/** How many plies of a recorded game an opening takes, and of a random one. */
export const RECORDED_PLIES = { min: 2, max: 8 } as const;
export const RANDOM_PLIES = { min: 2, max: 4 } as const;

/** Fisher–Yates with `rng`: the same seed, the same order. */
function shuffle<T>(items: T[], rng: Rng): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    [items[i], items[j]] = [items[j], items[i]];
  }
  return items;
}

/**
 * The openings recorded games give: each game's first 2–8 plies from `start`, one per
 * distinct position reached (many games share their first moves), in an order shuffled
 * by `seed`. Game pair k plays opening k, wrapping round.
 */
export function recordedOpenings(
  start: Position,
  games: readonly (readonly Move[])[],
  seed: number,
): Move[][] {
  const seen = new Set<string>();
  const openings: Move[][] = [];
  for (const moves of games) {
    const pos = clonePosition(start);
    for (let ply = 0; ply < Math.min(RECORDED_PLIES.max, moves.length); ply++) {
      makeMove(pos, moves[ply]);
      if (ply + 1 < RECORDED_PLIES.min) continue;
      const key = positionKey(pos);
      if (seen.has(key)) continue;
      seen.add(key);
      openings.push(moves.slice(0, ply + 1));
    }
  }
  return shuffle(openings, createRng(seed));
}

/**
 * A random opening for game pair `pair`: 2–4 uniformly random legal plies from `start`,
 * drawn from `seed` and `pair` alone. An opening that ends the game is drawn again.
 */
export function randomOpening(start: Position, seed: number, pair: number): Move[] {
  const rng = createRng(seed * 7919 + pair);
  for (;;) {
    const plies = RANDOM_PLIES.min + rng.int(RANDOM_PLIES.max - RANDOM_PLIES.min + 1);
    const history: Position[] = [start];
    const moves: Move[] = [];
    let pos = start;
    while (moves.length < plies && !gameOutcome(history)) {
      const legal = legalMoves(pos);
      const move = legal[rng.int(legal.length)];
      pos = clonePosition(pos);
      makeMove(pos, move);
      history.push(pos);
      moves.push(move);
    }
    if (!gameOutcome(history)) return moves;
  }
}
