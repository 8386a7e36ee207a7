import { useId, useState } from 'react';
import { isLevel, type Level } from '../../ai/search/levels';
import { PLAYERS } from '../../engine';
import { useI18n } from '../../i18n/context';
import type { GameSpec, Players } from '../../store/game/savedGame';
import {
  customTimeControl,
  makeTimeControl,
  MAX_BASE,
  MAX_INCREMENT,
  TIME_PRESETS,
  type TimeControl,
} from '../../store/game/clocks/timeControl';
import { gameWords } from '../labels';
import { Modal } from '../shell/Modal';
import { GameChoiceFields, presetOf, TimeControlField } from './GameChoiceFields';
import { SeatPicker } from './SeatPicker';

interface NewGameDialogProps {
  /** The current game's setup, which the form starts from. */
  readonly spec: GameSpec;
  readonly players: Players;
  readonly onStart: (spec: GameSpec, players: Players) => void;
  readonly onClose: () => void;
  /** Opens the position editor instead, to start from a position of one's own. */
  readonly onSetUp?: () => void;
  /** Opens online play instead, to play a friend on another device. */
  readonly onOnline?: () => void;
}

/** The time control select's choices: none, a preset, or minutes and increment of one's own. */
type ClockChoice = 'none' | (typeof TIME_PRESETS)[number] | 'custom';

const choiceOf = (tc: TimeControl | undefined): ClockChoice => {
  if (!tc) return 'none';
  const text = makeTimeControl(tc);
  return TIME_PRESETS.find((p) => p === text) ?? 'custom';
};

/**
 * Game, board size, layout, who plays each colour and the time control. Nothing here touches the game on
 * the board until Start is pressed, so the choices can be changed freely.
 */
export function NewGameDialog({
  spec,
  players,
  onStart,
  onClose,
  onSetUp,
  onOnline,
}: NewGameDialogProps) {
  const id = useId();
  const { t } = useI18n();
  const said = t.flow.newGame;
  const [draft, setDraft] = useState<GameSpec>(spec);
  const [seats, setSeats] = useState<Players>(players);
  const [clock, setClock] = useState<ClockChoice>(choiceOf(spec.timeControl));
  const [minutes, setMinutes] = useState(String((spec.timeControl?.base ?? 300) / 60));
  const [increment, setIncrement] = useState(String(spec.timeControl?.increment ?? 0));
  // One line for each level given a seat, once if both seats have it.
  const strength = gameWords(t, draft.game).strength;
  const strengthId = (level: Level) => `${id}-strength-${level}`;
  const levels = strength ? [...new Set(PLAYERS.map((p) => seats[p]).filter(isLevel))] : [];
  return (
    <Modal labelId={`${id}-title`} onCancel={onClose} testId="new-game">
      <h2 id={`${id}-title`}>{said.title}</h2>
      <form
        className="hx-new-game"
        aria-labelledby={`${id}-title`}
        onSubmit={(e) => {
          e.preventDefault();
          const timeControl = timeControlOf(clock, minutes, increment);
          onStart({ ...draft, timeControl }, seats);
        }}
      >
        <GameChoiceFields id={id} draft={draft} onDraft={setDraft} />
        <TimeControlField id={id} value={clock} onChange={setClock}>
          <option value="custom">{said.custom}</option>
        </TimeControlField>
        {clock === 'custom' && (
          <>
            <div className="hx-field">
              <label htmlFor={`${id}-minutes`}>{said.minutes}</label>
              <input
                id={`${id}-minutes`}
                type="number"
                inputMode="decimal"
                required
                min={0.1}
                max={MAX_BASE / 60}
                step={0.1}
                value={minutes}
                data-field="clock-minutes"
                onChange={(e) => setMinutes(e.currentTarget.value)}
              />
            </div>
            <div className="hx-field">
              <label htmlFor={`${id}-increment`}>{said.increment}</label>
              <input
                id={`${id}-increment`}
                type="number"
                inputMode="numeric"
                required
                min={0}
                max={MAX_INCREMENT}
                step={1}
                value={increment}
                data-field="clock-increment"
                onChange={(e) => setIncrement(e.currentTarget.value)}
              />
            </div>
          </>
        )}
        <fieldset className="hx-new-players">
          <legend>{said.players}</legend>
          <SeatPicker
            seats={seats}
            onSeats={setSeats}
            field="player"
            describedBy={(player) => {
              const kind = seats[player];
              return strength && isLevel(kind) ? strengthId(kind) : undefined;
            }}
          />
          {strength && levels.length > 0 && (
            <div className="hx-level-strengths">
              {levels.map((level) => (
                <p
                  key={level}
                  id={strengthId(level)}
                  className="hx-level-strength"
                  data-testid="level-strength"
                  data-level={level}
                >
                  {strength[level]}
                </p>
              ))}
            </div>
          )}
          <button
            type="button"
            className="hx-swap-players"
            data-action="swap-players"
            onClick={() => setSeats({ black: seats.white, white: seats.black })}
          >
            {said.swap}
          </button>
        </fieldset>
        <div className="hx-dialog-buttons">
          {onSetUp && (
            <button type="button" className="hx-link-button" data-action="editor" onClick={onSetUp}>
              {t.editor.fromNewGame}
            </button>
          )}
          {onOnline && (
            <button
              type="button"
              className="hx-link-button"
              data-action="play-online"
              onClick={onOnline}
            >
              {t.app.playOnline}
            </button>
          )}
          <button type="button" data-action="cancel-new-game" onClick={onClose}>
            {said.cancel}
          </button>
          <button type="submit" className="hx-primary" data-action="start-game">
            {said.start}
          </button>
        </div>
      </form>
    </Modal>
  );
}

/** The time control chosen; a custom one's numbers are kept within bounds. */
function timeControlOf(
  choice: ClockChoice,
  minutes: string,
  increment: string,
): TimeControl | undefined {
  if (choice === 'none') return undefined;
  if (choice !== 'custom') return presetOf(choice);
  return customTimeControl(Number(minutes) || 0, Number(increment) || 0);
}
