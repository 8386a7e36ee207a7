import { isPacked, packing, readingStoredProgress } from '../../puzzles/packedProgress';
import { revisionOf } from '../../puzzles/progressRevision';
import type { PuzzleProgress } from '../../puzzles/progress';
import type { SetAside } from '../../puzzles/progressParts';
import { inSlices } from '../schedule/inSlices';
import type { Library, QuarantineRecord } from './library';

/** The library's puzzle progress as read, and where it was read. */
export interface LoadedProgress {
  readonly progress: PuzzleProgress;
  /** The stored revision it was read at, for the next write to continue. */
  readonly revision: number;
  /** Whether the library held progress at all, or none before the first puzzle. */
  readonly held: boolean;
  /** How many parts did not read, and were moved to the quarantine by this read. */
  readonly setAside: number;
}

export interface SliceOptions {
  /** Runs a task later, between slices of a read or a write: the page's, or a test's. */
  readonly next?: (task: () => void) => void;
  readonly now?: () => number;
}

export interface LoadOptions extends SliceOptions {
  /**
   * Writes progress stored in the plain form back packed apart from the page (in a
   * worker), before it is read: the page then never copies the plain form out.
   */
  readonly packAway?: () => Promise<unknown>;
}

export const PROGRESS_SOURCE = 'the puzzle progress';

/** The parts of progress that did not read, as one item of the quarantine. */
export function setAsideRecord(parts: readonly SetAside[], kept: number): QuarantineRecord {
  const said = parts.slice(0, 3).map((p) => `${p.part}: ${p.why}`);
  return {
    kept,
    source: PROGRESS_SOURCE,
    error:
      parts.length === 1 ? said[0] : `${parts.length} parts did not read (${said.join('; ')}…)`,
    data: parts,
  };
}

/**
 * Reads the library's puzzle progress, a slice to a task, part by part. Parts that do not
 * read go to the quarantine in the transaction that writes back the rest, and only if no
 * other tab wrote meanwhile (else it is read again): kept there, never written over, and
 * never read (or set aside) again. Progress in the plain form, which the browser copies
 * out of storage in one long task, is written back packed, once: by `packAway` where
 * given, else here.
 */
export async function loadPuzzleProgress(
  library: Library,
  { next, now = Date.now, packAway }: LoadOptions = {},
): Promise<LoadedProgress> {
  if (packAway && (await library.holdsPlainProgress())) await packAway();
  for (;;) {
    const stored = await library.puzzleProgress();
    const revision = revisionOf(stored);
    const read = await inSlices(readingStoredProgress(stored), next);
    const held = stored !== undefined;
    if (read.setAside.length === 0 && (!held || isPacked(stored))) {
      return { progress: read.progress, revision, held, setAside: 0 };
    }
    const packed = await inSlices(packing(read.progress, revision + 1), next);
    const moved = await library.putPuzzleProgress(
      packed,
      revision,
      read.setAside.length > 0 ? setAsideRecord(read.setAside, now()) : undefined,
    );
    if (moved === 'saved') {
      return {
        progress: read.progress,
        revision: revision + 1,
        held,
        setAside: read.setAside.length,
      };
    }
  }
}

/** Writes `progress` packed over `revision`, unless another tab wrote first. */
export async function storePuzzleProgress(
  library: Library,
  progress: PuzzleProgress,
  revision: number,
  { next }: SliceOptions = {},
): Promise<'saved' | 'conflict'> {
  return library.putPuzzleProgress(await inSlices(packing(progress, revision + 1), next), revision);
}

/**
 * Changes the library's progress by `change`, of the progress as stored: read again, and
 * changed again, whenever another tab wrote between the read and the write.
 */
export async function changePuzzleProgress(
  library: Library,
  change: (loaded: LoadedProgress) => PuzzleProgress,
  options: SliceOptions = {},
): Promise<PuzzleProgress> {
  for (;;) {
    const loaded = await loadPuzzleProgress(library, options);
    const changed = change(loaded);
    if ((await storePuzzleProgress(library, changed, loaded.revision, options)) === 'saved') {
      return changed;
    }
  }
}
