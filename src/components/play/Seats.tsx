import { useId, useState } from 'react';
import { type Player, PLAYERS } from '../../engine';
import { useT } from '../../i18n/context';
import type { Messages } from '../../i18n/en';
import { useGame, useGameStore } from '../../store/context';
import { selectPlayers } from '../../store/game/selectors';
import type { PlayerKind } from '../../store/game/savedGame';
import { PLAYER_KINDS } from '../labels';

const kindOf = (value: string): PlayerKind | undefined => PLAYER_KINDS.find((k) => k === value);

/** What changing a seat did, said once so that the change is not silent. */
const changed = (t: Messages, player: Player, kind: PlayerKind): string =>
  kind === 'human'
    ? t.side.seatToPerson(t.play.players[player])
    : t.side.seatToComputer(t.side.kinds[kind], t.play.players[player]);

/** Who plays each colour, changeable during the game: the change applies at once. */
export function Seats() {
  const store = useGameStore();
  const players = useGame(selectPlayers);
  const id = useId();
  const t = useT();
  const [said, setSaid] = useState('');
  const change = (player: Player, value: string): void => {
    const kind = kindOf(value);
    if (kind === undefined) return;
    store.getState().setPlayers({ ...players, [player]: kind });
    setSaid(changed(t, player, kind));
  };
  return (
    <div className="hx-seats">
      {PLAYERS.map((player) => (
        <div key={player} className="hx-seat">
          <label htmlFor={`${id}-${player}`}>
            <span className={`hx-swatch hx-${player}`} aria-hidden="true" />
            {t.play.players[player]}
          </label>
          <select
            id={`${id}-${player}`}
            data-field={`seat-${player}`}
            value={players[player]}
            onChange={(e) => change(player, e.target.value)}
          >
            {PLAYER_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t.side.kinds[kind]}
              </option>
            ))}
          </select>
        </div>
      ))}
      <p className="hx-seat-change" role="status">
        {said}
      </p>
    </div>
  );
}
