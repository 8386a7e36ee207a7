import { type FormEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { type Glyph, GLYPHS, MAX_COMMENT } from '../engine';
import { useI18n } from '../i18n/context';
import { useGame, useGameStore } from '../store/context';
import type { GameStore } from '../store/game';
import { selectCursor, selectPath, selectViewedMove } from '../store/game/selectors';
import type { MoveRecord, VariationPath } from '../store/game/savedGame';
import { lineMoves, validPath } from '../store/game/moveTree';

/** The viewed move's number and text, as the list shows it: `12… e5e6`. */
const moveName = (ply: number, record: MoveRecord, number: (n: number) => string): string =>
  `${number(Math.ceil(ply / 2))}${ply % 2 === 1 ? '.' : '…'} ${record.text}`;

/** The move being noted: move `ply` (from 1) of the line at `path`. */
interface Target {
  readonly path: VariationPath;
  readonly ply: number;
}

interface FormProps {
  readonly record: MoveRecord;
  readonly target: Target;
  readonly onDone: () => void;
}

/**
 * The form for one move's comment and glyph. Its fields start from the move's notes and
 * are kept only on Save; the clock and evaluation, which the player does not type, stay.
 */
function NotesForm({ record, target, onDone }: FormProps) {
  const { t, number } = useI18n();
  const words = t.play.moves.notes;
  const store = useGameStore();
  const { path, ply } = target;
  const [comment, setComment] = useState(record.notes?.comment ?? '');
  const [glyph, setGlyph] = useState<Glyph | ''>(record.notes?.glyphs?.[0] ?? '');
  const field = useRef<HTMLTextAreaElement>(null);
  const id = useId();

  useEffect(() => field.current?.focus(), []);

  const save = (event: FormEvent): void => {
    event.preventDefault();
    const rest = record.notes?.glyphs?.slice(1) ?? [];
    store.getState().annotate(path, ply, {
      ...record.notes,
      comment,
      glyphs: glyph === '' ? rest : [glyph, ...rest],
    });
    onDone();
  };
  const remove = (): void => {
    const { clock, eval: evaluation } = record.notes ?? {};
    store.getState().annotate(path, ply, { clock, eval: evaluation });
    onDone();
  };
  return (
    <form
      className="hx-notes-form"
      aria-labelledby={`${id}-title`}
      data-testid="move-notes"
      onSubmit={save}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          onDone();
        }
      }}
    >
      <h3 id={`${id}-title`}>{words.heading(moveName(ply, record, number))}</h3>
      <label htmlFor={`${id}-comment`}>{words.comment}</label>
      <textarea
        id={`${id}-comment`}
        ref={field}
        data-field="comment"
        rows={3}
        maxLength={MAX_COMMENT}
        value={comment}
        // The board's keys (arrows, Home, End) must not move through the game while typing.
        onKeyDown={(event) => event.stopPropagation()}
        onChange={(event) => setComment(event.target.value)}
      />
      <label htmlFor={`${id}-glyph`}>{words.glyph}</label>
      <select
        id={`${id}-glyph`}
        data-field="glyph"
        value={glyph}
        onChange={(event) => setGlyph(event.target.value as Glyph | '')}
      >
        <option value="">{words.noGlyph}</option>
        {GLYPHS.map((g) => (
          <option key={g} value={g}>
            {words.glyphs[g]}
          </option>
        ))}
      </select>
      <div className="hx-notes-actions">
        <button type="submit" data-action="save-comment">
          {words.save}
        </button>
        <button type="button" data-action="cancel-comment" onClick={onDone}>
          {words.cancel}
        </button>
        {(record.notes?.comment !== undefined || record.notes?.glyphs !== undefined) && (
          <button type="button" data-action="remove-comment" onClick={remove}>
            {words.remove}
          </button>
        )}
      </div>
    </form>
  );
}

/** The move `target` names, if the game still has it. */
function recordAt(s: GameStore, target: Target | undefined): MoveRecord | undefined {
  if (target === undefined || !validPath(s.variations, target.path)) return undefined;
  return lineMoves(s.moves, s.variations, target.path)[target.ply - 1];
}

/**
 * The move list's Comment button and, once pressed, the form for the viewed move, in the
 * game or a side line. The form stays with that move while the game goes on (the
 * computer's reply moves the view), and closes if the move is taken back.
 */
export function MoveNotesEditor() {
  const { t } = useI18n();
  const viewed = useGame(selectViewedMove);
  const cursor = useGame(selectCursor);
  const path = useGame(selectPath);
  const [target, setTarget] = useState<Target | undefined>(undefined);
  const record = useGame(useCallback((s: GameStore) => recordAt(s, target), [target]));
  const button = useRef<HTMLButtonElement>(null);
  const editing = target !== undefined && record !== undefined;
  const close = (): void => {
    setTarget(undefined);
    button.current?.focus();
  };
  return (
    <>
      <button
        ref={button}
        type="button"
        data-action="comment"
        aria-label={t.play.moves.notes.editTitle}
        aria-expanded={editing}
        title={t.play.moves.notes.editTitle}
        disabled={viewed === undefined && !editing}
        onClick={() => setTarget(editing ? undefined : { path, ply: cursor })}
      >
        ✎
      </button>
      {editing && (
        <div className="hx-notes-popover">
          <NotesForm
            key={`${target.path.join('.')}:${target.ply}`}
            record={record}
            target={target}
            onDone={close}
          />
        </div>
      )}
    </>
  );
}
