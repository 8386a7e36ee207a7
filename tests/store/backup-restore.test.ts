import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import fc from 'fast-check';
import { beforeEach, describe, expect, test } from 'vitest';
import { applyRestore, WRITE_BATCH } from '../../src/backup/applyRestore';
import { collectBackup, heldOf } from '../../src/backup/collectBackup';
import { planAway, type RestoreWorker } from '../../src/backup/restoreAway';
import { serveRestore } from '../../src/backup/restoreProtocol';
import type { PuzzleProgress } from '../../src/puzzles/progress';
import { type Library, type LibraryRecord, openLibrary } from '../../src/store/library/library';
import { DEFAULT_PREFS } from '../../src/store/prefs';
import { backupOf, gameRecord, progress, setAside } from '../backup/backups';
import { PROGRESS_SOURCE } from '../../src/store/library/puzzleProgress';
import { progressIn, storeProgress, tamper } from '../puzzles/stored-progress';

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
});

/** A library in a browser profile of its own, empty. */
async function emptyLibrary(): Promise<Library> {
  globalThis.indexedDB = new IDBFactory();
  const opened = await openLibrary();
  if (!opened.ok) throw new Error(opened.error.message);
  return opened.value;
}

/** Reads, plans and writes a backup's text, as the Data section does once confirmed. */
async function restore(library: Library, text: string) {
  const planned = await planAway({ text, held: await heldOf(library) });
  if (planned === 'cancelled' || !planned.ok) throw new Error('the backup was refused');
  return { plan: planned.value, outcome: await applyRestore(library, planned.value) };
}

const byId = (records: readonly LibraryRecord[]) =>
  [...records].sort((a, b) => a.id.localeCompare(b.id));

const stripNumbers = <T extends { id?: number }>(items: readonly T[]) =>
  items.map(({ id: _, ...rest }) => rest);

describe('merging a backup into the library', () => {
  test('a game already present, same id and same moves, is kept once', async () => {
    const library = await emptyLibrary();
    await library.put(gameRecord('a', ['c3', 'd4']), 0);
    const { plan, outcome } = await restore(library, backupOf([gameRecord('a', ['c3', 'd4'])]));
    expect(plan).toMatchObject({ same: 1, renamed: 0, games: [] });
    expect(outcome).toEqual({ written: 0, overtaken: 0, stopped: false });
    expect((await library.list()).map((g) => g.id)).toEqual(['a']);
  });

  test('a different game under the same id is kept as both, the library’s untouched', async () => {
    const library = await emptyLibrary();
    const here = gameRecord('a', ['c3']);
    await library.put(here, 0);
    const { plan } = await restore(library, backupOf([gameRecord('a', ['e5', 'f6'])]));
    expect(plan).toMatchObject({ same: 0, renamed: 1 });
    const games = await library.list();
    expect(games).toHaveLength(2);
    expect(await library.get('a')).toEqual(here);
    const restored = games.find((g) => g.id !== 'a');
    expect(restored?.id).toMatch(/^a-/);
    expect(restored?.data).toEqual(gameRecord('a', ['e5', 'f6']).data);
  });

  test('restoring the same file again doubles nothing, a renamed game included', async () => {
    const library = await emptyLibrary();
    await library.put(gameRecord('a', ['c3']), 0);
    const text = backupOf([gameRecord('a', ['e5']), gameRecord('b', ['d4'])]);
    await restore(library, text);
    const again = await restore(library, text);
    expect(again.plan).toMatchObject({ same: 2, renamed: 0, games: [], quarantine: [] });
    expect(await library.list()).toHaveLength(3);
    expect(await library.quarantined()).toHaveLength(1);
  });

  test('puzzle progress joins the progress kept here, which wins where both hold it', async () => {
    const library = await emptyLibrary();
    const here: PuzzleProgress = {
      version: 1,
      players: { abacus: { rating: 1700, deviation: 60, volatility: 0.06 } },
      puzzles: {
        'abacus:3': { rating: { rating: 1500, deviation: 70, volatility: 0.06 }, solved: false },
        'abalone:1': { rating: { rating: 1400, deviation: 70, volatility: 0.06 }, solved: true },
      },
      streak: { current: 1, best: 1 },
      dailies: ['abalone:2026-01-05'],
      history: [],
    };
    await storeProgress(library, here);
    await restore(library, backupOf());
    expect(await progressIn(library)).toEqual({
      version: 1,
      players: here.players,
      puzzles: {
        'abacus:3': { ...here.puzzles['abacus:3'], solved: true },
        'abalone:1': here.puzzles['abalone:1'],
      },
      streak: { current: 1, best: 4 },
      dailies: ['abalone:2026-01-05', 'abacus:2026-01-02'],
      history: progress.history,
    });
  });

  test('stored progress with a part that does not read: that part is quarantined, the rest merged', async () => {
    const library = await emptyLibrary();
    await tamper({ ...progress, players: { abalone: { rating: NaN }, ...progress.players } });
    await restore(library, backupOf());
    expect(await progressIn(library)).toEqual(progress);
    const kept = await library.quarantined();
    expect(kept.map((k) => k.source)).toEqual(['the game library', PROGRESS_SOURCE]);
  });

  test('writes in batches, telling its progress, and stops when asked', async () => {
    const library = await emptyLibrary();
    const games = Array.from({ length: WRITE_BATCH * 2 + 1 }, (_, i) => gameRecord(`g${i}`, []));
    const planned = await planAway({ text: backupOf(games), held: await heldOf(library) });
    if (planned === 'cancelled' || !planned.ok) throw new Error('refused');
    const told: number[] = [];
    const controller = new AbortController();
    const outcome = await applyRestore(library, planned.value, {
      signal: controller.signal,
      onProgress: (written) => {
        told.push(written);
        controller.abort();
      },
    });
    expect(told).toEqual([WRITE_BATCH]);
    expect(outcome).toEqual({ written: WRITE_BATCH, overtaken: 0, stopped: true });
    expect(await library.list()).toHaveLength(WRITE_BATCH);
  });
});

/** A backup worker that answers on the test's thread, once `go` is called. */
function workerHere() {
  let go = () => {};
  let ended = false;
  const worker: RestoreWorker = {
    onmessage: null,
    onerror: null,
    postMessage(request) {
      go = () => serveRestore(request, (data) => !ended && worker.onmessage?.({ data }));
    },
    terminate: () => void (ended = true),
  };
  return { worker, go: () => go(), ended: () => ended };
}

describe('planning away from the page', () => {
  test('the worker’s progress and plan reach the page', async () => {
    const here = workerHere();
    const told: [number, number][] = [];
    const planning = planAway(
      {
        text: backupOf([gameRecord('a', []), gameRecord('b', [])]),
        held: { games: [], quarantine: [] },
      },
      { worker: () => here.worker, onProgress: (c, t) => told.push([c, t]) },
    );
    here.go();
    const planned = await planning;
    expect(planned !== 'cancelled' && planned.ok && planned.value.games.map((g) => g.id)).toEqual([
      'a',
      'b',
    ]);
    expect(told.at(-1)).toEqual([2, 2]);
    expect(here.ended()).toBe(true);
  });

  test('Cancel ends the worker and plans nothing', async () => {
    const here = workerHere();
    const controller = new AbortController();
    const planning = planAway(
      { text: backupOf(), held: { games: [], quarantine: [] } },
      { worker: () => here.worker, signal: controller.signal },
    );
    controller.abort();
    expect(await planning).toBe('cancelled');
    expect(here.ended()).toBe(true);
  });

  test('a reader that fails says the file could not be read, not that it is damaged', async () => {
    const worker: RestoreWorker = {
      onmessage: null,
      onerror: null,
      postMessage: () => worker.onerror?.({ message: 'out of memory' }),
      terminate: () => {},
    };
    const planned = await planAway(
      { text: backupOf(), held: { games: [], quarantine: [] } },
      { worker: () => worker },
    );
    expect(planned !== 'cancelled' && !planned.ok && planned.error).toEqual({
      code: 'read',
      message: 'the file could not be read (out of memory)',
    });
  });

  test('a damaged file is refused and the library is untouched', async () => {
    const library = await emptyLibrary();
    await library.put(gameRecord('a', ['c3']), 0);
    const planned = await planAway({ text: backupOf().slice(0, 100), held: await heldOf(library) });
    expect(planned !== 'cancelled' && !planned.ok && planned.error.code).toBe('json');
    expect(await library.list()).toEqual([gameRecord('a', ['c3'])]);
  });
});

const record = fc.record({
  id: fc.string({ minLength: 1, maxLength: 6 }),
  moves: fc.array(fc.constantFrom('c3', 'd4', 'e5', 'f6'), { maxLength: 4 }),
  updated: fc.integer({ min: 0, max: 2e12 }),
});

const libraryContents = fc.record({
  games: fc.uniqueArray(record, { selector: (g) => g.id, maxLength: 8 }),
  quarantined: fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }),
  withProgress: fc.boolean(),
});

describe('a backup round trip, over generated libraries', () => {
  test('backup, clear, restore gives the same library; restoring twice doubles nothing', async () => {
    await fc.assert(
      fc.asyncProperty(libraryContents, async ({ games, quarantined, withProgress }) => {
        const library = await emptyLibrary();
        for (const g of games) await library.put(gameRecord(g.id, g.moves, g.updated), 0);
        for (const error of quarantined) await library.quarantine({ ...setAside, error });
        if (withProgress) await storeProgress(library, progress);
        const before = {
          games: byId(await library.list()),
          quarantined: stripNumbers(await library.quarantined()),
          progress: await progressIn(library),
        };
        const text = await collectBackup(library, DEFAULT_PREFS, Date.UTC(2026, 0, 9));

        const cleared = await emptyLibrary();
        await restore(cleared, text);
        const after = {
          games: byId(await cleared.list()),
          quarantined: stripNumbers(await cleared.quarantined()),
          progress: await progressIn(cleared),
        };
        expect(after).toEqual(before);

        await restore(cleared, text);
        expect(byId(await cleared.list())).toEqual(before.games);
        expect(stripNumbers(await cleared.quarantined())).toEqual(before.quarantined);
        expect(await progressIn(cleared)).toEqual(before.progress);
      }),
      { numRuns: 40 },
    );
  });
});

describe('a backup merged into another library, over generated libraries', () => {
  test('every game there stays as it was, and every game of the backup is there once', async () => {
    await fc.assert(
      fc.asyncProperty(libraryContents, libraryContents, async (mine, theirs) => {
        const source = await emptyLibrary();
        for (const g of theirs.games) await source.put(gameRecord(g.id, g.moves, g.updated), 0);
        const text = await collectBackup(source, DEFAULT_PREFS, Date.UTC(2026, 0, 9));

        const library = await emptyLibrary();
        for (const g of mine.games) await library.put(gameRecord(g.id, g.moves, g.updated), 0);
        const before = await library.list();
        await restore(library, text);
        await restore(library, text);
        const after = await library.list();

        for (const game of before) expect(after.find((g) => g.id === game.id)).toEqual(game);
        const kept = (game: LibraryRecord) =>
          after.filter(
            (g) =>
              (g.id === game.id || g.id.startsWith(`${game.id}-`)) &&
              JSON.stringify(g.data) === JSON.stringify(game.data),
          );
        for (const game of theirs.games) {
          expect(kept(gameRecord(game.id, game.moves, game.updated)).length).toBeGreaterThan(0);
        }
        const same = theirs.games.filter((t) =>
          mine.games.some(
            (m) => m.id === t.id && JSON.stringify(m.moves) === JSON.stringify(t.moves),
          ),
        ).length;
        expect(after).toHaveLength(before.length + theirs.games.length - same);
      }),
      { numRuns: 40 },
    );
  });
});
