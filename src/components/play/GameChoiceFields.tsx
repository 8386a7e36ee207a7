import type { ReactNode } from 'react';
import { GAMES, type Game } from '../../engine';
import { rulesOf } from '../../games';
import { useI18n } from '../../i18n/context';
import {
  parseTimeControl,
  TIME_PRESETS,
  type TimeControl,
} from '../../store/game/clocks/timeControl';
import type { GameSpec } from '../../store/game/savedGame';
import { adjustSpec } from '../../store/game/spec';
import { gameName, layoutName } from '../labels';

export type TimePreset = (typeof TIME_PRESETS)[number];

export function presetOf(preset: TimePreset): TimeControl {
  const read = parseTimeControl(preset);
  // The presets are the app's own, each a time control it reads.
  if (!read.ok) throw new Error(read.error.message);
  return read.value;
}

/**
 * The game, board size and layout fields of a form that starts a game (New game, Play
 * online): each change keeps the others valid (`adjustSpec`).
 */
export function GameChoiceFields({
  id,
  draft,
  onDraft,
}: {
  readonly id: string;
  readonly draft: GameSpec;
  readonly onDraft: (spec: GameSpec) => void;
}) {
  const { t, number } = useI18n();
  const said = t.flow.newGame;
  const rules = rulesOf(draft.game);
  const layouts = rules.layouts(draft.n);
  return (
    <>
      <div className="hx-field">
        <label htmlFor={`${id}-game`}>{said.game}</label>
        <select
          id={`${id}-game`}
          value={draft.game}
          data-field="game"
          onChange={(e) => onDraft(adjustSpec(draft, { game: e.target.value as Game }))}
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
          onChange={(e) => onDraft(adjustSpec(draft, { n: Number(e.target.value) }))}
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
          onChange={(e) => onDraft(adjustSpec(draft, { layout: e.target.value }))}
        >
          {layouts.map((l) => (
            <option key={l} value={l}>
              {layoutName(t, draft.game, l)}
            </option>
          ))}
        </select>
      </div>
    </>
  );
}

/**
 * The time control field: no clock, then each preset in words, then `children` (New game's
 * own time). Its value is the choice's name.
 */
export function TimeControlField<Choice extends string>({
  id,
  value,
  onChange,
  children,
}: {
  readonly id: string;
  readonly value: Choice;
  readonly onChange: (choice: Choice) => void;
  readonly children?: ReactNode;
}) {
  const { t, number } = useI18n();
  const said = t.flow.newGame;
  return (
    <div className="hx-field">
      <label htmlFor={`${id}-clock`}>{said.timeControl}</label>
      <select
        id={`${id}-clock`}
        value={value}
        data-field="time-control"
        onChange={(e) => onChange(e.target.value as Choice)}
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
        {children}
      </select>
    </div>
  );
}
