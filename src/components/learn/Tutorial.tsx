import { use, useEffect, useRef, useState } from 'react';
import type { Game } from '../../engine';
import { useI18n } from '../../i18n/context';
import { positionOf } from './positionOf';
import { learningOf } from '../../games';
import { TryBoard } from './TryBoard';
import { TutorialEnd } from './TutorialEnd';
import type { LearnTab } from './learnTab';
import { useCoarsePointer } from '../shell/useCoarsePointer';

/**
 * A game's tutorial: one step at a time, each on a board of its own, and the way on
 * opens only once the step's move is played.
 */
export function Tutorial({
  game,
  onTab,
  onClose,
}: {
  readonly game: Game;
  /** Opens another tab of the Learn dialog: the next game's tutorial. */
  readonly onTab?: (tab: LearnTab) => void;
  readonly onClose?: () => void;
}) {
  const { t, language } = useI18n();
  const coarse = useCoarsePointer();
  const tutorial = use(learningOf(game, language)).tutorial;
  const steps = tutorial?.steps ?? [];
  const [index, setIndex] = useState(0);
  const [solved, setSolved] = useState(false);
  const step = steps[index];
  const [starts] = useState(() => steps.map((s) => positionOf(s.position)));
  const start = starts.at(index);
  const way = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // Once the step is done, its feedback and the Next button come into sight on a short
    // screen. jsdom has no scrolling at all.
    const row = way.current;
    if (solved && row && typeof row.scrollIntoView === 'function') {
      row.scrollIntoView({ block: 'nearest' });
    }
  }, [solved]);
  const go = (next: number): void => {
    setIndex(next);
    setSolved(false);
  };

  if (!tutorial || !step || !start) {
    return <TutorialEnd game={game} onAgain={() => go(0)} onTab={onTab} onClose={onClose} />;
  }
  const text = tutorial.words.steps[step.id];
  const instructions = (coarse && text.onTouch) || text.text;
  return (
    <div className="hx-tutorial" data-step={step.id}>
      <div className="hx-tutorial-text">
        <p className="hx-tutorial-intro">{tutorial.words.intro}</p>
        <p className="hx-tutorial-count">{t.learn.tutorial.step(index + 1, steps.length)}</p>
        <h3>{text.title}</h3>
        <p data-testid="tutorial-text">{instructions}</p>
      </div>
      <TryBoard
        key={step.id}
        start={start}
        accepts={step.accepts}
        highlight={step.highlight}
        arrows={step.arrows}
        label={text.title}
        done={text.done}
        other={text.other}
        onRight={() => setSolved(true)}
      />
      <div className="hx-button-row" ref={way}>
        {index > 0 && (
          <button type="button" data-action="tutorial-back" onClick={() => go(index - 1)}>
            {t.learn.tutorial.back}
          </button>
        )}
        <button
          type="button"
          className="hx-primary"
          data-action="tutorial-next"
          disabled={!solved}
          onClick={() => go(index + 1)}
        >
          {t.learn.tutorial.next}
        </button>
      </div>
    </div>
  );
}
