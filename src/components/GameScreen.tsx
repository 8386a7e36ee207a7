import { lazy, Suspense, useState } from 'react';
import { useApp, useGame, useGameStore } from '../store/context';
import { selectInProgress, selectPlayers, selectSpec } from '../store/selectors';
import type { GameSpec, Players } from '../store/types';
import { BoardView } from './BoardView';
import { useConfirm } from './ConfirmContext';
import { GameControls } from './GameControls';
import { GameResult } from './GameResult';
import { MoveList } from './MoveList';
import { Notice } from './Notice';
import { StatusPanel } from './StatusPanel';
import { StorageBanner } from './StorageBanner';
import { useHistoryKeys } from './useHistoryKeys';

// The dialogs load when first opened: the first frame needs neither.
const GamesDialog = lazy(() => import('./GamesDialog').then((m) => ({ default: m.GamesDialog })));
const NewGameDialog = lazy(() =>
  import('./NewGameDialog').then((m) => ({ default: m.NewGameDialog })),
);

/**
 * The playing screen: the New game and Games buttons, board, status, controls and
 * history. A new game is set up in its dialog, so nothing on the page looks like a
 * setting of the game in play without being one.
 */
export function GameScreen() {
  const spec = useGame(selectSpec);
  const players = useGame(selectPlayers);
  const inProgress = useGame(selectInProgress);
  const store = useGameStore();
  const confirm = useConfirm();
  const { library } = useApp();
  const [gamesOpen, setGamesOpen] = useState(false);
  const [newGameOpen, setNewGameOpen] = useState(false);
  useHistoryKeys();

  const onStart = (next: GameSpec, seats: Players): void => {
    const start = (): void => {
      setNewGameOpen(false);
      store.getState().newGame(next, seats);
    };
    // The library keeps the old game; only without one would a new game lose it.
    if (library || !inProgress) {
      start();
      return;
    }
    confirm({
      title: 'Abandon this game?',
      message:
        'This browser is not saving games, so starting a new one discards the game in progress.',
      confirmLabel: 'Start new game',
      onConfirm: start,
    });
  };

  return (
    <>
      <nav className="hx-top" aria-label="Game menu">
        <button
          type="button"
          className="hx-primary"
          data-action="new-game"
          onClick={() => setNewGameOpen(true)}
        >
          New game
        </button>
        <button type="button" data-action="games" onClick={() => setGamesOpen(true)}>
          Games
        </button>
      </nav>
      <div className="hx-notices">
        <StorageBanner />
        <Notice />
      </div>
      <main className="hx-play">
        <BoardView />
        <aside className="hx-side">
          <StatusPanel />
          <GameControls />
          <MoveList />
        </aside>
      </main>
      <Suspense fallback={null}>
        {gamesOpen && <GamesDialog onClose={() => setGamesOpen(false)} />}
        {newGameOpen && (
          <NewGameDialog
            spec={spec}
            players={players}
            onStart={onStart}
            onClose={() => setNewGameOpen(false)}
          />
        )}
      </Suspense>
      <GameResult onNewGame={() => setNewGameOpen(true)} />
    </>
  );
}
