import { useState } from 'react';
import { useApp, useGame, useGameStore } from '../store/context';
import type { Line } from '../store/line';
import {
  selectCursor,
  selectFinalOutcome,
  selectInProgress,
  selectMoveCount,
  selectPlayers,
  selectPosition,
  selectLine,
  selectSpec,
} from '../store/selectors';
import type { GameSpec, Players } from '../store/types';
import { BoardView } from './BoardView';
import { GamesDialog } from './GamesDialog';
import { useConfirm } from './ConfirmContext';
import { GameControls } from './GameControls';
import { MoveList } from './MoveList';
import { NewGamePanel } from './NewGamePanel';
import { Notice } from './Notice';
import { ResultDialog } from './ResultDialog';
import { StatusPanel } from './StatusPanel';
import { StorageBanner } from './StorageBanner';
import { useHistoryKeys } from './useHistoryKeys';

/** The playing screen: new-game controls, board, status, controls and history. */
export function GameScreen() {
  const spec = useGame(selectSpec);
  const savedPlayers = useGame(selectPlayers);
  const [draft, setDraft] = useState<GameSpec>(spec);
  const [players, setPlayers] = useState<Players>(savedPlayers);
  const [dismissed, setDismissed] = useState<Line | undefined>(undefined);
  const inProgress = useGame(selectInProgress);
  const outcome = useGame(selectFinalOutcome);
  const game = useGame(selectLine);
  const store = useGameStore();
  const cursor = useGame(selectCursor);
  const total = useGame(selectMoveCount);
  const pos = useGame(selectPosition);
  const confirm = useConfirm();
  const { library } = useApp();
  const [gamesOpen, setGamesOpen] = useState(false);
  useHistoryKeys();

  const startDraft = (): void => store.getState().newGame(draft, players);
  const onNewGame = (): void => {
    // The library keeps the old game; only without one would a new game lose it.
    if (library || !inProgress) {
      startDraft();
      return;
    }
    confirm({
      title: 'Abandon this game?',
      message:
        'This browser is not saving games, so starting a new one discards the game in progress.',
      confirmLabel: 'Start new game',
      onConfirm: startDraft,
    });
  };

  const showResult = outcome !== undefined && cursor === total && dismissed !== game;
  return (
    <>
      <div className="hx-top">
        <NewGamePanel
          draft={draft}
          onDraftChange={setDraft}
          players={players}
          onPlayersChange={setPlayers}
          onNewGame={onNewGame}
        />
        <nav className="hx-toolbar" aria-label="Library">
          <button type="button" data-action="games" onClick={() => setGamesOpen(true)}>
            Games
          </button>
        </nav>
      </div>
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
      {gamesOpen && <GamesDialog onClose={() => setGamesOpen(false)} />}
      {showResult && (
        <ResultDialog
          key={`${total}:${outcome.reason}`}
          outcome={outcome}
          pos={pos}
          onClose={() => setDismissed(game)}
          onNewGame={() => {
            setDismissed(game);
            startDraft();
          }}
          onRematch={() => {
            setDismissed(game);
            store.getState().rematch();
          }}
        />
      )}
    </>
  );
}
