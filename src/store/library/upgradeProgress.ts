/** How far an upgrade of the stored games has come: games given their entry, of all. */
export interface UpgradeProgress {
  readonly done: number;
  readonly total: number;
}

/** The upgrade's progress as a value React can follow, from before React runs. */
export interface UpgradeWatch {
  readonly get: () => UpgradeProgress | undefined;
  readonly subscribe: (listener: () => void) => () => void;
  readonly set: (progress: UpgradeProgress) => void;
}

export function upgradeWatch(): UpgradeWatch {
  let progress: UpgradeProgress | undefined;
  const listeners = new Set<() => void>();
  return {
    get: () => progress,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(next) {
      progress = next;
      for (const listener of listeners) listener();
    },
  };
}
