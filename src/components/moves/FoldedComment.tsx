import { memo, useState } from 'react';
import { useI18n } from '../../i18n/context';

/** What a comment shows before its "more": a few lines of the list. */
export const FOLD_CHARS = 400;
/** What each "more" adds: a comment of a megabyte laid out at once froze a phone for a second. */
export const MORE_CHARS = 20_000;

/**
 * A move's comment, folded when long: its first few lines, and a button that shows more
 * of it, a step at a time. The comment is kept whole; only the screen shows part of it.
 */
export const FoldedComment = memo(function FoldedComment({ text }: { readonly text: string }) {
  const { t, number } = useI18n();
  const said = t.side.moves.notes;
  const [shown, setShown] = useState(FOLD_CHARS);
  const folded = text.length > shown;
  return (
    <>
      {folded ? `${text.slice(0, shown)}…` : text}
      {folded && (
        <>
          {' '}
          <button
            type="button"
            className="hx-link"
            data-action="comment-more"
            aria-label={said.moreLabel(number(shown), number(text.length))}
            onClick={() => setShown((s) => (s === FOLD_CHARS ? MORE_CHARS : s + MORE_CHARS))}
          >
            {said.more}
          </button>
        </>
      )}
      {shown > FOLD_CHARS && (
        <>
          {' '}
          <button
            type="button"
            className="hx-link"
            data-action="comment-less"
            onClick={() => setShown(FOLD_CHARS)}
          >
            {said.less}
          </button>
        </>
      )}
    </>
  );
});
