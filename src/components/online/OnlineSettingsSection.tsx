import { useId, useState } from 'react';
import {
  loadOnlineSettings,
  makeStunList,
  parseStunList,
  parseTurnUrl,
  saveOnlineSettings,
} from '../../online/onlineSettings';
import { useOnlineWords } from './useOnlineWords';

/**
 * Settings → Online play: the STUN list (a public service by default, which the player may
 * clear), an optional TURN relay, and short messages on or off.
 */
export function OnlineSettingsSection() {
  const id = useId();
  const w = useOnlineWords().settings;
  const [start] = useState(loadOnlineSettings);
  const [stun, setStun] = useState(makeStunList(start.stun));
  const [turn, setTurn] = useState(start.turn?.url ?? '');
  const [username, setUsername] = useState(start.turn?.username ?? '');
  const [credential, setCredential] = useState(start.turn?.credential ?? '');
  const [chat, setChat] = useState(start.chat);
  const [said, setSaid] = useState<string | undefined>();
  return (
    <fieldset className="hx-settings-group" data-section="online">
      <legend>{w.title}</legend>
      <div className="hx-field">
        <label htmlFor={`${id}-stun`}>{w.stun}</label>
        <textarea
          id={`${id}-stun`}
          rows={2}
          value={stun}
          data-field="ice-servers"
          aria-describedby={`${id}-stun-note`}
          onChange={(e) => setStun(e.currentTarget.value)}
        />
      </div>
      <p className="hx-settings-note" id={`${id}-stun-note`}>
        {w.stunHelp}
      </p>
      <div className="hx-field">
        <label htmlFor={`${id}-turn`}>{w.turn}</label>
        <input
          id={`${id}-turn`}
          value={turn}
          placeholder="turn:turn.example.org:3478"
          data-field="turn-server"
          aria-describedby={`${id}-turn-note`}
          onChange={(e) => setTurn(e.currentTarget.value)}
        />
      </div>
      <p className="hx-settings-note" id={`${id}-turn-note`}>
        {w.turnHelp}
      </p>
      <div className="hx-field">
        <label htmlFor={`${id}-user`}>{w.username}</label>
        <input
          id={`${id}-user`}
          value={username}
          autoComplete="off"
          data-field="turn-username"
          onChange={(e) => setUsername(e.currentTarget.value)}
        />
      </div>
      <div className="hx-field">
        <label htmlFor={`${id}-credential`}>{w.credential}</label>
        <input
          id={`${id}-credential`}
          type="password"
          value={credential}
          autoComplete="off"
          data-field="turn-credential"
          onChange={(e) => setCredential(e.currentTarget.value)}
        />
      </div>
      <label>
        <input
          type="checkbox"
          checked={chat}
          data-field="online-chat"
          onChange={(e) => setChat(e.target.checked)}
        />
        {w.chat}
      </label>
      <div className="hx-dialog-buttons">
        <button
          type="button"
          data-action="save-online-settings"
          onClick={() => {
            const list = parseStunList(stun);
            const url = parseTurnUrl(turn);
            if (!list.ok) return setSaid(w.bad(list.error.message));
            if (!url.ok) return setSaid(w.bad(url.error.message));
            saveOnlineSettings({
              stun: list.value,
              ...(url.value ? { turn: { url: url.value, username, credential } } : {}),
              chat,
            });
            setSaid(w.saved);
          }}
        >
          {w.save}
        </button>
        <span role="status" data-testid="online-settings-status">
          {said}
        </span>
      </div>
    </fieldset>
  );
}
