import { useI18n } from '../../i18n/context';
import { useGame, useGameStore } from '../../store/context';
import { selectFinalOutcome } from '../../store/game/selectors';

/**
 * Pause or Resume for a game on the clock, beside Undo and Hint where a thumb finds it:
 * hot-seat players stop the clocks for a break. A sign where room is short, its word
 * always its name; a pause is announced. Before the first move, when no clock runs yet,
 * it says so instead.
 */
export function ClockButton() {
  const store = useGameStore();
  const timed = useGame((s) => s.spec.timeControl !== undefined);
  // Whose clock runs, and whether they are paused, change with every move and pause.
  useGame((s) => s.clocks);
  const going = useGame(selectFinalOutcome) === undefined;
  const said = useI18n().t.side.clocks;
  const reading = timed && going ? store.getState().clockReading() : undefined;
  if (!reading) return null;
  if (!reading.paused && reading.running === undefined) {
    return (
      <span className="hx-clocks-waiting" role="status" data-testid="clocks-waiting">
        {said.waiting}
      </span>
    );
  }
  return (
    <>
      {reading.paused ? (
        <button
          type="button"
          className="hx-clock-button"
          data-action="resume-clock"
          title={said.resume}
          onClick={() => store.getState().resumeClock()}
        >
          <span aria-hidden="true">▶</span>
          <span className="hx-clock-button-label">{said.resume}</span>
        </button>
      ) : (
        <button
          type="button"
          className="hx-clock-button"
          data-action="pause-clock"
          title={said.pause}
          onClick={() => store.getState().pauseClock()}
        >
          <span aria-hidden="true">❚❚</span>
          <span className="hx-clock-button-label">{said.pause}</span>
        </button>
      )}
      {reading.paused && (
        <span className="hx-clocks-paused" role="status">
          {said.paused}
        </span>
      )}
    </>
  );
}
