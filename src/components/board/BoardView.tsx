import { Suspense, useEffect, useMemo } from 'react';
import { moveInfo, playerOf } from '../../engine';
import { gameModule } from '../../games';
import { useI18n } from '../../i18n/context';
import { useGame, useGameStore, usePrefs } from '../../store/context';
import { passedPosition } from '../../store/game/premove/premover';
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
  selectPremove,
  selectPremoveDropped,
  selectPremoveOpen,
  selectRemoteToMove,
  selectSettings,
} from '../../store/game/selectors';
import type { Prefs } from '../../store/prefs';
import { AfterBoard } from '../afterBoardChunk';
import { InteractiveBoard, playLabel } from './InteractiveBoard';
import { useBlunderGuard } from './useBlunderGuard';
import { useMoveAnimation } from './useMoveAnimation';
import { useMovePrefs } from './useMovePrefs';
import { useBoardZoom } from './useBoardZoom';

const selectBoardZoom = (p: Prefs): boolean => p.boardZoom;
const selectPremoves = (p: Prefs): boolean => p.premoves;

/**
 * The board wired to the store: the viewed position in, finished moves out. While the
 * computer or the player online is to move, the board shows the turn passed to the player
 * here, and a move made on it is a premove (Settings → premoves).
 */
export function BoardView() {
  const i18n = useI18n();
  const { t, number } = i18n;
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
  const premoves = usePrefs(selectPremoves);
  const premoveOpen = useGame(selectPremoveOpen) && premoves;
  const premove = useGame(selectPremove);
  const dropped = useGame(selectPremoveDropped);
  const { coordinates, flipped, board } = useGame(selectSettings);
  const movePrefs = useMovePrefs();
  const guard = useBlunderGuard(store);
  const lastMove = useMemo(() => lastMoveInfo(line, cursor), [line, cursor]);
  const better = useMemo(() => betterMoveInfo(line, cursor), [line, cursor]);
  const hint = useMemo(
    () => (hintMove === undefined ? undefined : moveInfo(pos, hintMove)),
    [pos, hintMove],
  );
  const animation = useMoveAnimation(line, cursor, lastMove);
  const boardZoom = usePrefs(selectBoardZoom);
  const { ref: zoomArea, zoom, reset: resetZoom } = useBoardZoom<HTMLDivElement>(boardZoom);
  const passed = useMemo(() => (premoveOpen ? passedPosition(pos) : undefined), [premoveOpen, pos]);
  const premoveInfo = useMemo(
    () => (premove && passed ? moveInfo(passed, premove.move) : undefined),
    [premove, passed],
  );

  // Premoves turned off while one waits: it goes with them.
  useEffect(() => {
    if (!premoves && premove) store.getState().cancelPremove();
  }, [premoves, premove, store]);
  // Escape drops the premove, as it drops a selection; in an open dialog it is the dialog's.
  useEffect(() => {
    if (!premove) return;
    const onKeyDown = (e: KeyboardEvent): void => {
      if (e.key === 'Escape' && !document.querySelector('dialog[open]')) {
        store.getState().cancelPremove();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [premove, store]);

  const cancelPremove = () => store.getState().cancelPremove();
  const say = (message: string): string => {
    if (premove) return t.play.premove.waiting(premove.text);
    if (dropped && !message) return t.play.premove.dropped(dropped.text);
    return message;
  };

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
        pos={passed ?? pos}
        legal={passed ? undefined : legal}
        // Away from the game's end a move explores a side line, leaving the game as it is.
        // A premove waiting takes the board: a click on it drops the premove.
        interactive={
          passed ? premove === undefined : outcome === undefined && !computerToMove && !remoteToMove
        }
        settings={board}
        flipped={flipped}
        {...movePrefs}
        onMove={(move) => (passed ? store.getState().makePremove(move) : guard.play(move))}
        onInactive={premove ? cancelPremove : undefined}
        lastMove={lastMove}
        lastByComputer={lastByComputer}
        hint={hint}
        better={better}
        premove={premoveInfo}
        animation={animation}
        coordinates={coordinates}
        // Named for the side really to move, whatever the board takes a premove for.
        label={passed ? playLabel(i18n, pos) : undefined}
        data={{
          'data-turn': playerOf(pos.turn),
          'data-premove': premove?.text,
          'data-check': guard.ready ? 'ready' : undefined,
        }}
        bar="play"
        say={say}
        actions={
          premove && (
            <button type="button" data-action="cancel-premove" onClick={cancelPremove}>
              {t.play.premove.cancel}
            </button>
          )
        }
        legend
      />
      {guard.question && (
        // The question comes with the parts drawn after the board, long loaded by a move.
        <Suspense fallback={null}>
          <AfterBoard>
            {(m) => (
              <m.BlunderDialog
                warning={gameModule(pos.game).blunder?.warning(t.games[pos.game]) ?? ''}
                onPlay={guard.playAnyway}
                onCancel={guard.cancel}
              />
            )}
          </AfterBoard>
        </Suspense>
      )}
    </div>
  );
}
