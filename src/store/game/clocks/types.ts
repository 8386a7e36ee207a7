import type { ClockReading, Clocks } from './clockState';

export interface ClocksState {
  /**
   * The clocks of a game on a time control (`spec.timeControl`), none otherwise. Each
   * move's notes keep its mover's time (`notes.clock`), which a takeback restores them from;
   * a save also keeps both times as they stand (`clockTimes`), for a reload.
   */
  readonly clocks: Clocks | undefined;
}

export interface ClocksActions {
  /** Each side's time left now, and whose clock runs; undefined for a game without clocks. */
  clockReading(): ClockReading | undefined;
  /** Stops the running clock, for the players at the screen; `resumeClock` starts it again. */
  pauseClock(): void;
  resumeClock(): void;
  /**
   * Takes the running clock's time so far into its side's time left, to be saved: called
   * every `CHECKPOINT_MS` while a clock runs, and as the page is hidden or goes away. It
   * changes no reading.
   */
  checkpointClock(): void;
  /**
   * Ends the game as a loss on time for the side to move once its time is out; returns
   * whether it did. The screen calls it as the clock ticks, and a move before it is played.
   */
  checkFlag(): boolean;
}
