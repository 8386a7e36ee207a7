import { useShallow } from 'zustand/react/shallow';
import { usePrefs } from '../../store/context';
import type { Prefs } from '../../store/prefs';

/** How the player chose to make moves: whether one waits for Confirm, and the movable pieces' marks. */
export type MovePrefs = Pick<Prefs, 'confirmMoves' | 'showMovable'>;

const selectMovePrefs = (p: Prefs): MovePrefs => ({
  confirmMoves: p.confirmMoves,
  showMovable: p.showMovable,
});

/**
 * The player's ways of making a move, for the boards where a move is made as in play. A
 * lesson's board leaves them out: it behaves as a new player first meets it.
 */
export const useMovePrefs = (): MovePrefs => usePrefs(useShallow(selectMovePrefs));
