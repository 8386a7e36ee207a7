import { type ReactNode, Suspense, useMemo } from 'react';
import {
  BLACK,
  legalMoves,
  type Move,
  type MoveInfo,
  playerOf,
  type Position,
  WHITE,
} from '../../engine';
import { boardOptions, gameModule } from '../../games';
import { type I18n, useI18n } from '../../i18n/context';
import type { ConfirmMoves } from '../../store/prefs';
import { gameWords } from '../labels';
import { Board, type BoardProps, type Captures } from './Board';
import { boardWords } from './boardWords';
import { AfterBoard } from '../afterBoardChunk';
import { MoveBar, type MoveBarLook } from './MoveBar';
import { useBoardInteraction } from './useBoardInteraction';
import { useBoardLooks } from './useBoardLooks';

/** No board settings chosen: the game's own, kept as one object so that the marks stay memoised. */
const GAME_DEFAULTS: Readonly<Record<string, boolean>> = {};

const same = (message: string): string => message;

/** The board's name in play: the game, its number of cells and the side to move. */
export const playLabel = ({ t, number }: I18n, pos: Position): string => {
  const named = gameWords(t, pos.game);
  return t.play.board.label(
    named.title,
    number(pos.board.cellCount),
    named.pieces[playerOf(pos.turn)],
  );
};

/** What the board draws beside the position and the marks, handed to `Board` as it is. */
type Drawn = Pick<BoardProps, 'better' | 'premove' | 'animation' | 'coordinateSize' | 'zoom'>;

export interface InteractiveBoardProps extends Drawn {
  readonly pos: Position;
  /** The legal moves of `pos` where something already keeps them; generated here otherwise. */
  readonly legal?: readonly Move[];
  /** False: the board only shows. */
  readonly interactive: boolean;
  /** The board settings chosen for the game; left out, the game's own, as a new player first sees it. */
  readonly settings?: Readonly<Record<string, boolean>>;
  readonly flipped?: boolean;
  readonly confirmMoves?: ConfirmMoves;
  readonly showMovable?: boolean;
  /** A finished move, with the cells marked as picked on the way to it. */
  readonly onMove: (move: Move, picked: ReadonlySet<number>) => void;
  /** A click or Enter on the board while it takes no move. */
  readonly onInactive?: () => void;
  readonly lastMove?: MoveInfo;
  readonly lastByComputer?: boolean;
  readonly hint?: MoveInfo;
  /** Labels round the board, which a board away from play always has. */
  readonly coordinates?: boolean;
  /** Every piece shows its count, whatever the game's marks ask. */
  readonly allCounts?: boolean;
  /** The board's accessible name; left out, the game's, its size and the side to move. */
  readonly label?: string;
  /** Data for tests and styles beside the game and the looks. */
  readonly data?: BoardProps['data'];
  /** A box round the board alone, and what it lays over it. */
  readonly frame?: { readonly className: string; readonly overlay?: ReactNode };
  /** The bar under the board, with its word and the Confirm button; none if left out. */
  readonly bar?: MoveBarLook;
  /** What the bar says, made from the board's own word on the latest click. */
  readonly say?: (message: string) => string;
  /** More buttons at the end of the bar. */
  readonly actions?: ReactNode;
  /** Whether the marks' legend follows the bar. */
  readonly legend?: boolean;
}

/**
 * A board a move is made on: the game's own input model, its words and trays, the bar
 * where a move waits for Confirm. It knows no rules: a finished move goes to `onMove`,
 * and what the caller makes of it comes back as the next `pos`.
 */
export function InteractiveBoard({
  pos,
  legal: kept,
  interactive,
  settings = GAME_DEFAULTS,
  flipped,
  confirmMoves,
  showMovable,
  onMove,
  onInactive,
  lastMove,
  lastByComputer = false,
  hint,
  coordinates = true,
  allCounts = false,
  label,
  data,
  frame,
  bar,
  say = same,
  actions,
  legend = false,
  ...drawn
}: InteractiveBoardProps) {
  const i18n = useI18n();
  const looks = useBoardLooks();
  const legal = useMemo(() => kept ?? legalMoves(pos), [kept, pos]);
  const options = useMemo(() => boardOptions(pos.game, settings), [pos.game, settings]);
  const words = useMemo(() => boardWords(i18n, pos.game), [i18n, pos.game]);
  // Each side's tray holds the opposing pieces it pushed off, which `extras` counts.
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
    flipped,
    confirmMoves,
    showMovable,
    onMove: (move) => onMove(move, marks.selected),
    onInactive,
  });

  const board = (
    <Board
      ref={svgRef}
      board={pos.board}
      cells={pos.cells}
      turn={pos.turn}
      words={words}
      marks={marks}
      preview={preview}
      captures={captures}
      showCounts={allCounts || marks.countsOnEveryPiece}
      lastMove={lastMove}
      hint={hint}
      {...drawn}
      lastByComputer={lastByComputer}
      coordinates={coordinates}
      flipped={flipped}
      focusCell={focusCell}
      handlers={handlers}
      label={label ?? playLabel(i18n, pos)}
      data={{ 'data-game': pos.game, ...data, ...looks }}
    />
  );

  return (
    <>
      {frame ? (
        <div className={frame.className}>
          {board}
          {frame.overlay}
        </div>
      ) : (
        board
      )}
      {bar && (
        <MoveBar
          ref={controlsRef}
          look={bar}
          said={say(message)}
          pending={pending}
          onConfirm={confirm}
          onCancel={cancel}
        >
          {actions}
        </MoveBar>
      )}
      {legend && (
        // The legend explains the marks below the board: it comes with the parts drawn a
        // frame after it, which keeps its swatches out of the first chunk.
        <Suspense fallback={null}>
          <AfterBoard>
            {({ Legend }) => (
              <Legend
                marks={marks}
                preview={preview !== undefined}
                lastMove={lastMove !== undefined}
                lastByComputer={lastByComputer}
                hint={hint !== undefined}
              />
            )}
          </AfterBoard>
        </Suspense>
      )}
    </>
  );
}
