import { NO_PROGRESS, type PuzzleProgress } from '../../puzzles/progress';
import type { Library } from './library';
import { type LoadOptions, loadPuzzleProgress, storePuzzleProgress } from './puzzleProgress';
import type { Channel } from './sync';

/** The message tabs send each other when one of them has written the puzzle progress. */
export interface ProgressChanged {
  readonly revision: number;
}

export interface PuzzleState {
  readonly progress: PuzzleProgress;
  /** Whether it is kept in the library: false without one, or once its storage failed. */
  readonly kept: boolean;
  /** How many parts of the stored progress did not read, and went to the quarantine. */
  readonly setAside: number;
  /**
   * Whether the stored progress has been read (or there is none to read): until then the
   * progress holds only this page's changes, and a puzzle chosen by it could be one
   * already tried, at another rating.
   */
  readonly settled: boolean;
}

type Change = (progress: PuzzleProgress) => PuzzleProgress;

export interface PuzzleSync {
  state(): PuzzleState;
  subscribe(listener: () => void): () => void;
  /** Follows other tabs' writes, until the returned call. */
  attach(): () => void;
  /** Reads the stored progress (again): resolves once read, and whatever is waiting stored. */
  refresh(): Promise<void>;
  /** Changes the progress at once, and stores it: resolved once stored, or storage failed. */
  update(change: Change): Promise<void>;
}

export interface PuzzleSyncOptions extends LoadOptions {
  /** Where tabs announce their writes of the progress; none without BroadcastChannel. */
  readonly channel?: Channel<ProgressChanged>;
}

/**
 * The puzzle progress of this tab, kept in the library beside other tabs'. Each change is
 * kept as a change until stored: a write is refused when another tab wrote since the
 * progress was read, and the changes are then made again on top of what that tab stored.
 * Two tabs that solve puzzles at once so add up, and their ratings come out as if every
 * attempt had been made in one tab, in the order stored; no merge has to pick between
 * two ratings. A tab hears of another's write and shows it, its own changes on top.
 */
export function syncPuzzleProgress(
  library: Library | undefined,
  { channel, ...slices }: PuzzleSyncOptions = {},
): PuzzleSync {
  let state: PuzzleState = {
    progress: NO_PROGRESS,
    kept: library !== undefined,
    setAside: 0,
    settled: library === undefined,
  };
  const listeners = new Set<() => void>();
  const set = (next: Partial<PuzzleState>): void => {
    state = { ...state, ...next };
    for (const listener of listeners) listener();
  };
  /** The stored progress as last read or written here; undefined until read. */
  let base: { readonly progress: PuzzleProgress; readonly revision: number } | undefined;
  /** Changes made here and not yet stored, in order: `state.progress` is them on `base`. */
  const pending: Change[] = [];
  /** Whether the stored progress must be read (again) before the next write. */
  let stale = true;
  let running: Promise<void> | undefined;

  const work = async (lib: Library): Promise<void> => {
    try {
      for (;;) {
        if (stale) {
          stale = false;
          const loaded = await loadPuzzleProgress(lib, slices);
          base = { progress: loaded.progress, revision: loaded.revision };
          set({
            progress: pending.reduce((p, change) => change(p), loaded.progress),
            setAside: state.setAside + loaded.setAside,
            settled: true,
          });
        } else if (!base || pending.length === 0) return;
        else {
          const count = pending.length;
          const next = state.progress;
          if ((await storePuzzleProgress(lib, next, base.revision, slices)) === 'conflict') {
            stale = true;
          } else {
            base = { progress: next, revision: base.revision + 1 };
            pending.splice(0, count);
            channel?.postMessage({ revision: base.revision });
          }
        }
      }
    } catch {
      stale = true;
      set({ kept: false, settled: true });
    } finally {
      // At once, as the loop ends: a change made from here on starts it again.
      running = undefined;
    }
  };

  /** Reads and writes until nothing is left to do; one run at a time. */
  const run = (): Promise<void> => {
    if (!library) return Promise.resolve();
    // Started a microtask later, so that a run that ends at once finds itself set.
    running ??= Promise.resolve().then(() => work(library));
    return running;
  };

  const refresh = (): Promise<void> => {
    stale = true;
    return run();
  };

  const onMessage = (e: MessageEvent<ProgressChanged>): void => {
    if (!base || e.data.revision > base.revision) void refresh();
  };

  return {
    state: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    attach() {
      channel?.addEventListener('message', onMessage);
      return () => channel?.removeEventListener('message', onMessage);
    },
    refresh,
    update(change) {
      if (library) pending.push(change);
      set({ progress: change(state.progress) });
      return run();
    },
  };
}
