import { useEffect, useRef, useState } from 'react';
import { type Player, PLAYERS } from '../../engine';
import { useI18n } from '../../i18n/context';
import { sounds } from '../../sound/synth';
import { useGame, useGameStore, usePrefsStore } from '../../store/context';
import { isLow } from '../../store/game/clocks/clockState';
import { CHECKPOINT_MS } from '../../store/game/clocks/savedClocks';
import type { TimeControl } from '../../store/game/clocks/timeControl';
import { clockText } from './clockText';

/** How often a running clock is read again: often enough for its tenths. */
export const TICK_MS = 100;

/**
 * Both sides' clocks in a game on a time control, the running one marked, a low one in
 * the warning colour (and, with sound on, a beep as it runs low); Pause and Resume are
 * `ClockButton`, among the controls.
 * The store keeps when the clock started; reading it as time passes is this component's,
 * which also lets the flag fall once the running side's time is out, and checkpoints the
 * running clock for the save every `CHECKPOINT_MS`.
 */
export function Clocks() {
  const timeControl = useGame((s) => s.spec.timeControl);
  return timeControl ? <TimedClocks timeControl={timeControl} /> : null;
}

function TimedClocks({ timeControl }: { readonly timeControl: TimeControl }) {
  const store = useGameStore();
  const prefs = usePrefsStore();
  const { t } = useI18n();
  const said = t.side.clocks;
  // The clocks change with every move, pause and takeback: whose clock runs, from when.
  useGame((s) => s.clocks);
  const [, setTick] = useState(0);
  const warned = useRef<Player | undefined>(undefined);
  const reading = store.getState().clockReading();
  const running = reading?.running;

  useEffect(() => {
    if (running === undefined) return;
    const tick = (): void => {
      const state = store.getState();
      if (state.checkFlag()) return;
      const now = state.clockReading();
      if (now?.running !== undefined && isLow(now[now.running], timeControl)) {
        if (warned.current !== now.running && prefs.getState().sound) sounds.play('low-time');
        warned.current = now.running;
      }
      setTick((n) => n + 1);
    };
    const id = setInterval(tick, TICK_MS);
    const checkpoints = setInterval(() => store.getState().checkpointClock(), CHECKPOINT_MS);
    return () => {
      clearInterval(id);
      clearInterval(checkpoints);
    };
  }, [store, prefs, running, timeControl]);

  if (!reading) return null;
  return (
    <div className="hx-clocks" role="group" aria-label={said.label}>
      {PLAYERS.map((player) => {
        const text = clockText(reading[player]);
        const low = isLow(reading[player], timeControl);
        return (
          <div
            key={player}
            role="timer"
            className={`hx-clock${running === player ? ' hx-clock-running' : ''}${low ? ' hx-clock-low' : ''}`}
            data-testid={`clock-${player}`}
            data-running={running === player || undefined}
            data-low={low || undefined}
            aria-current={running === player || undefined}
            aria-label={said.clock(t.play.players[player], text)}
          >
            <span className={`hx-swatch hx-${player}`} aria-hidden="true" />
            <span aria-hidden="true">{text}</span>
          </div>
        );
      })}
    </div>
  );
}
