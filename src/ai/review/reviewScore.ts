import { otherPlayer, type Player } from '../../engine';
import type { Verdict } from './review';
import { WIN, WIN_BOUND } from '../search/search';

/**
 * A search's score for the side to move (`mover`) as a verdict: `solved` is the exact
 * solver's verdict, which stands over the score; a win the search saw counts its plies.
 */
export function verdictOfScore(
  mover: Player,
  score: number,
  unit: number,
  solved: boolean | undefined,
): Verdict {
  const counted = Math.abs(score) > WIN_BOUND && Math.abs(score) < WIN;
  if (solved !== undefined) {
    const winner = solved ? mover : otherPlayer(mover);
    return {
      kind: 'win',
      winner,
      plies: counted && score > 0 === solved ? WIN - Math.abs(score) : undefined,
    };
  }
  if (Math.abs(score) > WIN_BOUND) {
    return {
      kind: 'win',
      winner: score > 0 ? mover : otherPlayer(mover),
      plies: counted ? WIN - Math.abs(score) : undefined,
    };
  }
  return { kind: 'lead', lead: (mover === 'black' ? score : -score) / unit };
}
