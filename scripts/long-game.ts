import {
  legalMoves,
  makeMoveText,
  moveInfo,
  play,
  type Position,
  positionKey,
} from '../src/engine';
import { initialPosition } from '../src/games';
import { createRng } from '../src/ai/search/rng';

/**
 * A legal Abalone game of `plies` moves that neither ends nor repeats a position three
 * times: pseudo-random quiet moves, for measuring how a very long game loads. Computer
 * games of 1,700 plies happen; this goes well past them.
 */
export function longGame(plies: number, seed = 1): string[] {
  const random = createRng(seed).int;
  let pos: Position = initialPosition('abalone', 5);
  const seen = new Map<string, number>([[positionKey(pos), 1]]);
  const texts: string[] = [];
  while (texts.length < plies) {
    const moves = legalMoves(pos).filter((m) => moveInfo(pos, m).pushed.length === 0);
    let next: Position | undefined;
    let chosen = 0;
    for (let tries = 0; tries < moves.length && !next; tries++) {
      chosen = moves[random(moves.length)];
      const after = play(pos, chosen);
      if ((seen.get(positionKey(after)) ?? 0) < 2) next = after;
    }
    if (!next) throw new Error(`no fresh quiet move after ${texts.length} plies`);
    texts.push(makeMoveText(pos, chosen));
    seen.set(positionKey(next), (seen.get(positionKey(next)) ?? 0) + 1);
    pos = next;
  }
  return texts;
}
