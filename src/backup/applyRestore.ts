import { mergeProgress } from '../puzzles/mergeProgress';
import { readPuzzleProgress } from '../puzzles/progress';
import type { Library } from '../store/library/library';
import type { RestorePlan } from './restorePlan';

/**
 * Games written at once: one batch's writes run together and the page draws between
 * batches, so that a restore of thousands shows its progress and can be stopped.
 */
export const WRITE_BATCH = 50;

export interface RestoreOutcome {
  /** Games written; those of them under a new id are `RestorePlan.renamed`. */
  readonly written: number;
  /** Games another tab wrote under the same id meanwhile: not written, that tab's kept. */
  readonly overtaken: number;
  /** Stopped by the player: the games written until then stay. */
  readonly stopped: boolean;
}

export interface ApplyOptions {
  readonly onProgress?: (written: number, total: number) => void;
  readonly signal?: AbortSignal;
}

/**
 * Writes a restore's plan into the library, adding only: each game under an id no game
 * of the library had when planned (one that another tab took since is left to that tab),
 * the quarantined records the library lacks, the puzzle progress merged into its own.
 * Progress kept here that does not read is left as it is.
 */
export async function applyRestore(
  library: Library,
  plan: RestorePlan,
  { onProgress, signal }: ApplyOptions = {},
): Promise<RestoreOutcome> {
  let written = 0;
  let overtaken = 0;
  const total = plan.games.length;
  for (let i = 0; i < total; i += WRITE_BATCH) {
    if (signal?.aborted) return { written, overtaken, stopped: true };
    const results = await Promise.all(
      plan.games.slice(i, i + WRITE_BATCH).map((game) => library.put(game, 0)),
    );
    for (const result of results) {
      if (result === 'saved') written++;
      else overtaken++;
    }
    onProgress?.(written + overtaken, total);
  }
  for (const item of plan.quarantine) await library.quarantine(item);
  if (plan.puzzleProgress) {
    const stored = await library.puzzleProgress();
    if (stored === undefined) await library.putPuzzleProgress(plan.puzzleProgress);
    else {
      const here = readPuzzleProgress(stored);
      if (here.ok) await library.putPuzzleProgress(mergeProgress(here.value, plan.puzzleProgress));
    }
  }
  return { written, overtaken, stopped: false };
}
