import { usePrefs } from '../../store/context';
import type { Prefs } from '../../store/prefs';

/** How the player chose to make moves: whether one waits for Confirm, and the movable pieces' marks. */
export type MovePrefs = Pick<Prefs, 'confirmMoves' | 'showMovable'>;

const selectConfirmMoves = (p: Prefs): MovePrefs['confirmMoves'] => p.confirmMoves;
const selectShowMovable = (p: Prefs): MovePrefs['showMovable'] => p.showMovable;

/**
 * The player's ways of making a move, for the boards where a move is made as in play. A
 * lesson's board leaves them out: it behaves as a new player first meets it. Two selectors
 * of plain values rather than one of an object: `useShallow` would bring zustand's shallow
 * compare into the first chunk for this alone.
 */
export const useMovePrefs = (): MovePrefs => ({
  confirmMoves: usePrefs(selectConfirmMoves),
  showMovable: usePrefs(selectShowMovable),
});
