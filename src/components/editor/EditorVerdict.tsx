/** What stands in the way of starting the position, or that nothing does. */
export function EditorVerdict({
  errors,
  ready,
}: {
  readonly errors: readonly string[];
  readonly ready: string;
}) {
  return errors.length > 0 ? (
    <div className="hx-editor-error" role="alert" data-testid="editor-error">
      {errors.map((message) => (
        <p key={message}>{message}</p>
      ))}
    </div>
  ) : (
    <p className="hx-editor-ready" role="status" data-testid="editor-status">
      {ready}
    </p>
  );
}
