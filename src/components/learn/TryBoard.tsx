import { useState } from 'react';
import { type Move, type MoveInfo, moveInfo, outcome, play, type Position } from '../../engine';
import { useT } from '../../i18n/context';
import type { Arrow } from '../../learn/diagrams';
import { type Accepts, judge, type Verdict } from '../../learn/judge';
import { InteractiveBoard } from '../board/InteractiveBoard';
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
  /**
   * Said of a legal move that is not the one asked for; by default that the move shown was
   * another, which is wrong where no one move is shown (a tutorial step asks for a kind).
   */
  readonly other?: string;
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
  other,
  onRight,
  coordinateSize,
}: TryBoardProps) {
  const t = useT();
  const fresh: Played = { pos: start, last: undefined, verdict: undefined };
  const [played, setPlayed] = useState<Played>(fresh);
  const { pos, verdict } = played;
  const interactive =
    accepts !== undefined && verdict?.kind !== 'right' && outcome(pos) === undefined;

  const onMove = (move: Move, picked: ReadonlySet<number>): void => {
    if (!accepts) return;
    const result = judge(pos, move, accepts, [...picked]);
    if (result.kind === 'right') {
      setPlayed({ pos: play(pos, move), last: moveInfo(pos, move), verdict: result });
      onRight?.();
    } else {
      setPlayed({ ...played, verdict: result });
    }
  };

  // The board's own word on the latest click comes first: it is newer than any verdict.
  const say = (message: string): string =>
    verdict?.kind === 'right'
      ? `${t.learn.tryIt.right} ${done ?? ''}`.trim()
      : message ||
        (verdict?.kind === 'other'
          ? (other ?? t.learn.tryIt.other)
          : verdict?.kind === 'illegal'
            ? t.learn.tryIt.illegal(verdict.reason)
            : (prompt ?? ''));
  const changed = pos !== start || verdict !== undefined;

  return (
    <div className="hx-learn-try" data-verdict={verdict?.kind}>
      <InteractiveBoard
        pos={pos}
        interactive={interactive}
        onMove={onMove}
        lastMove={played.last}
        allCounts
        coordinateSize={coordinateSize}
        label={label}
        frame={{
          className: 'hx-learn-board',
          overlay: pos === start && (
            <DiagramOverlay
              board={pos.board}
              trays={pos.rules.piecesLeave === true}
              highlight={highlight}
              arrows={arrows}
            />
          ),
        }}
        bar={accepts ? 'lesson' : undefined}
        say={say}
        actions={
          changed && (
            <button type="button" data-action="reset-try" onClick={() => setPlayed(fresh)}>
              {t.learn.tryIt.reset}
            </button>
          )
        }
      />
    </div>
  );
}
