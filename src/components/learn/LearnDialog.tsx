import { type KeyboardEvent, Suspense, useId, useRef } from 'react';
import { GAMES } from '../../engine';
import { useT } from '../../i18n/context';
import { gameModule } from '../../games';
import { Modal } from '../shell/Modal';
import type { LearnTab } from './learnTab';
import { RulesPage } from './RulesPage';
import { Tutorial } from './Tutorial';

const sameTab = (a: LearnTab, b: LearnTab): boolean => a.kind === b.kind && a.game === b.game;
const tabKey = (tab: LearnTab): string => `${tab.kind}-${tab.game}`;

/** Every tab: each game's rules, then each tutorial. */
const TABS: readonly LearnTab[] = [
  ...GAMES.map((game) => ({ kind: 'rules', game }) as const),
  ...GAMES.filter((game) => gameModule(game).learn.hasTutorial).map(
    (game) => ({ kind: 'tutorial', game }) as const,
  ),
];

/**
 * The rules of every game and the tutorials, a tab each, in a modal dialog. Arrow keys
 * move between the tabs, as in any tab list.
 */
export function LearnDialog({
  tab,
  onTab,
  onClose,
}: {
  readonly tab: LearnTab;
  readonly onTab: (tab: LearnTab) => void;
  readonly onClose: () => void;
}) {
  const t = useT();
  const titleId = useId();
  const base = useId();
  const list = useRef<HTMLDivElement>(null);
  const current = TABS.findIndex((x) => sameTab(x, tab));

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>): void => {
    const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    e.preventDefault();
    const next = TABS[(current + step + TABS.length) % TABS.length];
    onTab(next);
    list.current?.querySelector<HTMLElement>(`[data-tab="${tabKey(next)}"]`)?.focus();
  };

  const title = (x: LearnTab): string =>
    x.kind === 'rules' ? t.games[x.game].title : t.learn.dialog.tutorialTab(t.games[x.game].title);

  return (
    <Modal labelId={titleId} onCancel={onClose} testId="learn">
      <div className="hx-learn">
        <div className="hx-learn-head">
          <h2 id={titleId}>{t.learn.dialog.title}</h2>
          <button type="button" data-action="close-learn" onClick={onClose}>
            {t.learn.dialog.close}
          </button>
        </div>
        <div
          ref={list}
          className="hx-learn-tabs"
          role="tablist"
          aria-label={t.learn.dialog.tabs}
          onKeyDown={onKeyDown}
        >
          {TABS.map((x) => {
            const selected = sameTab(x, tab);
            return (
              <button
                key={tabKey(x)}
                type="button"
                role="tab"
                id={`${base}-${tabKey(x)}`}
                data-tab={tabKey(x)}
                aria-selected={selected}
                aria-controls={`${base}-panel`}
                tabIndex={selected ? 0 : -1}
                onClick={() => onTab(x)}
              >
                {title(x)}
              </button>
            );
          })}
        </div>
        <div
          className="hx-learn-panel"
          role="tabpanel"
          id={`${base}-panel`}
          aria-labelledby={`${base}-${tabKey(tab)}`}
          data-panel={tabKey(tab)}
          tabIndex={0}
        >
          {tab.kind === 'rules' ? (
            <>
              {gameModule(tab.game).learn.hasTutorial && (
                <button
                  type="button"
                  className="hx-primary"
                  data-action="start-tutorial"
                  onClick={() => onTab({ kind: 'tutorial', game: tab.game })}
                >
                  {t.learn.dialog.startTutorial(t.games[tab.game].title)}
                </button>
              )}
              <Suspense fallback={<p role="status">{t.learn.dialog.loading}</p>}>
                <RulesPage key={tab.game} game={tab.game} />
              </Suspense>
            </>
          ) : (
            <Suspense fallback={<p role="status">{t.learn.dialog.loading}</p>}>
              <Tutorial key={tab.game} game={tab.game} onTab={onTab} onClose={onClose} />
            </Suspense>
          )}
        </div>
      </div>
    </Modal>
  );
}
