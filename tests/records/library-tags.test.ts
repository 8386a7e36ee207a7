import { describe, expect, test } from 'vitest';
import { exportGame } from '../../src/store/records/apgnExport';
import { parseImport, toSavedGame } from '../../src/store/records/apgnImport';
import { parseSavedGame, serialiseGame } from '../../src/store/records/saveFormat';
import { createGameStore } from '../../src/store/game';
import { DEFAULT_SETTINGS, HUMANS } from '../../src/store/game/savedGame';
import { playTokens } from '../components/render';

const RECORD = `[Event "MiGs 2016"]
[Site "Abalone server"]
[Date "2016.05.04"]
[Black "alice"]
[White "bob"]
[Round "3"]
[Termination "normal"]
[Game "Abalone"]
[Result "*"]

1. a1b2 i5h5 *
`;

function imported() {
  const read = parseImport(RECORD, { game: 'abalone' });
  if (!read.ok) throw new Error(read.error.message);
  return toSavedGame(read.value[0], DEFAULT_SETTINGS, 1);
}

describe('an imported game keeps its record’s tags in the library', () => {
  test('saved and read back, it exports with the record’s own tags', () => {
    const saved = parseSavedGame(serialiseGame(imported()));
    expect(saved.ok).toBe(true);
    if (!saved.ok) return;
    const text = exportGame(saved.value);
    for (const tag of [
      '[Event "MiGs 2016"]',
      '[Black "alice"]',
      '[White "bob"]',
      '[Round "3"]',
      '[Date "2016.05.04"]',
    ]) {
      expect(text).toContain(tag);
    }
    expect(text).not.toContain('Hexplay game');
  });

  test('played on, how it ended and its length are the app’s to say', () => {
    const store = createGameStore({ saved: imported(), id: 'x' });
    playTokens(store, ['a2b3']);
    store.getState().resign();
    const text = exportGame(store.getState());
    expect(text).toContain('[Termination "Resignation"]');
    expect(text).toContain('[Plies "3"]');
    expect(text).not.toContain('[Termination "normal"]');
  });

  test('a new game or a fork drops them', () => {
    const store = createGameStore({ saved: imported(), id: 'x' });
    store.getState().goTo(1);
    store.getState().continueFromHere();
    expect(store.getState().tags).toBeUndefined();
    store.getState().open(imported(), 'y');
    expect(store.getState().tags).toBeDefined();
    store.getState().newGame({ game: 'abacus', n: 5, layout: 'standard' }, HUMANS);
    expect(store.getState().tags).toBeUndefined();
  });

  test.each([
    ['not a list', 'x'],
    ['a pair of three', [['a', 'b', 'c']]],
    ['a number for a value', [['Round', 3]]],
  ])('a save whose tags are %s is refused with a reason', (_, tags) => {
    const data = JSON.parse(serialiseGame(imported()));
    const read = parseSavedGame(JSON.stringify({ ...data, tags }));
    expect(read.ok).toBe(false);
    if (!read.ok)
      expect(read.error.message).toBe('tags must be a list of [name, value] pairs of text');
  });
});
