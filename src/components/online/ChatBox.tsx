import { useId, useState } from 'react';
import type { ChatLine, Session } from '../../online/session';
import { useOnlineWords } from './useOnlineWords';

/**
 * Short messages: a few ready phrases and free text, shown as text, never as HTML. Folded,
 * so that the panel over the board keeps to a row; the count says when something came.
 */
export function ChatBox({
  session,
  lines,
}: {
  readonly session: Session;
  readonly lines: readonly ChatLine[];
}) {
  const w = useOnlineWords();
  const id = useId();
  const [text, setText] = useState('');
  return (
    <details className="hx-online-chat" data-testid="chat">
      <summary data-action="chat-open">
        {w.chat}
        {lines.length > 0 && ` (${lines.length})`}
      </summary>
      <ol className="hx-online-lines" data-testid="chat-lines" aria-live="polite">
        {lines.map((line, i) => (
          <li key={i} data-from={line.from}>
            {line.from === 'me' ? `${w.me}: ` : ''}
            {line.text}
          </li>
        ))}
      </ol>
      <div className="hx-button-row">
        {w.phrases.map((phrase, i) => (
          <button
            key={phrase}
            type="button"
            data-action="chat-phrase"
            data-phrase={i}
            onClick={() => session.say(phrase)}
          >
            {phrase}
          </button>
        ))}
      </div>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          session.say(text);
          setText('');
        }}
      >
        <label htmlFor={`${id}-text`} className="hx-visually-hidden">
          {w.chatInput}
        </label>
        <input
          id={`${id}-text`}
          value={text}
          maxLength={200}
          placeholder={w.chatInput}
          data-field="chat-text"
          onChange={(e) => setText(e.currentTarget.value)}
        />
        <button type="submit" data-action="chat-send">
          {w.send}
        </button>
      </form>
    </details>
  );
}
