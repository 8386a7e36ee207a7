import { type Move, playerOf } from '../engine';
import { gameStore, useGame } from '../store';
import {
  replacedBy,
  selectComputerToMove,
  selectHint,
  selectLastByComputer,
  selectLastMove,
  selectOutcome,
  selectPosition,
  selectSettings,
} from '../store/selectors';
import { Board } from './Board';
import { useConfirm } from './ConfirmContext';
import { useBoardInteraction } from './useBoardInteraction';

/** The board wired to the store: the viewed position in, finished moves out. */
export function BoardView() {
  const pos = useGame(selectPosition);
  const outcome = useGame(selectOutcome);
  const lastMove = useGame(selectLastMove);
  const lastByComputer = useGame(selectLastByComputer);
  const computerToMove = useGame(selectComputerToMove);
  const hint = useGame(selectHint);
  const { coordinates, hints } = useGame(selectSettings);
  const confirm = useConfirm();

  const onMove = (move: Move): void => {
    const state = gameStore.getState();
    const replaced = replacedBy(state, move);
    if (replaced === 0) {
      state.play(move);
      return;
    }
    confirm({
      title: 'Replace the later moves?',
      message: `You are viewing an earlier position. Playing here deletes the ${replaced} later ${replaced === 1 ? 'move' : 'moves'}.`,
      confirmLabel: 'Play and replace',
      onConfirm: () => gameStore.getState().play(move),
    });
  };

  const { marks, message, handlers, focusCell, svgRef } = useBoardInteraction({
    pos,
    interactive: outcome === undefined && !computerToMove,
    hints,
    onMove,
  });

  const piece = pos.game === 'abacus' ? 'stones' : 'marbles';
  return (
    <div className="board-area">
      <Board
        ref={svgRef}
        board={pos.board}
        game={pos.game}
        cells={pos.cells}
        turn={pos.turn}
        marks={marks}
        lastMove={lastMove}
        lastByComputer={lastByComputer}
        hint={hint?.info}
        coordinates={coordinates}
        focusCell={focusCell}
        handlers={handlers}
        label={`${pos.game === 'abacus' ? 'Abacus' : 'Abalone'} board, ${pos.board.cellCount} cells, ${playerOf(pos.turn)} ${piece} to move`}
      />
      <p className="board-message" role="status" data-testid="board-message">
        {message}
      </p>
    </div>
  );
}
