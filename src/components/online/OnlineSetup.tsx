import { useId, useState } from 'react';
import { PLAYERS, type Player } from '../../engine';
import {
  makeTimeControl,
  TIME_PRESETS,
  type TimeControl,
} from '../../store/game/clocks/timeControl';
import type { GameSpec } from '../../store/game/savedGame';
import {
  GameChoiceFields,
  presetOf,
  type TimePreset,
  TimeControlField,
} from '../play/GameChoiceFields';
import { OnlineNameField } from './OnlineNameField';
import { useOnlineWords } from './useOnlineWords';

export const COLOUR_CHOICES = [...PLAYERS, 'random'] as const;
export type ColourChoice = (typeof COLOUR_CHOICES)[number];

export interface SetupChoice {
  readonly spec: GameSpec;
  readonly colour: Player;
  readonly name: string;
}

type ClockChoice = 'none' | TimePreset;

const choiceOf = (tc: TimeControl | undefined): ClockChoice =>
  tc ? (TIME_PRESETS.find((p) => p === makeTimeControl(tc)) ?? 'none') : 'none';

/**
 * The host's choices, as New game offers them: game, size, layout and time control, and
 * the colour the host plays and the name the friend will see.
 */
export function OnlineSetup({
  spec,
  name,
  onInvite,
  onCancel,
}: {
  readonly spec: GameSpec;
  readonly name: string;
  readonly onInvite: (choice: SetupChoice) => void;
  readonly onCancel: () => void;
}) {
  const id = useId();
  const w = useOnlineWords();
  const [draft, setDraft] = useState<GameSpec>({ ...spec, start: undefined });
  const [clock, setClock] = useState<ClockChoice>(choiceOf(spec.timeControl));
  const [colour, setColour] = useState<ColourChoice>('random');
  const [who, setWho] = useState(name);
  return (
    <form
      className="hx-new-game hx-online-setup"
      onSubmit={(e) => {
        e.preventDefault();
        const timeControl = clock === 'none' ? undefined : presetOf(clock);
        const chosen: Player =
          colour === 'random' ? PLAYERS[crypto.getRandomValues(new Uint8Array(1))[0] & 1] : colour;
        onInvite({
          spec: { ...draft, timeControl },
          colour: chosen,
          name: who.trim() || w.defaultName,
        });
      }}
    >
      <OnlineNameField id={id} value={who} onChange={setWho} />
      <GameChoiceFields id={id} draft={draft} onDraft={setDraft} />
      <TimeControlField id={id} value={clock} onChange={setClock} />
      <div className="hx-field">
        <label htmlFor={`${id}-colour`}>{w.colour}</label>
        <select
          id={`${id}-colour`}
          value={colour}
          data-field="online-colour"
          onChange={(e) => setColour(e.target.value as ColourChoice)}
        >
          {COLOUR_CHOICES.map((c) => (
            <option key={c} value={c}>
              {w.colours[c]}
            </option>
          ))}
        </select>
      </div>
      <div className="hx-dialog-buttons">
        <button type="button" data-action="cancel-online" onClick={onCancel}>
          {w.cancel}
        </button>
        <button type="submit" className="hx-primary" data-action="create-invite">
          {w.createInvite}
        </button>
      </div>
    </form>
  );
}
