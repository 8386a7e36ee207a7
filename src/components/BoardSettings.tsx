import { useT } from '../i18n/context';
import { gameModule } from '../games';
import { useGame, useGameStore } from '../store/context';
import { selectSettings, selectSpec } from '../store/game/selectors';

/** The board's own display settings: the numbers on pieces, where the game has them. */
export function BoardSettings() {
  const store = useGameStore();
  const { game } = useGame(selectSpec);
  const { groupSizes } = useGame(selectSettings);
  const t = useT();
  const label = gameModule(game).input.countsLabel;
  if (label === undefined) return null;
  return (
    <label>
      <input
        type="checkbox"
        checked={groupSizes}
        data-setting="group-sizes"
        onChange={(e) => store.getState().setSetting('groupSizes', e.target.checked)}
      />
      {label(t)}
    </label>
  );
}
