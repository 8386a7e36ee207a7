import type { Move, MoveInfo, Position } from '../../engine';
import { InteractiveBoard } from '../board/InteractiveBoard';
import { useMovePrefs } from '../board/useMovePrefs';

export interface PuzzleBoardProps {
  readonly pos: Position;
  readonly interactive: boolean;
  readonly lastMove: MoveInfo | undefined;
  /** Whether the last move was the defence's, drawn as the computer's moves are. */
  readonly lastByDefence: boolean;
  readonly hint: MoveInfo | undefined;
  readonly onMove: (move: Move) => void;
}

/**
 * The puzzle's board: the game's own input model and the player's move preferences, so
 * that a move is made exactly as in play; the trainer judges what comes out.
 */
export function PuzzleBoard({
  pos,
  interactive,
  lastMove,
  lastByDefence,
  hint,
  onMove,
}: PuzzleBoardProps) {
  const movePrefs = useMovePrefs();
  return (
    <div className="hx-puzzle-board">
      <InteractiveBoard
        pos={pos}
        interactive={interactive}
        {...movePrefs}
        onMove={onMove}
        lastMove={lastMove}
        lastByComputer={lastByDefence}
        hint={hint}
        bar="play"
      />
    </div>
  );
}
