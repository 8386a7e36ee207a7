/**
 * What the library's summary keeps for the statistics: the names a record gives, the
 * colour played here online, an import mark, and each side's accuracy once reviewed.
 */
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, expect, test, vi } from 'vitest';
import { attachReview } from '../../src/store/computer/attachReview';
import { reviewedGame } from '../../src/store/game/review/reviewed';
import { gameModule } from '../../src/games';
import { openLibrary } from '../../src/store/library/library';
import { libraryRecordProblem } from '../../src/store/library/recordCheck';
import { accuracyOf } from '../../src/store/library/reviewAccuracy';
import { attachLibrary, recordOf } from '../../src/store/library/sync';
import { openOnlineGame } from '../../src/online/onlineGame';
import { createGameStore } from '../../src/store/game';
import { DEFAULT_SETTINGS } from '../../src/store/game/savedGame';
import { parseImport, toSavedGame } from '../../src/store/records/apgnImport';
import { gameOf, play } from './games';
import { scriptedClient, settled } from '../review/helpers';

const BELGIAN = { game: 'abalone', n: 5, layout: 'belgian' } as const;

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
});

async function reviewed() {
  const store = gameOf(BELGIAN, ['i9h8', 'i6h6', 'i8h7', 'a5b5'], {
    black: 'human',
    white: 'hard',
  });
  const stop = attachReview(
    store,
    scriptedClient([0, 0, 0, 400, 300], ['h9g8', 'x', 'h9g8', 'x', 'x']),
  );
  store.getState().openReview();
  await settled(store);
  stop();
  return store;
}

test('a game against the computer: its players as codes, no names, no seat, no accuracy', () => {
  const summary = recordOf(
    gameOf(BELGIAN, ['i9h8'], { black: 'human', white: 'hard' }).getState(),
    1,
    0,
    0,
  ).summary;
  expect(summary).toMatchObject({ players: { black: 'human', white: 'hard' }, plies: 1 });
  expect(summary).not.toHaveProperty('names');
  expect(summary).not.toHaveProperty('seat');
  expect(summary).not.toHaveProperty('imported');
  expect(summary).not.toHaveProperty('accuracy');
});

test('a reviewed game keeps each side’s accuracy, as the review shows it, to a tenth', async () => {
  const s = (await reviewed()).getState();
  const { summary } = reviewedGame(s.line(), gameModule('abalone').ai.review, s.review?.start);
  const accuracy = accuracyOf(s);
  expect(accuracy?.black).toBeCloseTo(summary.black.accuracy!, 1);
  expect(accuracy?.white).toBeCloseTo(summary.white.accuracy!, 1);
  expect(accuracy!.black).toBeLessThan(100);
  expect(recordOf(s, 1, 0, 0, { accuracy }).summary.accuracy).toEqual(accuracy);
});

test('a game with a move the review has not seen has no accuracy', async () => {
  const store = await reviewed();
  store.getState().closeReview();
  // A move played after the review has no evaluation: the game is no longer wholly reviewed.
  play(store, 'h8g7');
  expect(accuracyOf(store.getState())).toBeUndefined();
});

test('a game online names both players and keeps the colour played here, once it is over too', async () => {
  const store = createGameStore();
  openOnlineGame(store, BELGIAN, 'g-online', { me: 'black', myName: 'Bea', theirName: 'Ada' });
  const library = await openLibrary();
  if (!library.ok) throw new Error('no library');
  const sync = attachLibrary(store, library.value);
  play(store, 'i9h8');
  await vi.waitFor(async () =>
    expect((await library.value.get('g-online'))?.summary).toMatchObject({
      plies: 1,
      seat: 'black',
      names: { black: 'Bea', white: 'Ada' },
      black: 'Bea',
      white: 'Ada',
    }),
  );
  // Opened again later, with no session (no remote side): the seat stays with the game.
  const record = (await library.value.get('g-online'))!;
  sync.open(record);
  expect(store.getState().remote).toBeUndefined();
  play(store, 'a5b5');
  await vi.waitFor(async () =>
    expect((await library.value.get('g-online'))?.summary.plies).toBe(2),
  );
  expect((await library.value.get('g-online'))?.summary.seat).toBe('black');
  sync.detach();
});

test.each([
  [{ names: { black: 7 } }, "its summary's names are not text by side"],
  [{ names: { red: 'Ada' } }, "its summary's names are not text by side"],
  [{ seat: 'red' }, "its summary's seat is not a side"],
  [{ imported: 'yes' }, "its summary's import mark is not true"],
  [{ accuracy: { black: 140 } }, "its summary's accuracy is not a percentage by side"],
  [{ accuracy: { white: Number.NaN } }, "its summary's accuracy is not a percentage by side"],
])('a stored summary with %o is refused: %s', (extra, why) => {
  const record = recordOf(gameOf(BELGIAN, []).getState(), 1, 0, 0);
  expect(libraryRecordProblem({ ...record, summary: { ...record.summary, ...extra } })).toBe(
    `a game record where ${why}`,
  );
  expect(libraryRecordProblem(record)).toBeUndefined();
});

test('an imported record is marked as somebody else’s game, under the names it gives', () => {
  const imported = parseImport(
    '[Event "MiGs"]\n[Black "Ozaki"]\n[White "Vincent"]\n[Variant "belgian daisy"]\n\n1. i9h8 *\n',
    { game: 'abalone' },
  );
  if (!imported.ok) throw new Error(imported.error.message);
  const saved = toSavedGame(imported.value[0], DEFAULT_SETTINGS, 1);
  const store = createGameStore({ saved, id: 'g-imported' });
  expect(recordOf(store.getState(), 1, 0, 0).summary).toMatchObject({
    imported: true,
    names: { black: 'Ozaki', white: 'Vincent' },
    black: 'Ozaki',
    white: 'Vincent',
  });
});
