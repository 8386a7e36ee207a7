import { type KeyboardEvent, lazy, Suspense, useId } from 'react';
import { useT } from '../../i18n/context';
import type { AnalysisClient } from '../../ai/worker/client';
import { useGame, useGameStore } from '../../store/context';
import { selectAnalysing } from '../../store/game/selectors';
import { FirstVisitCard } from '../learn/FirstVisitCard';
import { MoveList } from '../moves/MoveList';
import { ViewingBar } from '../moves/ViewingBar';

// The analysis loads when its tab is first chosen: the first frame needs none of it.
const AnalysisPanel = lazy(() =>
  import('../analysis/AnalysisPanel').then((m) => ({ default: m.AnalysisPanel })),
);

const TABS = ['moves', 'analyse'] as const;

/**
 * The side column's flexible part: the moves, and beside them as a second tab the
 * analysis board, which opens above the moves so that they can still be stepped through.
 * Choosing the tab starts the analysis; going back to Moves stops it.
 */
export function SideTabs({ makeClient }: { readonly makeClient?: () => AnalysisClient }) {
  const analysing = useGame(selectAnalysing);
  const store = useGameStore();
  const t = useT();
  const id = useId();
  const chosen = analysing ? 'analyse' : 'moves';
  const choose = (tab: (typeof TABS)[number]): void =>
    store.getState().setAnalysing(tab === 'analyse');
  // Arrow keys move between the tabs, as a tab list's do.
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>): void => {
    if (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight') return;
    e.preventDefault();
    const next = TABS[(TABS.indexOf(chosen) + 1) % TABS.length];
    choose(next);
    document.getElementById(`${id}-${next}`)?.focus();
  };
  const tabs = (
    <div role="tablist" aria-label={t.side.tabs} className="hx-tabs" onKeyDown={onKeyDown}>
      {TABS.map((tab) => (
        <button
          key={tab}
          type="button"
          role="tab"
          id={`${id}-${tab}`}
          aria-selected={chosen === tab}
          aria-controls={`${id}-panel`}
          tabIndex={chosen === tab ? 0 : -1}
          data-action={tab}
          title={tab === 'analyse' ? t.analysis.openTitle : undefined}
          onClick={() => choose(tab)}
        >
          {tab === 'analyse' ? t.analysis.title : t.side.moves.title}
        </button>
      ))}
    </div>
  );
  return (
    <MoveList
      tabs={tabs}
      panel={{ id: `${id}-panel`, labelledBy: `${id}-${chosen}` }}
      // A game with no moves yet is where a newcomer starts: the list's room offers the tutorial.
      empty={<FirstVisitCard fallback={<p className="hx-empty-history">{t.side.moves.none}</p>} />}
      above={
        <>
          {analysing && (
            <Suspense fallback={null}>
              <AnalysisPanel makeClient={makeClient} />
            </Suspense>
          )}
          <ViewingBar />
        </>
      }
    />
  );
}
