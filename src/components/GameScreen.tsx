import { useState } from 'react';
import { useGame, useGameStore } from '../store/context';
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
import { useConfirm } from './ConfirmContext';
import { GameControls } from './GameControls';
import { MoveList } from './MoveList';
import { NewGamePanel } from './NewGamePanel';
import { Notice } from './Notice';
import { ResultDialog } from './ResultDialog';
import { StatusPanel } from './StatusPanel';
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
  useHistoryKeys();

  const startDraft = (): void => store.getState().newGame(draft, players);
  const onNewGame = (): void => {
    if (!inProgress) {
      startDraft();
      return;
    }
    confirm({
      title: 'Abandon this game?',
      message: 'A game is in progress. Starting a new one discards it.',
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
      </div>
      <Notice />
      <main className="hx-play">
        <BoardView />
        <aside className="hx-side">
          <StatusPanel />
          <GameControls />
          <MoveList />
        </aside>
      </main>
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
