import type { StoreApi } from 'zustand/vanilla';
import { AiCancelledError, type AiClient } from '../../ai/worker/client';
import { LEVEL_SETTINGS, type Level } from '../../ai/search/levels';
import type { DoneResponse } from '../../ai/worker/protocol';
import { makePosition, playerOf } from '../../engine';
import type { GameStore } from '../game';
import { selectComputerToMove, selectMover, selectOutcome } from '../game/selectors';
import type { ComputerTask, FailureReason } from '../game/computerPlayer/types';
import { sameMoves } from '../game/sideLines/moveTree';
import { thinkBudget } from './thinkBudget';

/** The level that answers the Hint button: strong, but quick enough to wait for. */
const HINT_LEVEL: Level = 'hard';

/** The timers the watchdog runs on: injectable, so that tests can drive its clock. */
export interface WatchdogClock {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

// Looked up at each call rather than bound once, so that fake timers installed later apply.
const realClock: WatchdogClock = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * How long a search may run before the watchdog stops it. The search keeps to its budget
 * by itself, so only a worker that is stuck or dead overruns it by this much; the slack
 * covers loading the worker script on a slow connection.
 */
export const watchdogMs = (budgetMs: number): number => 2 * budgetMs + 2000;

/** How many times a search runs before an overrun counts as a failure: one restart. */
const MAX_ATTEMPTS = 2;

export interface ComputerOptions {
  readonly clock?: WatchdogClock;
}

/** Searches are the same when their answer would be: the level matters, not who else plays. */
const sameTask = (a: ComputerTask | undefined, b: ComputerTask | undefined): boolean =>
  a === b ||
  (a !== undefined &&
    b !== undefined &&
    a.kind === b.kind &&
    a.game === b.game &&
    sameMoves(a.moves, b.moves) &&
    a.cursor === b.cursor &&
    a.level === b.level);

/** Whether the store still shows what `task` was searched for: a failure holds until not. */
const sameContext = (task: ComputerTask, s: GameStore): boolean =>
  task.game === s.id &&
  sameMoves(task.moves, s.moves) &&
  task.cursor === s.cursor &&
  task.players === s.players;

/** What the state asks of the computer: its own move, a hint for the player, or nothing. */
function wantedTask(s: GameStore): ComputerTask | undefined {
  const { id: game, moves, cursor, players } = s;
  if (selectComputerToMove(s)) {
    const level = selectMover(s);
    if (level !== 'human') return { kind: 'move', game, moves, cursor, players, level };
  }
  const { hint } = s;
  if (
    hint &&
    hint.move === undefined &&
    sameMoves(hint.moves, moves) &&
    hint.cursor === cursor &&
    selectOutcome(s) === undefined &&
    selectMover(s) === 'human'
  ) {
    return { kind: 'hint', game, moves, cursor, players, level: HINT_LEVEL };
  }
  return undefined;
}

/** One run of a search; a restart by the watchdog is a new flight of the same task. */
interface Flight {
  readonly task: ComputerTask;
  readonly attempt: number;
  /** How long the search may think (`thinkBudget`). */
  readonly budget: number;
  timer: unknown;
}

const reasonOf = (error: unknown): FailureReason => ({
  code: 'error',
  message: error instanceof Error ? error.message : String(error),
});

/**
 * Lets the computer play the colours the players gave it, and answers hints, driving the
 * store's `computer` state: idle, thinking, or failed. Every store change is checked
 * against the search in flight: a change that makes it moot (undo, a new game, a move
 * viewed in the past) cancels it, so a stale answer is never played.
 *
 * A search that fails (an error, or a move the store refuses) is not started again for
 * the same position, viewed move and players: a broken worker would otherwise be
 * restarted on every store change. A watchdog stops a search that overruns its budget by
 * far, restarts the worker once, and then fails. Returns a function that detaches the
 * player and releases the AI client.
 */
export function attachComputer(
  store: StoreApi<GameStore>,
  client: AiClient,
  { clock = realClock }: ComputerOptions = {},
): () => void {
  let flight: Flight | undefined;

  const stop = (): void => {
    const was = flight;
    flight = undefined;
    if (!was) return;
    clock.clearTimeout(was.timer);
    // A no-op once the search has answered, so the worker is kept for the next one.
    client.cancel();
  };

  const fail = (mine: Flight, reason: FailureReason): void => {
    clock.clearTimeout(mine.timer);
    flight = undefined;
    store.getState().computerFailed(mine.task, reason);
  };

  const answered = (mine: Flight, done: DoneResponse): void => {
    if (flight !== mine) return;
    clock.clearTimeout(mine.timer);
    const { task } = mine;
    // An accepted answer changes the store, and `check` retires this flight like any change.
    if (task.kind === 'move') store.getState().play(done.move);
    else store.getState().showHint({ moves: task.moves, cursor: task.cursor, move: done.move });
    if (flight === mine) {
      fail(mine, { code: 'refused', move: done.moveText });
      return;
    }
    // In a task of its own: the reply's move is being drawn in this one, and sending the
    // position to ponder on would make it a long task on a phone.
    if (task.kind === 'move') setTimeout(() => ponder(task, done), 0);
  };

  // Levels that ponder think on the person's time: from the position the person now
  // faces, expecting the reply of the computer's own principal variation.
  const ponder = (task: ComputerTask, done: DoneResponse): void => {
    const s = store.getState();
    const cursor = task.cursor + 1;
    if (!LEVEL_SETTINGS[task.level].ponder || flight || s.cursor !== cursor) return;
    if (s.moves.length !== cursor || selectMover(s) !== 'human') return;
    const { positions, keys } = s.line().replay;
    client.ponder({
      position: makePosition(positions[cursor]),
      history: keys.slice(0, cursor),
      level: task.level,
      expected: done.pv[1],
    });
  };

  const overran = (mine: Flight): void => {
    if (flight !== mine) return;
    // Terminates the worker: a stuck search cannot be interrupted any other way.
    client.cancel();
    if (mine.attempt < MAX_ATTEMPTS) {
      run(mine.task, mine.attempt + 1);
      return;
    }
    const seconds = Math.ceil(watchdogMs(mine.budget) / 1000);
    fail(mine, { code: 'timeout', seconds });
  };

  const run = (task: ComputerTask, attempt: number): void => {
    const s = store.getState();
    const { positions, keys } = s.line().replay;
    // On a clock the computer's own move is timed by its time left; a hint is not.
    const left =
      task.kind === 'move' ? s.clockReading()?.[playerOf(positions[task.cursor].turn)] : undefined;
    const budget = thinkBudget(task.level, left, s.spec.timeControl);
    const mine: Flight = { task, attempt, budget, timer: undefined };
    flight = mine;
    // Set before the store change, whose `check` must see this flight as the wanted one.
    if (attempt === 1) s.computerStarted(task);
    let answer: Promise<DoneResponse>;
    try {
      // Throws at once when the worker cannot even be constructed.
      answer = client.think({
        position: makePosition(positions[task.cursor]),
        history: keys.slice(0, task.cursor),
        level: task.level,
        // Each ply gets its own seed, so a game is reproducible and two games differ.
        seed: (s.seed + task.cursor) >>> 0,
        timeMs: budget,
      });
    } catch (error) {
      fail(mine, reasonOf(error));
      return;
    }
    mine.timer = clock.setTimeout(() => overran(mine), watchdogMs(budget));
    answer.then(
      (done) => answered(mine, done),
      (error: unknown) => {
        // Cancelled searches were retired by whoever cancelled them; a stray cancel is
        // left to the watchdog.
        if (error instanceof AiCancelledError || flight !== mine) return;
        fail(mine, reasonOf(error));
      },
    );
  };

  const check = (): void => {
    const s = store.getState();
    const wanted = wantedTask(s);
    if (flight && sameTask(flight.task, wanted)) return;
    stop();
    const { computer } = s;
    if (computer.status === 'failed' && sameContext(computer.task, s)) return;
    if (wanted) run(wanted, 1);
    else store.getState().computerIdle();
  };

  const unsubscribe = store.subscribe(check);
  check();
  return () => {
    unsubscribe();
    const searching = flight !== undefined;
    stop();
    client.dispose();
    // Nobody is searching any more: the spinner must not stay on.
    if (searching) store.getState().computerIdle();
  };
}
