import { useId, useState } from 'react';
import { GAMES, type Game, PLAYERS, type Player } from '../../engine';
import { rulesOf } from '../../games';
import { useI18n } from '../../i18n/context';
import {
  makeTimeControl,
  parseTimeControl,
  TIME_PRESETS,
  type TimeControl,
} from '../../store/game/clocks/timeControl';
import { adjustSpec } from '../../store/game/spec';
import type { GameSpec } from '../../store/game/savedGame';
import { gameName, layoutName } from '../labels';
import { useOnlineWords } from './useOnlineWords';

export const COLOUR_CHOICES = [...PLAYERS, 'random'] as const;
export type ColourChoice = (typeof COLOUR_CHOICES)[number];

export interface SetupChoice {
  readonly spec: GameSpec;
  readonly colour: Player;
  readonly name: string;
}

type ClockChoice = 'none' | (typeof TIME_PRESETS)[number];

function presetOf(preset: (typeof TIME_PRESETS)[number]): TimeControl {
  const read = parseTimeControl(preset);
  // The presets are the app's own, each a time control it reads.
  if (!read.ok) throw new Error(read.error.message);
  return read.value;
}

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
  const { t, number } = useI18n();
  const w = useOnlineWords();
  const said = t.flow.newGame;
  const [draft, setDraft] = useState<GameSpec>({ ...spec, start: undefined });
  const [clock, setClock] = useState<ClockChoice>(choiceOf(spec.timeControl));
  const [colour, setColour] = useState<ColourChoice>('random');
  const [who, setWho] = useState(name);
  const rules = rulesOf(draft.game);
  const layouts = rules.layouts(draft.n);
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
      <div className="hx-field">
        <label htmlFor={`${id}-name`}>{w.name}</label>
        <input
          id={`${id}-name`}
          value={who}
          maxLength={40}
          data-field="online-name"
          onChange={(e) => setWho(e.currentTarget.value)}
        />
      </div>
      <div className="hx-field">
        <label htmlFor={`${id}-game`}>{said.game}</label>
        <select
          id={`${id}-game`}
          value={draft.game}
          data-field="game"
          onChange={(e) => setDraft(adjustSpec(draft, { game: e.target.value as Game }))}
        >
          {GAMES.map((g) => (
            <option key={g} value={g}>
              {gameName(t, g)}
            </option>
          ))}
        </select>
      </div>
      <div className="hx-field">
        <label htmlFor={`${id}-size`}>{said.size}</label>
        <select
          id={`${id}-size`}
          value={draft.n}
          data-field="size"
          onChange={(e) => setDraft(adjustSpec(draft, { n: Number(e.target.value) }))}
        >
          {rules.sizes.map((n) => (
            <option key={n} value={n}>
              {number(n)}
            </option>
          ))}
        </select>
      </div>
      <div className="hx-field">
        <label htmlFor={`${id}-layout`}>{said.layout}</label>
        <select
          id={`${id}-layout`}
          value={draft.layout}
          data-field="layout"
          disabled={layouts.length < 2}
          onChange={(e) => setDraft(adjustSpec(draft, { layout: e.target.value }))}
        >
          {layouts.map((l) => (
            <option key={l} value={l}>
              {layoutName(t, draft.game, l)}
            </option>
          ))}
        </select>
      </div>
      <div className="hx-field">
        <label htmlFor={`${id}-clock`}>{said.timeControl}</label>
        <select
          id={`${id}-clock`}
          value={clock}
          data-field="time-control"
          onChange={(e) => setClock(e.target.value as ClockChoice)}
        >
          <option value="none">{said.noClock}</option>
          {TIME_PRESETS.map((preset) => {
            const { base, increment } = presetOf(preset);
            return (
              <option key={preset} value={preset}>
                {said.preset(number(base / 60), number(increment))}
              </option>
            );
          })}
        </select>
      </div>
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
