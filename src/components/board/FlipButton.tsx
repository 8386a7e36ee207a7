import { useT } from '../../i18n/context';
import { useGame, useGameStore } from '../../store/context';
import { selectSettings } from '../../store/game/selectors';

/** Turns the board half round, remembered with the game; the F key does the same. */
export function FlipButton() {
  const t = useT();
  const store = useGameStore();
  const { flipped } = useGame(selectSettings);
  return (
    <button
      type="button"
      data-action="flip"
      aria-pressed={flipped}
      title={t.editor.flipTitle}
      onClick={() => store.getState().setSetting('flipped', !flipped)}
    >
      {t.editor.flip}
    </button>
  );
}
