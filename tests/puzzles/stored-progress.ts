import { openDB } from 'idb';
import type { PuzzleProgress } from '../../src/puzzles/progress';
import { type Library, openLibrary } from '../../src/store/library/library';
import { changePuzzleProgress, loadPuzzleProgress } from '../../src/store/library/puzzleProgress';

/** Runs a slice's next task at once: the slices' order stays, no clock is waited for. */
export const atOnce = (task: () => void): void => task();

/** The library on the test's fake IndexedDB (a tab of its own when opened twice). */
export async function openTab(): Promise<Library> {
  const opened = await openLibrary();
  if (!opened.ok) throw new Error(opened.error.message);
  return opened.value;
}

/** The progress a library holds, read as the trainer reads it. */
export const progressIn = async (library: Library): Promise<PuzzleProgress> =>
  (await loadPuzzleProgress(library, { next: atOnce })).progress;

/** Stores `progress` as the app does, over whatever is stored. */
export const storeProgress = (library: Library, progress: PuzzleProgress): Promise<unknown> =>
  changePuzzleProgress(library, () => progress, { next: atOnce });

/** Writes `value` where the library keeps the progress, behind its back, as another program could. */
export async function tamper(value: unknown): Promise<void> {
  const raw = await openDB('hexplay');
  await raw.put('puzzles', value, 'packed');
  raw.close();
}

/** What the library holds under the progress's key, unread. */
export async function rawProgress(): Promise<unknown> {
  const raw = await openDB('hexplay');
  const value: unknown = await raw.get('puzzles', 'packed');
  raw.close();
  return value;
}
