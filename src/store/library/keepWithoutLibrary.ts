import type { StoreApi } from 'zustand/vanilla';
import type { GameStore } from '../game';
import { savedOf } from '../game';
import { toSaveData } from '../records/saveFormat';
import { savedFieldsChanged } from './sync';
import { keepUnsaved } from './unsavedChanges';
import type { StorageLike } from './webStorage';

/**
 * Keeps every game this tab plays in Web Storage while the library cannot be reached at
 * this start, as the change of a game new to the library: the next start that opens the
 * library stores it there (`restoreUnsaved`), so nothing played meanwhile is lost.
 * Returns the unsubscribe.
 */
export function keepWithoutLibrary(
  store: StoreApi<GameStore>,
  keep: StorageLike,
  {
    now,
    afterPaint,
  }: {
    readonly now: () => number;
    /** When to write: after the frame that shows the change, so a click never waits. */
    readonly afterPaint: (task: () => void) => void;
  },
): () => void {
  const created = new Map<string, number>();
  let scheduled = false;
  const write = (): void => {
    scheduled = false;
    const s = store.getState();
    if (!created.has(s.id)) created.set(s.id, now());
    // Refused (a full storage), the banner already says that nothing is being kept.
    keepUnsaved(keep, {
      id: s.id,
      base: 0,
      created: created.get(s.id)!,
      data: toSaveData(savedOf(s)),
    });
  };
  return store.subscribe((state, prev) => {
    if (scheduled || !savedFieldsChanged(state, prev)) return;
    scheduled = true;
    afterPaint(write);
  });
}
