import { use, useState } from 'react';
import type { Game } from '../../engine';
import { useI18n } from '../../i18n/context';
import { positionOf } from './positionOf';
import { learningOf } from '../../games';
import { TryBoard } from './TryBoard';
import { useCoarsePointer } from '../useCoarsePointer';

/**
 * A game's tutorial: one step at a time, each on a board of its own, and the way on
 * opens only once the step's move is played.
 */
export function Tutorial({ game }: { readonly game: Game }) {
  const { t, language } = useI18n();
  const coarse = useCoarsePointer();
  const tutorial = use(learningOf(game, language)).tutorial;
  const steps = tutorial?.steps ?? [];
  const [index, setIndex] = useState(0);
  const [solved, setSolved] = useState(false);
  const step = steps[index];
  const [starts] = useState(() => steps.map((s) => positionOf(s.position)));
  const start = starts.at(index);
  const go = (next: number): void => {
    setIndex(next);
    setSolved(false);
  };

  if (!tutorial || !step || !start) {
    return (
      <div className="hx-tutorial" data-step="finished">
        <p role="status">{t.learn.tutorial.finished}</p>
        <button type="button" data-action="tutorial-again" onClick={() => go(0)}>
          {t.learn.tutorial.again}
        </button>
      </div>
    );
  }
  const text = tutorial.words.steps[step.id];
  const instructions = (coarse && text.onTouch) || text.text;
  return (
    <div className="hx-tutorial" data-step={step.id}>
      <p className="hx-tutorial-intro">{tutorial.words.intro}</p>
      <p className="hx-tutorial-count">{t.learn.tutorial.step(index + 1, steps.length)}</p>
      <h3>{text.title}</h3>
      <p data-testid="tutorial-text">{instructions}</p>
      <TryBoard
        key={step.id}
        start={start}
        accepts={step.accepts}
        highlight={step.highlight}
        arrows={step.arrows}
        label={text.title}
        done={text.done}
        onRight={() => setSolved(true)}
      />
      <div className="hx-button-row">
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
