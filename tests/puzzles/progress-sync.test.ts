/** Puzzle progress in two tabs at once: every attempt is kept, and the tabs agree (issue 43, 6). */
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, expect, test } from 'vitest';
import type { Game } from '../../src/engine';
import { NEW_RATING } from '../../src/puzzles/glicko';
import { NO_PROGRESS, type PuzzleProgress, recordAttempt } from '../../src/puzzles/progress';
import type { Library } from '../../src/store/library/library';
import {
  type ProgressChanged,
  type PuzzleSync,
  syncPuzzleProgress,
} from '../../src/store/library/puzzleSync';
import type { Channel } from '../../src/store/library/sync';
import { libraryOf } from '../store/library-stub';
import { withField } from './progress-samples';
import { atOnce, openTab, progressIn, storeProgress, tamper } from './stored-progress';

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
});

/** A first attempt at puzzle `id`, made on whatever progress it is applied to. */
const attempt =
  (game: Game, id: number, solved = true) =>
  (progress: PuzzleProgress): PuzzleProgress =>
    recordAttempt(progress, {
      game,
      id,
      initial: progress.puzzles[`${game}:${id}`]?.rating ?? { ...NEW_RATING, rating: 1400 },
      player: progress.players[game] ?? NEW_RATING,
      result: solved ? 'solved' : 'failed',
      time: 1_767_000_000_000 + id,
    });

const SIX = [1, 2, 3, 4, 5, 6].reduce((p, id) => attempt('abacus', id)(p), NO_PROGRESS);

/** The tabs of one browser, each end hearing the others' messages at once, as posted. */
function tabsChannels(): () => Channel<ProgressChanged> {
  const ends: Set<(e: MessageEvent<ProgressChanged>) => void>[] = [];
  return () => {
    const mine = new Set<(e: MessageEvent<ProgressChanged>) => void>();
    ends.push(mine);
    return {
      postMessage(message) {
        for (const end of ends) {
          if (end === mine) continue;
          for (const listener of end) listener({ data: message } as MessageEvent<ProgressChanged>);
        }
      },
      addEventListener: (_type, listener) => void mine.add(listener),
      removeEventListener: (_type, listener) => void mine.delete(listener),
    };
  };
}

/** A trainer open in a tab: its progress read, following the other tabs. */
async function openTrainer(
  library: Library,
  channel?: Channel<ProgressChanged>,
): Promise<PuzzleSync> {
  const sync = syncPuzzleProgress(library, { channel, next: atOnce });
  sync.attach();
  await sync.refresh();
  return sync;
}

/** Resolves at the next change `sync` shows. */
const nextShown = (sync: PuzzleSync): Promise<void> =>
  new Promise((resolve) => {
    const stop = sync.subscribe(() => {
      stop();
      resolve();
    });
  });

test.each([
  ['at once', false],
  ['in turns, each write awaited', true],
])(
  'on top of 6 solved, tab A solves 3 and tab B 2 (%s): 11 stored, both tabs show them',
  async (_, inTurns) => {
    const [a, b] = [await openTab(), await openTab()];
    await storeProgress(a, SIX);
    const channels = tabsChannels();
    const tabA = await openTrainer(a, channels());
    const tabB = await openTrainer(b, channels());
    const changes: [PuzzleSync, (p: PuzzleProgress) => PuzzleProgress][] = [
      [tabA, attempt('abacus', 11)],
      [tabB, attempt('abacus', 21)],
      [tabA, attempt('abacus', 12, false)],
      [tabB, attempt('abalone', 22)],
      [tabA, attempt('abacus', 13)],
    ];
    const writes: Promise<void>[] = [];
    for (const [tab, change] of changes) {
      writes.push(tab.update(change));
      if (inTurns) await writes.at(-1);
    }
    await Promise.all(writes);
    // Each tab has heard of the last write by now, and reads it unless it wrote it.
    await Promise.all([tabA.refresh(), tabB.refresh()]);

    const stored = await progressIn(a);
    expect(Object.keys(stored.puzzles)).toHaveLength(11);
    expect(tabA.state().progress).toEqual(stored);
    expect(tabB.state().progress).toEqual(stored);
    expect(stored.players.abacus!.rating).not.toBe(SIX.players.abacus!.rating);
  },
);

test('an open trainer follows another tab’s write without being asked', async () => {
  const [a, b] = [await openTab(), await openTab()];
  await storeProgress(a, SIX);
  const channels = tabsChannels();
  const tabA = await openTrainer(a, channels());
  const tabB = await openTrainer(b, channels());
  const followed = nextShown(tabB);
  await tabA.update(attempt('abalone', 40));
  await followed;
  expect(tabB.state().progress).toEqual(tabA.state().progress);
  expect(tabB.state().progress.players.abalone).toBeDefined();
});

test('a tab that has not heard of another’s write still writes over nothing', async () => {
  const [a, b] = [await openTab(), await openTab()];
  await storeProgress(a, SIX);
  const tabA = await openTrainer(a);
  const tabB = await openTrainer(b);
  await tabA.update(attempt('abacus', 11));
  await tabB.update(attempt('abacus', 21));
  expect(Object.keys((await progressIn(a)).puzzles)).toHaveLength(8);
  expect(tabB.state().progress).toEqual(await progressIn(a));
});

test('an attempt made before the stored progress is read is made on top of it', async () => {
  const library = await openTab();
  await storeProgress(library, SIX);
  const sync = syncPuzzleProgress(library, { next: atOnce });
  const stored = sync.update(attempt('abacus', 7));
  expect(Object.keys(sync.state().progress.puzzles)).toEqual(['abacus:7']);
  await stored;
  expect(Object.keys((await progressIn(library)).puzzles)).toHaveLength(7);
  expect(sync.state().progress).toEqual(await progressIn(library));
});

test('parts set aside on reading are counted for the trainer to say so', async () => {
  const library = await openTab();
  await tamper(withField('streak.current', -1));
  const sync = await openTrainer(library);
  expect(sync.state()).toMatchObject({ setAside: 1, kept: true });
  expect(sync.state().progress.streak).toEqual({ current: 0, best: 9 });
});

test('storage that cannot be read is never written over', async () => {
  const writes: unknown[] = [];
  const broken = libraryOf([], [], {
    puzzleProgress: () => Promise.reject(new Error('broken')),
    putPuzzleProgress: async (p) => {
      writes.push(p);
      return 'saved';
    },
  });
  const sync = await openTrainer(broken);
  await sync.update(attempt('abacus', 1));
  expect(sync.state()).toMatchObject({ kept: false });
  expect(Object.keys(sync.state().progress.puzzles)).toEqual(['abacus:1']);
  expect(writes).toEqual([]);
});

test('without a library, progress lives in the page', async () => {
  const sync = syncPuzzleProgress(undefined);
  await sync.update(attempt('abacus', 1));
  expect(sync.state()).toMatchObject({ kept: false, setAside: 0 });
  expect(Object.keys(sync.state().progress.puzzles)).toEqual(['abacus:1']);
});
