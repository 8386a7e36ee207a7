export const LIBRARY_ERRORS = [
  'unavailable',
  'denied',
  'blocked',
  'timeout',
  'superseded',
  'quota',
  'failed',
] as const;
/** Why the game library cannot keep the game: the store shows it while it lasts. */
export interface LibraryError {
  readonly code: (typeof LIBRARY_ERRORS)[number];
  readonly message: string;
  /** The browser's own words for a failure, quoted as they are. */
  readonly detail?: string;
}

/**
 * Whether the library may read again at a later start: a storage that answered late, was
 * held by another tab or failed this time. A browser without one, or that denies it, keeps
 * none at the next start either, and what is kept for it would wait there forever.
 */
export const libraryMayReturn = (problem: LibraryError): boolean =>
  problem.code !== 'unavailable' && problem.code !== 'denied';

/** Something the app did on its own, as a code the screen puts into words. */
export type Notice =
  | { readonly code: 'quarantined'; readonly count: number }
  | { readonly code: 'crashed' }
  | { readonly code: 'prefsReset' }
  | { readonly code: 'forked' };

/**
 * Whether a notice is good news, such as a game imported, or a problem the player should
 * look into; they are drawn apart so that good news does not look like an error.
 */
export type NoticeKind = 'info' | 'problem';

/** A notice already put into the player's language, with its kind. */
export interface SaidNotice {
  readonly kind: NoticeKind;
  readonly text: string;
}
