import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { type Glyph, GLYPHS, MAX_COMMENT } from '../../engine';
import { useI18n } from '../../i18n/context';
import { useGameStore } from '../../store/context';
import type { MoveRecord, VariationPath } from '../../store/game/savedGame';

/** The viewed move's number and text, as the list shows it: `12… e5e6`. */
const moveName = (ply: number, record: MoveRecord, number: (n: number) => string): string =>
  `${number(Math.ceil(ply / 2))}${ply % 2 === 1 ? '.' : '…'} ${record.text}`;

/** The move being noted: move `ply` (from 1) of the line at `path`. */
export interface Target {
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
export function MoveNotesForm({ record, target, onDone }: FormProps) {
  const { t, number } = useI18n();
  const words = t.side.moves.notes;
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
    const { clock, eval: evaluation, best } = record.notes ?? {};
    store.getState().annotate(path, ply, { clock, eval: evaluation, best });
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
