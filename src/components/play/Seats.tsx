import { useState } from 'react';
import { type Player, PLAYERS } from '../../engine';
import { useT } from '../../i18n/context';
import type { Messages } from '../../i18n/en';
import { useGame, useGameStore } from '../../store/context';
import { recordNames } from '../../store/game/recordNames';
import { selectFinishedRecord, selectPlayers } from '../../store/game/selectors';
import type { PlayerKind, Players } from '../../store/game/savedGame';
import { SeatPicker } from './SeatPicker';

/** What changing a seat did, said once so that the change is not silent. */
const changed = (t: Messages, player: Player, kind: PlayerKind): string =>
  kind === 'human'
    ? t.side.seatToPerson(t.play.players[player])
    : t.side.seatToComputer(t.side.kinds[kind], t.play.players[player]);

/**
 * Who plays each colour, changeable during the game: the change applies at once. A record
 * names its players beside their colours; once over, it only names them, as nobody plays
 * it any more.
 */
export function Seats() {
  const store = useGameStore();
  const players = useGame(selectPlayers);
  const tags = useGame((s) => s.tags);
  const finished = useGame(selectFinishedRecord);
  const t = useT();
  const [said, setSaid] = useState('');
  const names = recordNames(tags);
  const named = (player: Player): string =>
    names[player]
      ? t.side.namedSeat(t.play.players[player], names[player])
      : t.play.players[player];
  if (finished) {
    return (
      <ul className="hx-seats" aria-label={t.side.recordPlayers}>
        {PLAYERS.map((player) => (
          <li key={player} className="hx-seat" data-testid={`seat-name-${player}`}>
            <span className={`hx-swatch hx-${player}`} aria-hidden="true" />
            {names[player]
              ? named(player)
              : `${t.play.players[player]} · ${t.side.kinds[players[player]]}`}
          </li>
        ))}
      </ul>
    );
  }
  const change = (seats: Players, player: Player): void => {
    store.getState().setPlayers(seats);
    setSaid(changed(t, player, seats[player]));
  };
  return (
    <div className="hx-seats">
      <SeatPicker seats={players} onSeats={change} field="seat" look="seat" name={named} />
      <p className="hx-seat-change" role="status">
        {said}
      </p>
    </div>
  );
}
