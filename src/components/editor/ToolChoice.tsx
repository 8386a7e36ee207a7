import { type Tool, TOOLS } from '../../editor/draft';
import { useT } from '../../i18n/context';

/** What a press on the board paints: a black or white piece, or nothing. */
export function ToolChoice({
  id,
  tool,
  onTool,
}: {
  readonly id: string;
  readonly tool: Tool;
  readonly onTool: (tool: Tool) => void;
}) {
  const t = useT();
  return (
    <fieldset className="hx-editor-choice">
      <legend>{t.editor.tools}</legend>
      {TOOLS.map((choice) => (
        <label key={choice} className="hx-editor-tool">
          <input
            type="radio"
            name={`${id}-tool`}
            value={choice}
            checked={tool === choice}
            data-field="editor-tool"
            onChange={() => onTool(choice)}
          />
          <span className={`hx-swatch hx-${choice}`} aria-hidden="true" />
          {t.editor[choice]}
        </label>
      ))}
    </fieldset>
  );
}
