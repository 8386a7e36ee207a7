import type { StoreApi } from 'zustand/vanilla';
import { AiCancelledError, type AiClient } from '../ai/client';
import { LEVEL_SETTINGS, type Level } from '../ai/levels';
import { makePosition } from '../engine';
import type { GameStore } from './game';
import { selectComputerToMove, selectMover, selectOutcome } from './selectors';
import type { MoveRecord } from './types';

/** The level that answers the Hint button: strong, but quick enough to wait for. */
const HINT_LEVEL: Level = 'hard';

/** One search the computer player wants to run for the current state. */
interface Task {
  readonly kind: 'move' | 'hint';
  readonly moves: readonly MoveRecord[];
  readonly cursor: number;
  readonly level: Level;
}

const sameTask = (a: Task | undefined, b: Task | undefined): boolean =>
  a === b ||
  (a !== undefined &&
    b !== undefined &&
    a.kind === b.kind &&
    a.moves === b.moves &&
    a.cursor === b.cursor &&
    a.level === b.level);

/** What the state asks of the computer: its own move, a hint for the player, or nothing. */
function wantedTask(s: GameStore): Task | undefined {
  const { moves, cursor } = s;
  if (selectComputerToMove(s)) {
    const level = selectMover(s);
    if (level !== 'human') return { kind: 'move', moves, cursor, level };
  }
  const { hint } = s;
  if (
    hint &&
    hint.move === undefined &&
    hint.moves === moves &&
    hint.cursor === cursor &&
    selectOutcome(s) === undefined &&
    selectMover(s) === 'human'
  ) {
    return { kind: 'hint', moves, cursor, level: HINT_LEVEL };
  }
  return undefined;
}

/**
 * Lets the computer play the colours the players gave it, and answers hints. Every store
 * change is checked against the search in flight: a change that makes it moot (undo, a
 * new game, a move viewed in the past) cancels it, so a stale answer is never played.
 * Returns a function that detaches the player and releases the AI client.
 */
export function attachComputer(store: StoreApi<GameStore>, client: AiClient): () => void {
  let running: Task | undefined;

  const run = (task: Task): void => {
    const s = store.getState();
    const { positions, keys } = s.line().replay;
    const pos = positions[task.cursor];
    running = task;
    if (task.kind === 'move') s.setThinking(true);
    client
      .think({
        position: makePosition(pos),
        history: keys.slice(0, task.cursor),
        level: task.level,
        // Each ply gets its own seed, so a game is reproducible and two games differ.
        seed: (s.seed + task.cursor) >>> 0,
        timeMs: LEVEL_SETTINGS[task.level].timeMs,
      })
      .then(
        (done) => {
          if (running !== task) return;
          // The store change below retires this task through `check`, like any other change.
          if (task.kind === 'move') store.getState().play(done.move);
          else
            store.getState().showHint({ moves: task.moves, cursor: task.cursor, move: done.move });
          if (running === task) {
            running = undefined;
            store.getState().reportAiError(`its move ${done.moveText} was not accepted`);
          }
        },
        (error: unknown) => {
          if (error instanceof AiCancelledError || running !== task) return;
          running = undefined;
          store.getState().reportAiError(error instanceof Error ? error.message : String(error));
        },
      );
  };

  const check = (): void => {
    const wanted = wantedTask(store.getState());
    if (sameTask(running, wanted)) return;
    if (running) {
      const was = running;
      running = undefined;
      client.cancel();
      if (was.kind === 'move') store.getState().setThinking(false);
    }
    if (wanted) run(wanted);
  };

  const unsubscribe = store.subscribe(check);
  check();
  return () => {
    unsubscribe();
    running = undefined;
    client.dispose();
  };
}
