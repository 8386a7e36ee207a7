import { useId } from 'react';
import { BLACK, WHITE } from '../../engine';
import type { Marks } from '../../input/types';
import { useT } from '../../i18n/context';
import { Board } from '../board/Board';
import { useBoardLooks } from '../board/useBoardLooks';
import { SeatPicker } from '../play/SeatPicker';
import { Modal } from '../shell/Modal';
import { EditorVerdict } from './EditorVerdict';
import { GameAndSize } from './GameAndSize';
import { PiecesOff } from './PiecesOff';
import { PositionText } from './PositionText';
import { StartFrom } from './StartFrom';
import { ToolChoice } from './ToolChoice';
import { TurnChoice } from './TurnChoice';
import { type EditorStarts, usePositionEditor } from './usePositionEditor';

interface PositionEditorProps extends EditorStarts {
  readonly onClose: () => void;
}

const NO_MARKS: Marks = {
  selected: new Set(),
  targets: new Map(),
  pushed: new Map(),
  movable: new Set(),
};

/**
 * The position editor: pieces painted onto any board of any game, the side to move and
 * the game's counters of pieces off the board, checked live by the engine. A valid
 * position starts a game, to play or to analyse; its position string can be copied out
 * and one pasted in.
 */
export function PositionEditor({ onPlay, onAnalyse, onClose }: PositionEditorProps) {
  const t = useT();
  const id = useId();
  const editor = usePositionEditor({ onPlay, onAnalyse });
  const { draft, board, seats, setSeats, colour } = editor;
  const looks = useBoardLooks();
  return (
    <Modal labelId={`${id}-title`} onCancel={onClose} testId="editor">
      <div className="hx-editor">
        <h2 id={`${id}-title`}>{t.editor.title}</h2>
        <div className="hx-editor-body">
          <div className="hx-editor-board">
            <Board
              board={board}
              cells={draft.cells}
              turn={draft.turn === 'black' ? BLACK : WHITE}
              words={editor.onBoard}
              marks={NO_MARKS}
              captures={editor.captures}
              lastMove={undefined}
              lastByComputer={false}
              hint={undefined}
              coordinates={editor.coordinates}
              flipped={editor.flipped}
              focusCell={editor.focusCell}
              handlers={editor.handlers}
              label={t.editor.boardLabel(editor.words.title, board.cellCount)}
              data={{ 'data-game': draft.game, 'data-editor': 'true', ...looks }}
            />
            <p className="hx-editor-help">{t.editor.help}</p>
          </div>
          <div className="hx-editor-panel">
            {editor.restored && <p className="hx-editor-note">{t.editor.restored}</p>}
            <GameAndSize
              id={id}
              game={draft.game}
              n={draft.n}
              sizes={editor.rules.sizes}
              onGame={editor.chooseGame}
              onSize={editor.chooseSize}
            />
            <StartFrom
              onEmpty={editor.setUpEmpty}
              onStart={editor.setUpStart}
              onViewed={editor.setUpViewed}
            />
            <ToolChoice id={id} tool={editor.tool} onTool={editor.setTool} />
            <TurnChoice id={id} turn={draft.turn} onTurn={editor.chooseTurn} />
            {editor.rules.piecesLeave && <PiecesOff id={id} draft={draft} onOff={editor.setOff} />}
            <PositionText
              id={id}
              text={editor.text}
              unreadable={editor.unreadable}
              copied={editor.copied}
              onPaste={editor.paste}
              onLeave={editor.leaveText}
              onCopy={editor.copy}
            />
            <EditorVerdict errors={editor.errors} ready={t.editor.ready(colour(draft.turn))} />
            <fieldset className="hx-editor-players">
              <legend>{t.editor.players}</legend>
              <SeatPicker seats={seats} onSeats={setSeats} field="editor-player" name={colour} />
            </fieldset>
          </div>
        </div>
        <div className="hx-dialog-buttons">
          <button type="button" data-action="editor-cancel" onClick={onClose}>
            {t.editor.cancel}
          </button>
          <button
            type="button"
            className="hx-editor-flip"
            data-action="editor-flip"
            aria-pressed={editor.flipped}
            title={t.editor.flipTitle}
            onClick={editor.flip}
          >
            {t.editor.flip}
          </button>
          <button
            type="button"
            data-action="editor-analyse"
            disabled={!editor.playable}
            onClick={editor.analyse}
          >
            {t.editor.analyse}
          </button>
          <button
            type="button"
            className="hx-primary"
            data-action="editor-play"
            disabled={!editor.playable}
            onClick={editor.play}
          >
            {t.editor.play}
          </button>
        </div>
      </div>
    </Modal>
  );
}
