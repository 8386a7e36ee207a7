import { describe, expect, test } from 'vitest';
import { exportGame } from '../../src/store/records/apgnExport';
import { parseImport, toSavedGame } from '../../src/store/records/apgnImport';
import { createGameStore } from '../../src/store/game';
import { DEFAULT_SETTINGS, HUMANS } from '../../src/store/game/savedGame';
import { playTokens } from '../components/render';

/** A game with side lines, built as a player would: moves played while viewing earlier ones. */
function gameWithSideLines() {
  const store = createGameStore();
  store.getState().newGame({ game: 'abalone', n: 5, layout: 'standard' }, HUMANS);
  playTokens(store, ['a1b2', 'i5h5', 'a2b3', 'i6h6']);
  store.getState().goTo(2);
  playTokens(store, ['a3b4', 'i9h9']);
  store.getState().goTo(3);
  playTokens(store, ['i7h7']);
  return store.getState();
}

describe('side lines through export and import', () => {
  test('the store’s side lines are written as APGN variations', () => {
    const game = gameWithSideLines();
    expect(game.variations.length).toBeGreaterThan(0);
    const text = exportGame(game);
    expect(text).toMatch(/\(2\. a3b4 i9h9[^)]*\)/);
  });

  test('an exported game imports with the same moves and side lines, and exports the same', () => {
    const game = gameWithSideLines();
    const text = exportGame(game, { date: Date.UTC(2026, 10, 30) });
    const imported = parseImport(text, { game: 'abalone' });
    expect(imported.ok).toBe(true);
    if (!imported.ok) return;
    const [one] = imported.value;
    const saved = toSavedGame(one, DEFAULT_SETTINGS, 1);
    expect(saved.moves).toEqual(game.moves);
    expect(saved.variations).toEqual(game.variations);
    expect(exportGame(one.game, { tags: one.tags, result: one.result })).toBe(text);
  });
});
