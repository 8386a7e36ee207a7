import { type ReactNode, Suspense, useEffect, useState } from 'react';
import { useT } from '../../i18n/context';
import { GameStoreProvider, useApp, useGame, useGameStore } from '../../store/context';
import {
  selectInProgress,
  selectPlayers,
  selectSpec,
  selectViewing,
} from '../../store/game/selectors';
import { type GameSpec, HUMANS, type Players } from '../../store/game/savedGame';
import { AfterFirstPaint } from '../AfterFirstPaint';
import { AfterBoard } from '../afterBoardChunk';
import { BoardView } from '../board/BoardView';
import { useConfirm } from '../shell/ConfirmContext';
import { useLearn } from '../learn/LearnProvider';
import { lazyDialog } from '../lazyDialog';
import { Masthead } from '../shell/Masthead';
import { RecordsMenu } from '../library/RecordsMenu';
import { askOnline } from '../online/onlineAsked';
import type { GamesFilter } from '../../stats/gamesFilter';
import type { StatsChoice } from '../stats/useStatsDialog';

// What is drawn beside the board loads once the board is drawn (`afterBoard`), and each
// dialog when first opened: the first frame needs none of them.
const GamesDialog = lazyDialog(() => import('../library/GamesDialog').then((m) => m.GamesDialog));
const NewGameDialog = lazyDialog(() => import('./NewGameDialog').then((m) => m.NewGameDialog));
const PositionEditor = lazyDialog(() =>
  import('../editor/PositionEditor').then((m) => m.PositionEditor),
);
const PuzzlesDialog = lazyDialog(() =>
  import('../puzzles/PuzzlesDialog').then((m) => m.PuzzlesDialog),
);
const StatsDialog = lazyDialog(() => import('../stats/StatsDialog').then((m) => m.StatsDialog));

/**
 * What is drawn beside the board reads the game as the app's `panels` store has it: a
 * move redraws the board in the frame after the tap, and these a task later.
 */
function Panels({ children }: { readonly children: ReactNode }) {
  const { panels } = useApp();
  return panels ? <GameStoreProvider store={panels}>{children}</GameStoreProvider> : children;
}

/**
 * The playing screen: the New game and Games buttons, board, status, controls and
 * history. A new game is set up in its dialog, so nothing on the page looks like a
 * setting of the game in play without being one.
 */
export function GameScreen() {
  const spec = useGame(selectSpec);
  const players = useGame(selectPlayers);
  const inProgress = useGame(selectInProgress);
  const viewing = useGame(selectViewing);
  const store = useGameStore();
  const confirm = useConfirm();
  const t = useT();
  const { library, launch } = useApp();
  // A shortcut of the installed app opens its dialog over the game it starts with.
  const [gamesOpen, setGamesOpen] = useState(launch === 'games');
  // The games a figure of the statistics stands for, listed alone in the Games panel.
  const [gamesFilter, setGamesFilter] = useState<GamesFilter | undefined>(undefined);
  const [statsOpen, setStatsOpen] = useState(false);
  const [statsChoice, setStatsChoice] = useState<StatsChoice | undefined>(undefined);
  const [newGameOpen, setNewGameOpen] = useState(launch === 'new-game');
  const [editorOpen, setEditorOpen] = useState(false);
  const [puzzlesOpen, setPuzzlesOpen] = useState(launch === 'daily-puzzle');
  const [dailyAsked, setDailyAsked] = useState(launch === 'daily-puzzle');
  const learn = useLearn();
  useEffect(() => learn?.attach(store), [learn, store]);
  // The rules open at the game on screen.
  useEffect(() => learn?.follow(spec.game), [learn, spec.game]);

  const onStart = (next: GameSpec, seats: Players, analyse = false): void => {
    const start = (): void => {
      setNewGameOpen(false);
      setEditorOpen(false);
      store.getState().newGame(next, seats);
      if (analyse) store.getState().setAnalysing(true);
    };
    // The library keeps the old game; only without one would a new game lose it.
    if (library || !inProgress) {
      start();
      return;
    }
    confirm({
      title: t.play.abandon.title,
      message: t.play.abandon.message,
      confirmLabel: t.play.abandon.confirm,
      onConfirm: start,
    });
  };

  return (
    <>
      <Masthead
        nav={
          <nav className="hx-top" aria-label={t.play.menu}>
            <button
              type="button"
              className="hx-primary"
              data-action="new-game"
              onClick={() => setNewGameOpen(true)}
            >
              <span className="hx-top-words">{t.play.newGame}</span>
            </button>
            <button type="button" data-action="games" onClick={() => setGamesOpen(true)}>
              <span className="hx-top-words">{t.play.games}</span>
            </button>
          </nav>
        }
        tools={
          <>
            <button
              type="button"
              className="hx-menu-only"
              data-action="play-online"
              onClick={askOnline}
            >
              {t.app.playOnline}
            </button>
            <button
              type="button"
              data-action="puzzles"
              title={t.app.puzzlesTitle}
              onClick={() => setPuzzlesOpen(true)}
            >
              {t.app.puzzles}
            </button>
            <RecordsMenu />
          </>
        }
      />
      <Panels>
        {/* Over the masthead rather than in the page's flow: news must not push the board. */}
        <div className="hx-toasts">
          <AfterFirstPaint>
            <AfterBoard>{(m) => <m.Notice />}</AfterBoard>
          </AfterFirstPaint>
        </div>
        <div className="hx-notices">
          <AfterFirstPaint>
            <AfterBoard>
              {(m) => (
                <>
                  <m.StorageBanner />
                  <m.TurnReminders />
                  <m.RecordsBar />
                </>
              )}
            </AfterBoard>
          </AfterFirstPaint>
        </div>
      </Panels>
      {/* Where room is short the board gives up height to the moves while one is viewed. */}
      <main className="hx-play" data-viewing={viewing || undefined}>
        <BoardView />
        <Panels>
          <AfterFirstPaint fallback={<aside className="hx-side" />} opens>
            <AfterBoard>
              {(m) => (
                <>
                  <m.SidePanels />
                  <m.ReviewDock />
                </>
              )}
            </AfterBoard>
          </AfterFirstPaint>
        </Panels>
      </main>
      <Suspense fallback={null}>
        {gamesOpen && (
          <GamesDialog
            filter={gamesFilter}
            onClearFilter={() => setGamesFilter(undefined)}
            onStats={() => {
              setGamesOpen(false);
              setStatsOpen(true);
            }}
            onClose={() => {
              setGamesOpen(false);
              setGamesFilter(undefined);
            }}
          />
        )}
        {statsOpen && (
          <StatsDialog
            initial={statsChoice}
            onClose={() => setStatsOpen(false)}
            onShowGames={(filter, choice) => {
              setStatsChoice(choice);
              setStatsOpen(false);
              setGamesFilter(filter);
              setGamesOpen(true);
            }}
          />
        )}
        {newGameOpen && (
          <NewGameDialog
            spec={spec}
            players={players}
            onStart={onStart}
            onClose={() => setNewGameOpen(false)}
            onOnline={() => {
              setNewGameOpen(false);
              askOnline();
            }}
            onSetUp={() => {
              setNewGameOpen(false);
              setEditorOpen(true);
            }}
          />
        )}
        {editorOpen && (
          <PositionEditor
            onPlay={onStart}
            onAnalyse={(next) => onStart(next, HUMANS, true)}
            onClose={() => setEditorOpen(false)}
          />
        )}
        {puzzlesOpen && (
          <PuzzlesDialog
            initialGame={spec.game}
            daily={dailyAsked}
            onClose={() => {
              setPuzzlesOpen(false);
              setDailyAsked(false);
            }}
          />
        )}
      </Suspense>
      <Panels>
        <AfterFirstPaint>
          <AfterBoard>
            {(m) => (
              <>
                <m.GameResult onNewGame={() => setNewGameOpen(true)} />
                <m.OnlineEntry />
                <m.Announcer />
                <m.HistoryKeys />
              </>
            )}
          </AfterBoard>
        </AfterFirstPaint>
      </Panels>
    </>
  );
}
