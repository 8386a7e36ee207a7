import { useT } from '../../i18n/context';

/** The setups to start from: an empty board, the game's start, or the position viewed. */
export function StartFrom({
  onEmpty,
  onStart,
  onViewed,
}: {
  readonly onEmpty: () => void;
  readonly onStart: () => void;
  readonly onViewed: () => void;
}) {
  const t = useT();
  return (
    <div className="hx-editor-row" role="group" aria-label={t.editor.startFrom}>
      <button type="button" data-action="editor-empty" onClick={onEmpty}>
        {t.editor.empty}
      </button>
      <button type="button" data-action="editor-start" onClick={onStart}>
        {t.editor.start}
      </button>
      <button type="button" data-action="editor-current" onClick={onViewed}>
        {t.editor.current}
      </button>
    </div>
  );
}
