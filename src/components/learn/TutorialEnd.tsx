import { type Game, GAMES } from '../../engine';
import { useT } from '../../i18n/context';
import { gameModule } from '../../games';
import { useGameStoreIfAny } from '../../store/context';
import { usualSpec } from '../../store/game/spec';
import type { LearnTab } from './learnTab';

/**
 * The end of a tutorial: a way into a real game of it, against the computer at its
 * easiest, and on to the tutorial of another game where there is one.
 */
export function TutorialEnd({
  game,
  onAgain,
  onTab,
  onClose,
}: {
  readonly game: Game;
  readonly onAgain: () => void;
  readonly onTab?: (tab: LearnTab) => void;
  readonly onClose?: () => void;
}) {
  const t = useT();
  const store = useGameStoreIfAny();
  const next = GAMES.find((g) => g !== game && gameModule(g).learn.hasTutorial);
  const play = (): void => {
    store?.getState().newGame(usualSpec(game), { black: 'human', white: 'easy' });
    onClose?.();
  };
  return (
    <div className="hx-tutorial" data-step="finished">
      <p role="status">{t.learn.tutorial.finished}</p>
      <div className="hx-button-row">
        {store && (
          <button
            type="button"
            className="hx-primary"
            data-action="tutorial-play-computer"
            onClick={play}
          >
            {t.learn.tutorial.playComputer}
          </button>
        )}
        {next && onTab && (
          <button
            type="button"
            data-action="tutorial-next-game"
            onClick={() => onTab({ kind: 'tutorial', game: next })}
          >
            {t.learn.tutorial.tryGame(t.games[next].title)}
          </button>
        )}
        <button type="button" data-action="tutorial-again" onClick={onAgain}>
          {t.learn.tutorial.again}
        </button>
      </div>
    </div>
  );
}
