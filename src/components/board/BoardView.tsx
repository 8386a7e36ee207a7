import { useMemo } from 'react';
import { moveInfo, playerOf } from '../../engine';
import { useGame, useGameStore } from '../../store/context';
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
  selectRemoteToMove,
  selectSettings,
} from '../../store/game/selectors';
import { InteractiveBoard } from './InteractiveBoard';
import { useMoveAnimation } from './useMoveAnimation';
import { useMovePrefs } from './useMovePrefs';
import { useBoardZoom } from './useBoardZoom';
import { usePrefs } from '../../store/context';
import { useI18n } from '../../i18n/context';

const selectBoardZoom = (p: { readonly boardZoom: boolean }): boolean => p.boardZoom;

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
  const remoteToMove = useGame(selectRemoteToMove);
  const hintMove = useGame(selectHintMove);
  const { coordinates, flipped, board } = useGame(selectSettings);
  const movePrefs = useMovePrefs();
  const { t, number } = useI18n();
  const lastMove = useMemo(() => lastMoveInfo(line, cursor), [line, cursor]);
  const better = useMemo(() => betterMoveInfo(line, cursor), [line, cursor]);
  const hint = useMemo(
    () => (hintMove === undefined ? undefined : moveInfo(pos, hintMove)),
    [pos, hintMove],
  );
  const animation = useMoveAnimation(line, cursor, lastMove);
  const boardZoom = usePrefs(selectBoardZoom);
  const { ref: zoomArea, zoom, reset: resetZoom } = useBoardZoom<HTMLDivElement>(boardZoom);

  return (
    <div className="hx-board-area" ref={zoomArea}>
      {zoom && (
        <button
          type="button"
          className="hx-zoom-reset"
          data-action="zoom-reset"
          title={t.play.board.zoomResetTitle}
          onClick={resetZoom}
        >
          {t.play.board.zoomReset(number(Math.round(zoom.scale * 10) / 10))}
        </button>
      )}
      <InteractiveBoard
        zoom={zoom}
        pos={pos}
        legal={legal}
        // Away from the game's end a move explores a side line, leaving the game as it is.
        interactive={outcome === undefined && !computerToMove && !remoteToMove}
        settings={board}
        flipped={flipped}
        {...movePrefs}
        onMove={(move) => store.getState().play(move)}
        lastMove={lastMove}
        lastByComputer={lastByComputer}
        hint={hint}
        better={better}
        animation={animation}
        coordinates={coordinates}
        data={{ 'data-turn': playerOf(pos.turn) }}
        bar="play"
        legend
      />
    </div>
  );
}
