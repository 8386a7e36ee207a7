import { useRef } from 'react';
import type { MoveInfo, Position } from '../../engine';
import type { ReplayedLine } from '../../store/game/replayedLine';
import { animationOf, type MoveAnimation } from './movePicture';

// One query for the page, kept live by the browser: calling matchMedia on every move cost
// a phone several milliseconds per move. Made again only if matchMedia itself is replaced.
let motionQuery:
  { readonly of: typeof window.matchMedia; readonly query: MediaQueryList } | undefined;

// The player's own choice (Settings, put on <html> as data-motion) or the system's.
function reducedMotion(): boolean {
  if (document.documentElement.dataset.motion === 'off') return true;
  if (typeof window.matchMedia !== 'function') return false;
  if (motionQuery?.of !== window.matchMedia) {
    motionQuery = {
      of: window.matchMedia,
      query: window.matchMedia('(prefers-reduced-motion: reduce)'),
    };
  }
  return motionQuery.query.matches;
}

interface Seen {
  readonly pos: Position | undefined;
  readonly animation: MoveAnimation | undefined;
}

/**
 * The animation of the move that led to the viewed position, only when the board has
 * just stepped forward by that one move: a move played, or one step forward through the
 * history. A jump (loading a game, going to a move, a computer's move landing while
 * an earlier position is viewed) and a step back show the new position at once, and so
 * does everything under `prefers-reduced-motion`.
 */
export function useMoveAnimation(
  line: ReplayedLine,
  cursor: number,
  lastMove: MoveInfo | undefined,
): MoveAnimation | undefined {
  const pos = line.position(cursor);
  // A ref, not state: setting state while rendering made the board render twice for
  // every move. Rendering again with the same position finds it here and gives the
  // same animation, so a render React throws away does no harm.
  const seen = useRef<Seen>({ pos, animation: undefined });
  if (seen.current.pos === pos) return seen.current.animation;
  const stepped = cursor > 0 && seen.current.pos === line.position(cursor - 1);
  const animation =
    stepped && lastMove && !reducedMotion() ? animationOf(pos.board, lastMove, cursor) : undefined;
  seen.current = { pos, animation };
  return animation;
}
