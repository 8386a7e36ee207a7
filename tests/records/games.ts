import { type Game, legalMoves, makeMoveText, play, type Position } from '../../src/engine';
import type { GameSpec, MoveRecord } from '../../src/store/game/savedGame';
import { checkSpec, startPosition } from '../../src/store/game/spec';
import { rng } from '../fixtures';

/** A checked spec; a broken one fails the test that asked for it. */
export const spec = (game: Game, n: number, layout = 'standard', start?: string): GameSpec => {
  const checked = checkSpec({ game, n, layout, start });
  if (!checked.ok) throw new Error(checked.error.message);
  return checked.value;
};

/** Up to `plies` random legal moves from the spec's start, the same for the same seed. */
export function randomMoves(gameSpec: GameSpec, plies: number, seed: number): MoveRecord[] {
  const next = rng(seed);
  let pos: Position = startPosition(gameSpec);
  const moves: MoveRecord[] = [];
  for (let i = 0; i < plies; i++) {
    const legal = legalMoves(pos);
    if (legal.length === 0) break;
    const move = legal[next(legal.length)];
    moves.push({ move, text: makeMoveText(pos, move) });
    pos = play(pos, move);
  }
  return moves;
}
