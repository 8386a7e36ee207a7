import { lazy, Suspense } from 'react';
import { useGame, useGameStore } from '../store/context';
import {
  selectFinalOutcome,
  selectMoveCount,
  selectPlayers,
  selectPosition,
  selectResultOpen,
} from '../store/game/selectors';

// Loaded when a game first ends: the first frame of a game under way needs none of it.
const ResultDialog = lazy(() =>
  import('./ResultDialog').then((m) => ({ default: m.ResultDialog })),
);

interface GameResultProps {
  /** Opens the setup of a new game. */
  readonly onNewGame: () => void;
}

/**
 * The result of a finished game, shown at its end until closed; the status panel's
 * Result button opens it again.
 */
export function GameResult({ onNewGame }: GameResultProps) {
  const store = useGameStore();
  const open = useGame(selectResultOpen);
  const outcome = useGame(selectFinalOutcome);
  const pos = useGame(selectPosition);
  const total = useGame(selectMoveCount);
  const { black, white } = useGame(selectPlayers);
  if (!open || !outcome) return null;
  return (
    <Suspense fallback={null}>
      <ResultDialog
        key={`${total}:${outcome.reason}`}
        outcome={outcome}
        pos={pos}
        onClose={() => store.getState().dismissResult()}
        onNewGame={() => {
          store.getState().dismissResult();
          onNewGame();
        }}
        onRematch={() => store.getState().rematch()}
        // Offered in every game: between two people, who plays Black (and moves first)
        // matters as much as against the computer, though only they can trade places.
        onRematchSwap={() => store.getState().rematch(true)}
        hotSeat={black === 'human' && white === 'human'}
        onReview={() => {
          store.getState().dismissResult();
          store.getState().openReview();
        }}
      />
    </Suspense>
  );
}
