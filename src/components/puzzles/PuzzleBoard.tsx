import { useMemo } from 'react';
import type { Move, MoveInfo, Position } from '../../engine';
import { settingsWithoutAids } from '../../games';
import { InteractiveBoard } from '../board/InteractiveBoard';
import { useMovePrefs } from '../board/useMovePrefs';

export interface PuzzleBoardProps {
  readonly pos: Position;
  readonly interactive: boolean;
  readonly lastMove: MoveInfo | undefined;
  /** Whether the last move was the defence's, drawn as the computer's moves are. */
  readonly lastByDefence: boolean;
  readonly hint: MoveInfo | undefined;
  /**
   * Whether the board may mark where the side to move can move (the game's aids, the
   * player's movable marks): not before a hint, or the marks would give the puzzle away.
   */
  readonly aids: boolean;
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
  aids,
  onMove,
}: PuzzleBoardProps) {
  const { confirmMoves, showMovable } = useMovePrefs();
  // One object a game, so that the board's marks stay memoised.
  const withoutAids = useMemo(() => settingsWithoutAids(pos.game), [pos.game]);
  return (
    <div className="hx-puzzle-board">
      <InteractiveBoard
        pos={pos}
        interactive={interactive}
        confirmMoves={confirmMoves}
        showMovable={aids && showMovable}
        settings={aids ? undefined : withoutAids}
        onMove={onMove}
        lastMove={lastMove}
        lastByComputer={lastByDefence}
        hint={hint}
        bar="play"
      />
    </div>
  );
}
