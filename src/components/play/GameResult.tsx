import { useGame, useGameStore } from '../../store/context';
import {
  selectFinalOutcome,
  selectFinishedRecord,
  selectMoveCount,
  selectPlayers,
  selectPosition,
  selectResultOpen,
} from '../../store/game/selectors';
import { ResultDialog } from './ResultDialog';

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
  const record = useGame(selectFinishedRecord);
  if (!open || !outcome) return null;
  return (
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
      record={record}
      onAnalyse={() => {
        store.getState().dismissResult();
        store.getState().setAnalysing(true);
      }}
    />
  );
}
