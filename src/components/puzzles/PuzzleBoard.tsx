import { useMemo } from 'react';
import { BLACK, legalMoves, type Move, type MoveInfo, type Position, WHITE } from '../../engine';
import { useI18n } from '../../i18n/context';
import { boardOptions, gameModule } from '../../games';
import { usePrefs } from '../../store/context';
import { useBoardLooks } from '../board/useBoardLooks';
import { Board, type Captures } from '../board/Board';
import { boardWords } from '../board/boardWords';
import { useBoardInteraction } from '../board/useBoardInteraction';

export interface PuzzleBoardProps {
  readonly pos: Position;
  readonly interactive: boolean;
  readonly lastMove: MoveInfo | undefined;
  /** Whether the last move was the defence's, drawn as the computer's moves are. */
  readonly lastByDefence: boolean;
  readonly hint: MoveInfo | undefined;
  readonly label: string;
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
  label,
  onMove,
}: PuzzleBoardProps) {
  const i18n = useI18n();
  const { t } = i18n;
  const confirmMoves = usePrefs((p) => p.confirmMoves);
  const showMovable = usePrefs((p) => p.showMovable);
  const looks = useBoardLooks();
  const legal = useMemo(() => legalMoves(pos), [pos]);
  const words = useMemo(() => boardWords(i18n, pos.game), [i18n, pos.game]);
  const options = useMemo(() => boardOptions(pos.game, {}), [pos.game]);
  const captures = useMemo<Captures | undefined>(
    () =>
      pos.rules.piecesLeave ? { black: pos.extras[WHITE], white: pos.extras[BLACK] } : undefined,
    [pos],
  );
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
    interactive,
    options,
    confirmMoves,
    showMovable,
    onMove,
  });

  return (
    <div className="hx-puzzle-board">
      <Board
        ref={svgRef}
        board={pos.board}
        cells={pos.cells}
        turn={pos.turn}
        words={words}
        marks={marks}
        preview={preview}
        captures={captures}
        showCounts={marks.countsOnEveryPiece}
        lastMove={lastMove}
        lastByComputer={lastByDefence}
        hint={hint}
        coordinates
        focusCell={focusCell}
        handlers={handlers}
        label={label}
        data={{
          'data-game': pos.game,
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
              {t.play.board.confirm}
            </button>
            <button type="button" data-action="cancel-move" onClick={cancel}>
              {t.play.board.cancel}
            </button>
          </>
        )}
      </div>
    </div>
  );
}
