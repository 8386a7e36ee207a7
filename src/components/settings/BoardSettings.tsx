import { useT } from '../../i18n/context';
import { boardOptions, gameEntry } from '../../games';
import { useGame, useGameStore } from '../../store/context';
import { selectSettings, selectSpec } from '../../store/game/selectors';
import { boardSettingName } from '../labels';

/** The board's own settings of the game at the screen, as many as it offers (maybe none). */
export function BoardSettings() {
  const store = useGameStore();
  const { game } = useGame(selectSpec);
  const { board } = useGame(selectSettings);
  const t = useT();
  const options = boardOptions(game, board);
  return gameEntry(game).boardSettings.map(({ key, dataSetting }) => (
    <label key={key}>
      <input
        type="checkbox"
        checked={options[key]}
        data-setting={dataSetting}
        onChange={(e) => store.getState().setBoardSetting(key, e.target.checked)}
      />
      {boardSettingName(t, game, key)}
    </label>
  ));
}
