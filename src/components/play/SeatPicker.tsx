import { useId } from 'react';
import { type Player, PLAYERS } from '../../engine';
import { useT } from '../../i18n/context';
import type { PlayerKind, Players } from '../../store/game/savedGame';
import { PLAYER_KINDS } from '../labels';

const kindOf = (value: string): PlayerKind | undefined => PLAYER_KINDS.find((k) => k === value);

/** How a seat is drawn: a form's field, or the game's compact row with the colour's swatch. */
export type SeatLook = 'field' | 'seat';

export interface SeatPickerProps {
  readonly seats: Players;
  /** The seats with `player`'s changed. */
  readonly onSeats: (seats: Players, player: Player) => void;
  /** Each select's `data-field` is this and the player, such as `seat-white`. */
  readonly field: string;
  /** What a colour is called beside its choice; the player's name if left out. */
  readonly name?: (player: Player) => string;
  readonly look?: SeatLook;
  /** The id of what describes a seat's choice, such as the strength of its level. */
  readonly describedBy?: (player: Player) => string | undefined;
}

/**
 * Who plays each colour: a person at the screen or the computer at a level, one choice a
 * colour. The group round them is the caller's, a form's fieldset or the game's panel.
 */
export function SeatPicker({
  seats,
  onSeats,
  field,
  name,
  look = 'field',
  describedBy,
}: SeatPickerProps) {
  const t = useT();
  const id = useId();
  const choose = (player: Player, value: string): void => {
    const kind = kindOf(value);
    if (kind !== undefined) onSeats({ ...seats, [player]: kind }, player);
  };
  return PLAYERS.map((player) => (
    <div key={player} className={look === 'seat' ? 'hx-seat' : 'hx-field'}>
      <label htmlFor={`${id}-${player}`}>
        {look === 'seat' && <span className={`hx-swatch hx-${player}`} aria-hidden="true" />}
        {name ? name(player) : t.play.players[player]}
      </label>
      <select
        id={`${id}-${player}`}
        value={seats[player]}
        data-field={`${field}-${player}`}
        aria-describedby={describedBy?.(player)}
        onChange={(e) => choose(player, e.target.value)}
      >
        {PLAYER_KINDS.map((kind) => (
          <option key={kind} value={kind}>
            {t.side.kinds[kind]}
          </option>
        ))}
      </select>
    </div>
  ));
}
