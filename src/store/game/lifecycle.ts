import type { MoveNotes } from '../../engine';
import type { Lifecycle, SliceApi, SliceHooks } from './slice';
import type { GameState } from './types';

/** Every slice's hooks run as one: their parts of each change, merged in the slices' order. */
export function lifecycleOf(hooks: readonly SliceHooks[], set: SliceApi['set']): Lifecycle {
  const merged = <T extends unknown[]>(
    pick: (h: SliceHooks) => ((...args: T) => Partial<GameState>) | undefined,
    ...args: T
  ): Partial<GameState> => {
    const out: Partial<GameState> = {};
    for (const h of hooks) Object.assign(out, pick(h)?.(...args));
    return out;
  };
  return {
    opened: (game) => merged((h) => h.onOpen, game),
    mayMove: () => hooks.every((h) => h.mayMove?.() ?? true),
    moved(mover, told) {
      const state: Partial<GameState> = {};
      let notes: MoveNotes | undefined;
      for (const h of hooks) {
        const effect = h.onMove?.(mover, told);
        Object.assign(state, effect?.state);
        if (effect?.notes) notes = { ...notes, ...effect.notes };
      }
      return { state, notes };
    },
    tookBack: (line, ply) => merged((h) => h.onTakeback, line, ply),
    afterMove() {
      for (const h of hooks) h.afterMove?.();
    },
    end(ending, also) {
      set({ ...merged((h) => h.onEnd), ending, ...also });
    },
  };
}
