import { useMemo } from 'react';
import { type Move, moveInfo, playerOf } from '../engine';
import { INPUTS } from '../input/registry';
import { useGame, useGameStore } from '../store/context';
import {
  lastMoveInfo,
  replacedBy,
  selectComputerToMove,
  selectCursor,
  selectHintMove,
  selectLastByComputer,
  selectLegal,
  selectLine,
  selectOutcome,
  selectPosition,
  selectSettings,
} from '../store/selectors';
import { Board } from './Board';
import { useConfirm } from './ConfirmContext';
import { useBoardInteraction } from './useBoardInteraction';

/** The board wired to the store: the viewed position in, finished moves out. */
export function BoardView() {
  const store = useGameStore();
  const pos = useGame(selectPosition);
  const legal = useGame(selectLegal);
  const line = useGame(selectLine);
  const cursor = useGame(selectCursor);
  const outcome = useGame(selectOutcome);
  const lastByComputer = useGame(selectLastByComputer);
  const computerToMove = useGame(selectComputerToMove);
  const hintMove = useGame(selectHintMove);
  const { coordinates, hints } = useGame(selectSettings);
  const confirm = useConfirm();
  const lastMove = useMemo(() => lastMoveInfo(line, cursor), [line, cursor]);
  const hint = useMemo(
    () => (hintMove === undefined ? undefined : moveInfo(pos, hintMove)),
    [pos, hintMove],
  );

  const onMove = (move: Move): void => {
    const state = store.getState();
    const replaced = replacedBy(state, move);
    if (replaced === 0) {
      state.play(move);
      return;
    }
    confirm({
      title: 'Replace the later moves?',
      message: `You are viewing an earlier position. Playing here deletes the ${replaced} later ${replaced === 1 ? 'move' : 'moves'}.`,
      confirmLabel: 'Play and replace',
      onConfirm: () => store.getState().play(move),
    });
  };

  const { marks, message, handlers, focusCell, svgRef } = useBoardInteraction({
    input: INPUTS[pos.game],
    pos,
    legal,
    interactive: outcome === undefined && !computerToMove,
    hints,
    onMove,
  });

  const rules = pos.rules;
  return (
    <div className="hx-board-area">
      <Board
        ref={svgRef}
        board={pos.board}
        cells={pos.cells}
        turn={pos.turn}
        piece={rules.piece.one}
        marks={marks}
        lastMove={lastMove}
        lastByComputer={lastByComputer}
        hint={hint}
        coordinates={coordinates}
        focusCell={focusCell}
        handlers={handlers}
        label={`${rules.title} board, ${pos.board.cellCount} cells, ${playerOf(pos.turn)} ${rules.piece.other} to move`}
        data={{ 'data-game': pos.game }}
      />
      <p className="hx-board-message" role="status" data-testid="board-message">
        {message}
      </p>
    </div>
  );
}
