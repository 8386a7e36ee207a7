import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import type { PuzzleProgress } from '../../puzzles/progress';
import { useApp } from '../../store/context';
import { packProgressAway } from '../../store/library/packAway';
import { syncPuzzleProgress } from '../../store/library/puzzleSync';

/**
 * The player's puzzle progress from the library, following other tabs' writes, and a
 * setter that stores each change (`syncPuzzleProgress`). Without a library it lives as
 * long as the page; a failed write leaves it so too.
 */
export function usePuzzleProgress(): {
  readonly progress: PuzzleProgress;
  /** The progress now, for callbacks that run between renders. */
  readonly read: () => PuzzleProgress;
  readonly update: (change: (progress: PuzzleProgress) => PuzzleProgress) => void;
  readonly kept: boolean;
  /** How many parts of the stored progress did not read, and went to the quarantine. */
  readonly setAside: number;
  /** Whether the stored progress has been read, or there is none to read. */
  readonly settled: boolean;
} {
  const { library, puzzleChannel } = useApp();
  const sync = useMemo(
    () => syncPuzzleProgress(library, { channel: puzzleChannel, packAway: packProgressAway }),
    [library, puzzleChannel],
  );
  useEffect(() => {
    const detach = sync.attach();
    void sync.refresh();
    return detach;
  }, [sync]);
  const { progress, kept, setAside, settled } = useSyncExternalStore(sync.subscribe, sync.state);
  const update = useCallback(
    (change: (progress: PuzzleProgress) => PuzzleProgress) => void sync.update(change),
    [sync],
  );
  const read = useCallback(() => sync.state().progress, [sync]);
  return { progress, read, update, kept, setAside, settled };
}
