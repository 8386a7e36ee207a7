import { useT } from '../../i18n/context';
import { canFoldGameActions, GAME_ACTIONS_ID } from './gameActions';

/**
 * "⋯" beside Undo and Hint where room is short: it opens resigning, a draw offer, the
 * seats, flipping and the board settings as a sheet. Drawn only where the styles fold
 * those into the sheet; the sign is drawn, the actions' names are its name.
 */
export function GameActionsButton() {
  const said = useT().side.controls;
  if (!canFoldGameActions) return null;
  return (
    <button
      type="button"
      className="hx-game-actions-button"
      data-action="game-actions"
      aria-label={said.moreLabel}
      title={said.moreLabel}
      popoverTarget={GAME_ACTIONS_ID}
    >
      <span aria-hidden="true">⋯</span>
    </button>
  );
}
