import type { ReactNode } from 'react';
import { useT } from '../../i18n/context';
import { gameModule } from '../../games';
import { useGame } from '../../store/context';
import { selectSpec } from '../../store/game/selectors';
import { useLearn } from './LearnProvider';

/**
 * Offers the tutorial of the game on screen until the player opens it or says no, and
 * otherwise draws `fallback`.
 */
export function FirstVisitCard({ fallback = null }: { readonly fallback?: ReactNode }) {
  const t = useT();
  const learn = useLearn();
  const { game } = useGame(selectSpec);
  if (!learn || learn.seen || !gameModule(game).learn.hasTutorial) return fallback;
  const title = t.games[game].title;
  return (
    <section className="hx-learn-card" aria-label={t.learn.card.label} data-testid="learn-card">
      <p>
        <strong>{t.learn.card.title(title)}</strong> {t.learn.card.text}
      </p>
      <div className="hx-button-row">
        <button
          type="button"
          className="hx-primary"
          data-action="start-tutorial"
          onClick={() => learn.openTutorial(game)}
        >
          {t.learn.card.start}
        </button>
        <button type="button" data-action="dismiss-learn" onClick={learn.dismissCard}>
          {t.learn.card.dismiss}
        </button>
      </div>
    </section>
  );
}
