import { useMemo } from 'react';
import { BLACK, type Move, moveInfo, playerOf, WHITE } from '../../engine';
import { useI18n } from '../../i18n/context';
import { boardOptions, gameModule } from '../../games';
import { useGame, useGameStore, usePrefs } from '../../store/context';
import {
  betterMoveInfo,
  lastMoveInfo,
  selectComputerToMove,
  selectCursor,
  selectHintMove,
  selectLastByComputer,
  selectLegal,
  selectLine,
  selectOutcome,
  selectPosition,
  selectSettings,
} from '../../store/game/selectors';
import { Board, type Captures } from './Board';
import { boardWords } from './boardWords';
import { gameWords } from '../labels';
import { Legend } from './Legend';
import { useBoardLooks } from './useBoardLooks';
import { useBoardInteraction } from './useBoardInteraction';
import { useMoveAnimation } from './useMoveAnimation';

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
  const { coordinates, flipped, board } = useGame(selectSettings);
  const confirmMoves = usePrefs((p) => p.confirmMoves);
  const showMovable = usePrefs((p) => p.showMovable);
  const looks = useBoardLooks();
  const lastMove = useMemo(() => lastMoveInfo(line, cursor), [line, cursor]);
  const better = useMemo(() => betterMoveInfo(line, cursor), [line, cursor]);
  const hint = useMemo(
    () => (hintMove === undefined ? undefined : moveInfo(pos, hintMove)),
    [pos, hintMove],
  );
  const animation = useMoveAnimation(line, cursor, lastMove);
  const options = useMemo(() => boardOptions(pos.game, board), [pos.game, board]);
  const rules = pos.rules;
  const i18n = useI18n();
  const words = useMemo(() => boardWords(i18n, pos.game), [i18n, pos.game]);
  const named = gameWords(i18n.t, pos.game);
  // Each side's tray holds the opposing pieces it pushed off, which `extras` counts.
  const captures = useMemo<Captures | undefined>(
    () => (rules.piecesLeave ? { black: pos.extras[WHITE], white: pos.extras[BLACK] } : undefined),
    [rules, pos],
  );

  const onMove = (move: Move): void => store.getState().play(move);

  const {
    marks,
    message,
    handlers,
    focusCell,
    svgRef,
    controlsRef,
    preview,
    pending,
    confirm,
    cancel,
  } = useBoardInteraction({
    input: gameModule(pos.game).input,
    pos,
    legal,
    // Away from the game's end a move explores a side line, leaving the game as it is.
    interactive: outcome === undefined && !computerToMove,
    options,
    flipped,
    confirmMoves,
    showMovable,
    onMove,
  });

  return (
    <div className="hx-board-area">
      <Board
        ref={svgRef}
        board={pos.board}
        cells={pos.cells}
        turn={pos.turn}
        words={words}
        marks={marks}
        preview={preview}
        animation={animation}
        captures={captures}
        showCounts={marks.countsOnEveryPiece}
        lastMove={lastMove}
        lastByComputer={lastByComputer}
        hint={hint}
        better={better}
        coordinates={coordinates}
        flipped={flipped}
        focusCell={focusCell}
        handlers={handlers}
        label={i18n.t.play.board.label(
          named.title,
          i18n.number(pos.board.cellCount),
          named.pieces[playerOf(pos.turn)],
        )}
        data={{
          'data-game': pos.game,
          'data-turn': playerOf(pos.turn),
          ...looks,
        }}
      />
      <div className="hx-board-bar" ref={controlsRef}>
        <p className="hx-board-message" role="status" data-testid="board-message">
          {message}
        </p>
        {pending && (
          <>
            <button type="button" className="hx-confirm" data-action="confirm" onClick={confirm}>
              {i18n.t.play.board.confirm}
            </button>
            <button type="button" data-action="cancel-move" onClick={cancel}>
              {i18n.t.play.board.cancel}
            </button>
          </>
        )}
      </div>
      <Legend
        marks={marks}
        preview={preview !== undefined}
        lastMove={lastMove !== undefined}
        lastByComputer={lastByComputer}
        hint={hint !== undefined}
      />
    </div>
  );
}
