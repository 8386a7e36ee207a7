import { useState } from 'react';
import type { Player } from '../../engine';
import { useT } from '../../i18n/context';
import type { Messages } from '../../i18n/en';
import { useGame, useGameStore } from '../../store/context';
import { selectPlayers } from '../../store/game/selectors';
import type { PlayerKind, Players } from '../../store/game/savedGame';
import { SeatPicker } from './SeatPicker';

/** What changing a seat did, said once so that the change is not silent. */
const changed = (t: Messages, player: Player, kind: PlayerKind): string =>
  kind === 'human'
    ? t.side.seatToPerson(t.play.players[player])
    : t.side.seatToComputer(t.side.kinds[kind], t.play.players[player]);

/** Who plays each colour, changeable during the game: the change applies at once. */
export function Seats() {
  const store = useGameStore();
  const players = useGame(selectPlayers);
  const t = useT();
  const [said, setSaid] = useState('');
  const change = (seats: Players, player: Player): void => {
    store.getState().setPlayers(seats);
    setSaid(changed(t, player, seats[player]));
  };
  return (
    <div className="hx-seats">
      <SeatPicker seats={players} onSeats={change} field="seat" look="seat" />
      <p className="hx-seat-change" role="status">
        {said}
      </p>
    </div>
  );
}
