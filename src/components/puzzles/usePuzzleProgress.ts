import { useCallback, useEffect, useRef, useState } from 'react';
import { NO_PROGRESS, type PuzzleProgress, readPuzzleProgress } from '../../puzzles/progress';
import { useApp } from '../../store/context';

/**
 * The player's puzzle progress from the library, and a setter that writes it back.
 * Without a library, or with stored progress that does not read, it starts afresh and
 * lives as long as the page; a failed write leaves it so too.
 */
export function usePuzzleProgress(): {
  readonly progress: PuzzleProgress;
  /** The progress now, for callbacks that run between renders. */
  readonly read: () => PuzzleProgress;
  readonly update: (change: (progress: PuzzleProgress) => PuzzleProgress) => void;
  readonly kept: boolean;
} {
  const { library } = useApp();
  const [progress, setProgress] = useState<PuzzleProgress>(NO_PROGRESS);
  const [kept, setKept] = useState(library !== undefined);
  const latest = useRef(progress);

  useEffect(() => {
    if (!library) return;
    let current = true;
    library.puzzleProgress().then(
      (stored) => {
        if (!current || stored === undefined) return;
        const read = readPuzzleProgress(stored);
        if (read.ok && latest.current === NO_PROGRESS) {
          latest.current = read.value;
          setProgress(read.value);
        }
      },
      () => current && setKept(false),
    );
    return () => {
      current = false;
    };
  }, [library]);

  const update = useCallback(
    (change: (progress: PuzzleProgress) => PuzzleProgress) => {
      const next = change(latest.current);
      latest.current = next;
      setProgress(next);
      library?.putPuzzleProgress(next).catch(() => setKept(false));
    },
    [library],
  );
  const read = useCallback(() => latest.current, []);
  return { progress, read, update, kept };
}
