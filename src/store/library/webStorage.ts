/** The subset of the Web Storage API the app uses, so tests can pass a plain object. */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Web Storage whose keys can be listed, as the browser's are. */
export interface ListedStorage extends StorageLike {
  readonly length: number;
  key(index: number): string | null;
}

/** A Web Storage area, or undefined where touching it throws (some private modes). */
export function webStorage(kind: 'localStorage' | 'sessionStorage'): ListedStorage | undefined {
  try {
    return typeof globalThis[kind] === 'undefined' ? undefined : globalThis[kind];
  } catch {
    return undefined;
  }
}
