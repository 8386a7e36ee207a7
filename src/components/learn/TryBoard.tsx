import { useMemo, useState } from 'react';
import {
  BLACK,
  legalMoves,
  type Move,
  type MoveInfo,
  moveInfo,
  outcome,
  play,
  type Position,
  WHITE,
} from '../../engine';
import { useI18n } from '../../i18n/context';
import { boardOptions, gameModule } from '../../games';
import type { Arrow } from '../../learn/diagrams';
import { type Accepts, judge, type Verdict } from '../../learn/judge';
import { Board, type Captures } from '../board/Board';
import { useBoardLooks } from '../board/useBoardLooks';
import { boardWords } from '../board/boardWords';
import { useBoardInteraction } from '../board/useBoardInteraction';
import { DiagramOverlay } from './DiagramOverlay';

interface Played {
  readonly pos: Position;
  readonly last: MoveInfo | undefined;
  readonly verdict: Verdict | undefined;
}

export interface TryBoardProps {
  readonly start: Position;
  /** The moves that complete the exercise; a board without one only shows its position. */
  readonly accepts?: Accepts;
  readonly highlight: readonly string[];
  readonly arrows: readonly Arrow[];
  readonly label: string;
  /** Said under "Well done" once the move is played. */
  readonly done?: string;
  /** What to do before the first move, shown until something happens. */
  readonly prompt?: string;
  readonly onRight?: () => void;
  /** The coordinates' height in cell widths, for a board drawn small (`Board.coordinateSize`). */
  readonly coordinateSize?: number;
}

/**
 * A small board of its own on the real engine and the game's own input model. The reader
 * plays on it; the move asked for is kept and praised, any other is explained and left
 * unplayed. The rings and arrows describe the start and go once a move is kept.
 */
export function TryBoard({
  start,
  accepts,
  highlight,
  arrows,
  label,
  done,
  prompt,
  onRight,
  coordinateSize,
}: TryBoardProps) {
  const i18n = useI18n();
  const { t } = i18n;
  const fresh: Played = { pos: start, last: undefined, verdict: undefined };
  const [played, setPlayed] = useState<Played>(fresh);
  const { pos, verdict } = played;
  const legal = useMemo(() => legalMoves(pos), [pos]);
  const rules = pos.rules;
  const words = useMemo(() => boardWords(i18n, pos.game), [i18n, pos.game]);
  const captures = useMemo<Captures | undefined>(
    () => (rules.piecesLeave ? { black: pos.extras[WHITE], white: pos.extras[BLACK] } : undefined),
    [rules, pos],
  );
  // A lesson's board is the game's as a new player first sees it, whatever the settings of
  // the game at the screen.
  const options = useMemo(() => boardOptions(pos.game, {}), [pos.game]);
  const interactive =
    accepts !== undefined && verdict?.kind !== 'right' && outcome(pos) === undefined;

  const onMove = (move: Move): void => {
    if (!accepts) return;
    const result = judge(pos, move, accepts, [...marks.selected]);
    if (result.kind === 'right') {
      setPlayed({ pos: play(pos, move), last: moveInfo(pos, move), verdict: result });
      onRight?.();
    } else {
      setPlayed({ ...played, verdict: result });
    }
  };

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
    onMove,
  });

  // The board's own word on the latest click comes first: it is newer than any verdict.
  const said =
    verdict?.kind === 'right'
      ? `${t.learn.tryIt.right} ${done ?? ''}`.trim()
      : message ||
        (verdict?.kind === 'other'
          ? t.learn.tryIt.other
          : verdict?.kind === 'illegal'
            ? t.learn.tryIt.illegal(verdict.reason)
            : (prompt ?? ''));
  const changed = pos !== start || verdict !== undefined;
  const looks = useBoardLooks();

  return (
    <div className="hx-learn-try" data-verdict={verdict?.kind}>
      <div className="hx-learn-board">
        <Board
          ref={svgRef}
          board={pos.board}
          cells={pos.cells}
          turn={pos.turn}
          words={words}
          marks={marks}
          preview={preview}
          captures={captures}
          showCounts
          lastMove={played.last}
          lastByComputer={false}
          hint={undefined}
          coordinates
          coordinateSize={coordinateSize}
          focusCell={focusCell}
          handlers={handlers}
          label={label}
          data={{ 'data-game': pos.game, ...looks }}
        />
        {pos === start && (
          <DiagramOverlay
            board={pos.board}
            trays={captures !== undefined}
            highlight={highlight}
            arrows={arrows}
          />
        )}
      </div>
      {accepts && (
        <div className="hx-learn-bar" ref={controlsRef}>
          <p className="hx-learn-said" role="status" data-testid="try-message">
            {said}
          </p>
          {pending && (
            <>
              <button type="button" data-action="confirm" onClick={confirm}>
                {t.learn.tryIt.confirm}
              </button>
              <button type="button" data-action="cancel-move" onClick={cancel}>
                {t.learn.tryIt.cancel}
              </button>
            </>
          )}
          {changed && (
            <button type="button" data-action="reset-try" onClick={() => setPlayed(fresh)}>
              {t.learn.tryIt.reset}
            </button>
          )}
        </div>
      )}
    </div>
  );
}
