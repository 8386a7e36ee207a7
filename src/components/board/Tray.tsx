import { memo } from 'react';
import { type Player, WHITE } from '../../engine';
import { type Frame, TRAY_WIDTH } from './geometry';

const MARGIN = 0.12;
const PITCH = 0.62;
/**
 * The most pieces a tray draws, well above any side's pieces in any game: the count
 * comes from positions people type and paste, and a count in the millions must not
 * become as many circles (it froze the page; a few billion cannot be an array at all).
 */
export const MAX_TRAY_PIECES = 64;
/** Room kept at the tray's inner end, by the board's middle, for its caption. */
const CAPTION_ROOM = 1;
/** A caption letter's rough advance, to squeeze a long name into its room. */
const LETTER = 0.17;

/**
 * The pieces one side has pushed off the board, in its tray: the right-hand column
 * beside the board, White's half at the top near White's rows and Black's at the bottom.
 * The side's name is written along the tray's inner end, where the two trays meet, so
 * that the columns of pieces are not left for the player to guess at.
 */
export const Tray = memo(function Tray({
  frame,
  player,
  count,
  stone,
  label,
  caption,
}: {
  readonly frame: Frame;
  readonly player: Player;
  /** How many pieces `player` has pushed off. */
  readonly count: number;
  /** The colour of those pieces: the opponent's. */
  readonly stone: number;
  /** The tray's name, which says how many pieces it holds. */
  readonly label: string;
  /** The side's name, shown on the tray. */
  readonly caption: string;
}) {
  const x = frame.minX + frame.width - TRAY_WIDTH / 2 - 0.05;
  const half = frame.height / 2;
  const top = player === 'white' ? frame.minY + MARGIN : frame.minY + half + MARGIN / 2;
  const height = half - MARGIN * 1.5;
  const drawn = Math.min(count, MAX_TRAY_PIECES);
  const pitch = Math.min(PITCH, (height - 0.1 - CAPTION_ROOM) / Math.max(drawn, 1));
  const r = Math.min(0.25, pitch * 0.42);
  const slotY = (i: number): number =>
    player === 'white' ? top + 0.05 + pitch * (i + 0.5) : top + height - 0.05 - pitch * (i + 0.5);
  const captionY = player === 'white' ? top + height - CAPTION_ROOM / 2 : top + CAPTION_ROOM / 2;
  return (
    <g
      className="hx-tray"
      role="img"
      aria-label={label}
      data-testid={`tray-${player}`}
      data-count={count}
    >
      <rect
        className="hx-tray-bed"
        x={x - TRAY_WIDTH / 2 + 0.1}
        y={top}
        width={TRAY_WIDTH - 0.2}
        height={height}
        rx={0.35}
      />
      <text
        className="hx-tray-caption"
        aria-hidden="true"
        x={x}
        y={captionY}
        transform={`rotate(-90 ${x} ${captionY})`}
        textAnchor="middle"
        dominantBaseline="central"
        textLength={Math.min(CAPTION_ROOM - 0.1, caption.length * LETTER)}
        lengthAdjust="spacingAndGlyphs"
      >
        {caption}
      </text>
      {Array.from({ length: drawn }, (_, i) => (
        <circle
          key={i}
          className={`hx-tray-piece ${stone === WHITE ? 'hx-white' : 'hx-black'}`}
          data-piece={i}
          cx={x}
          cy={slotY(i)}
          r={r}
        />
      ))}
    </g>
  );
});
