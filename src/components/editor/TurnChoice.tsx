import { type Player, PLAYERS } from '../../engine';
import { useT } from '../../i18n/context';

/** The side to move in the position. */
export function TurnChoice({
  id,
  turn,
  onTurn,
}: {
  readonly id: string;
  readonly turn: Player;
  readonly onTurn: (player: Player) => void;
}) {
  const t = useT();
  return (
    <fieldset className="hx-editor-choice">
      <legend>{t.editor.turn}</legend>
      {PLAYERS.map((player) => (
        <label key={player}>
          <input
            type="radio"
            name={`${id}-turn`}
            value={player}
            checked={turn === player}
            data-field="editor-turn"
            onChange={() => onTurn(player)}
          />
          {t.editor[player]}
        </label>
      ))}
    </fieldset>
  );
}
