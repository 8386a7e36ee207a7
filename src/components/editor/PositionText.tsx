import { useT } from '../../i18n/context';

/** The position string, to paste one in or copy the setup's out, and what the copy did. */
export function PositionText({
  id,
  text,
  unreadable,
  copied,
  onPaste,
  onLeave,
  onCopy,
}: {
  readonly id: string;
  readonly text: string;
  readonly unreadable: boolean;
  readonly copied: string;
  readonly onPaste: (value: string) => void;
  readonly onLeave: () => void;
  readonly onCopy: () => void;
}) {
  const t = useT();
  return (
    <div className="hx-field hx-editor-text">
      <label htmlFor={`${id}-position`}>{t.editor.position}</label>
      <div className="hx-editor-row">
        <input
          id={`${id}-position`}
          type="text"
          className="hx-notation"
          value={text}
          spellCheck={false}
          autoComplete="off"
          aria-describedby={`${id}-position-help`}
          aria-invalid={unreadable || undefined}
          data-field="position"
          onChange={(e) => onPaste(e.target.value)}
          onBlur={onLeave}
        />
        <button type="button" data-action="editor-copy" onClick={onCopy}>
          {t.editor.copy}
        </button>
      </div>
      <small id={`${id}-position-help`}>{t.editor.positionHelp}</small>
      <span role="status" data-testid="editor-copied">
        {copied}
      </span>
    </div>
  );
}
