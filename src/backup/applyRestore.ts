import { mergeProgress } from '../puzzles/mergeProgress';
import type { Library } from '../store/library/library';
import { changePuzzleProgress } from '../store/library/puzzleProgress';
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
 * the quarantined records the library lacks, the puzzle progress merged into its own (the
 * parts of that which do not read going to the quarantine first, as any read sends them).
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
  const restored = plan.puzzleProgress;
  if (restored) {
    await changePuzzleProgress(library, (here) =>
      here.held ? mergeProgress(here.progress, restored) : restored,
    );
  }
  return { written, overtaken, stopped: false };
}
