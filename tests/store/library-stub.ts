import type { Library, LibraryRecord, QuarantineRecord } from '../../src/store/library/library';

/**
 * A library in memory that lists `records` and the quarantined `kept`, and changes
 * nothing: for component tests that only read. `overrides` replaces what a test watches.
 */
export function libraryOf(
  records: readonly LibraryRecord[] = [],
  kept: readonly QuarantineRecord[] = [],
  overrides: Partial<Library> = {},
): Library {
  return {
    list: async () => [...records],
    entries: async () => records.map(({ data, ...entry }) => entry),
    get: async (id) => records.find((r) => r.id === id),
    put: async () => 'saved',
    remove: async () => {},
    take: async (id) => records.find((r) => r.id === id),
    quarantine: async () => 1,
    quarantined: async () => [...kept],
    release: async () => {},
    onSuperseded: () => {},
    close: () => {},
    puzzleProgress: async () => undefined,
    holdsPlainProgress: async () => false,
    putPuzzleProgress: async () => 'saved',
    ...overrides,
  };
}
