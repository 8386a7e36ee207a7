import {
  createContext,
  type ReactNode,
  Suspense,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';
import { type Game, GAMES } from '../../engine';
import { useT } from '../../i18n/context';
import { useCoarsePointer } from '../shell/useCoarsePointer';
import { markSeen, readSeen } from './tutorialMemory';
import type { LearnTab } from './learnTab';
import { type StorageLike, webStorage } from '../../store/library/webStorage';
import type { StoreApi } from 'zustand/vanilla';
import { GameStoreProvider } from '../../store/context';
import type { GameStore } from '../../store/game';
import { lazyDialog } from '../lazyDialog';

// The rules and the help load when first opened: the first frame needs neither.
const LearnDialog = lazyDialog(() => import('./LearnDialog').then((m) => m.LearnDialog));
const HelpDialog = lazyDialog(() => import('./HelpDialog').then((m) => m.HelpDialog));

export interface Learn {
  /** Opens the rules, at the game in play unless another tab is named. */
  openRules(tab?: LearnTab): void;
  openTutorial(game: Game): void;
  openHelp(): void;
  /** Whether the first-visit card was dismissed, or a tutorial opened, on this browser. */
  readonly seen: boolean;
  dismissCard(): void;
  /** The game on screen, which the rules open at. */
  follow(game: Game): void;
  /** The store of the game on screen, where a finished tutorial starts a game. */
  attach(store: StoreApi<GameStore>): void;
}

const LearnContext = createContext<Learn | undefined>(undefined);

/** The rules, tutorial and help of the page; undefined outside a LearnProvider. */
export const useLearn = (): Learn | undefined => useContext(LearnContext);

type Open = { readonly kind: 'learn'; readonly tab: LearnTab } | { readonly kind: 'help' };

const typing = (target: EventTarget | null): boolean =>
  target instanceof HTMLElement &&
  (target.isContentEditable || target.closest('input, select, textarea') !== null);

/**
 * Holds which of the rules and the help is open, and opens the help on `?` anywhere on
 * the page outside a text field or another dialog.
 */
export function LearnProvider({
  storage = webStorage('localStorage'),
  children,
}: {
  /** Where the first-visit card's dismissal is kept; tests pass their own. */
  readonly storage?: StorageLike;
  readonly children: ReactNode;
}) {
  const [open, setOpen] = useState<Open | undefined>(undefined);
  const [seen, setSeen] = useState(() => readSeen(storage));
  const [game, setGame] = useState<Game>(GAMES[0]);
  const [store, setStore] = useState<StoreApi<GameStore> | undefined>(undefined);

  useEffect(() => {
    const onKeyDown = (e: KeyboardEvent): void => {
      if (e.key !== '?' || e.ctrlKey || e.metaKey || e.altKey || e.defaultPrevented) return;
      if (typing(e.target) || document.querySelector('dialog[open]')) return;
      e.preventDefault();
      setOpen({ kind: 'help' });
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  const learn = useMemo<Learn>(() => {
    const remember = (): void => {
      markSeen(storage);
      setSeen(true);
    };
    return {
      openRules: (tab) => setOpen({ kind: 'learn', tab: tab ?? { kind: 'rules', game } }),
      openTutorial: (g) => {
        remember();
        setOpen({ kind: 'learn', tab: { kind: 'tutorial', game: g } });
      },
      openHelp: () => setOpen({ kind: 'help' }),
      seen,
      dismissCard: remember,
      follow: setGame,
      attach: setStore,
    };
  }, [storage, seen, game]);

  const close = (): void => setOpen(undefined);
  return (
    <LearnContext value={learn}>
      {children}
      <Suspense fallback={null}>
        {open?.kind === 'learn' && (
          <WithStore store={store}>
            <LearnDialog
              tab={open.tab}
              onTab={(tab) => {
                if (tab.kind === 'tutorial') learn.openTutorial(tab.game);
                else setOpen({ kind: 'learn', tab });
              }}
              onClose={close}
            />
          </WithStore>
        )}
        {open?.kind === 'help' && <HelpDialog onRules={() => learn.openRules()} onClose={close} />}
      </Suspense>
    </LearnContext>
  );
}

/** The dialog sits outside the game's own providers: it reaches the game's store through this. */
function WithStore({
  store,
  children,
}: {
  readonly store: StoreApi<GameStore> | undefined;
  readonly children: ReactNode;
}) {
  return store ? <GameStoreProvider store={store}>{children}</GameStoreProvider> : children;
}

/** The masthead's Rules and `?` buttons. */
export function LearnButtons() {
  const t = useT();
  const learn = useLearn();
  const helpLabel = useCoarsePointer() ? t.app.helpLabelTouch : t.app.helpLabel;
  if (!learn) return null;
  return (
    <div className="hx-learn-buttons">
      <button type="button" data-action="rules" onClick={() => learn.openRules()}>
        {t.app.rules}
      </button>
      <button
        type="button"
        data-action="help"
        aria-label={helpLabel}
        title={helpLabel}
        aria-keyshortcuts="?"
        onClick={learn.openHelp}
      >
        <span aria-hidden="true">{t.app.help}</span>
        {/* Folded into the menu, a row of its own says what it is, not just "?". */}
        <span className="hx-menu-words" aria-hidden="true">
          {t.app.helpWord}
        </span>
      </button>
    </div>
  );
}
