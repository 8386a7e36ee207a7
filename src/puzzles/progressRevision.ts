/**
 * The revision of stored puzzle progress: 0 for none, and for progress stored before
 * revisions. On its own, without the progress reader, as the library's first chunk checks
 * it before each write and must not bring the engine into the page's first script.
 */
export function revisionOf(stored: unknown): number {
  if (typeof stored !== 'object' || stored === null) return 0;
  const { version, revision } = stored as { version?: unknown; revision?: unknown };
  if (version !== 2) return 0;
  return Number.isSafeInteger(revision) && (revision as number) > 0 ? (revision as number) : 0;
}
