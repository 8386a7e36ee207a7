import { describe, expect, test } from 'vitest';
import { parseRecords } from '../../src/engine/apgn';
import { exportGame, positionText } from '../../src/store/records/apgnExport';
import { parseImport } from '../../src/store/records/apgnImport';
import { makeLink } from '../../src/store/records/link';
import { parseSavedGame, serialiseGame } from '../../src/store/records/saveFormat';
import { DEFAULT_SETTINGS, HUMANS, type SavedGame } from '../../src/store/game/savedGame';
import { randomMoves, spec } from './games';

/** What Notepad and other editors put before the text they save. */
const BOM = '\uFEFF';

const game = {
  spec: spec('abalone', 5),
  moves: randomMoves(spec('abalone', 5), 6, 7),
  ending: undefined,
  players: HUMANS,
};
const saved: SavedGame = {
  ...game,
  cursor: game.moves.length,
  settings: DEFAULT_SETTINGS,
  seed: 1,
};

describe('a leading byte-order mark is ignored', () => {
  test.each([
    ['a record', exportGame(game)],
    ['a record with tags only', '[Event "Club night"]\n'],
    ['a position string', positionText(game.spec, game.moves, 3)],
    ['a link', makeLink(game, 'https://hexplay.example/')],
  ])('when %s is imported', (_, text) => {
    const read = parseImport(BOM + text, { game: 'abalone' });
    expect(read).toEqual(parseImport(text, { game: 'abalone' }));
    expect(read.ok).toBe(true);
  });

  test('by the engine reading records', () => {
    const text = exportGame(game);
    expect(parseRecords(BOM + text)).toEqual(parseRecords(text));
  });

  test('when a saved game is read', () => {
    expect(parseSavedGame(BOM + serialiseGame(saved))).toEqual(
      parseSavedGame(serialiseGame(saved)),
    );
  });

  test('an error after it counts columns as the person sees them', () => {
    const read = parseImport(`${BOM}1. zz`, { game: 'abalone' });
    expect(read).toMatchObject({ ok: false, error: { line: 1, column: 4, token: 'zz' } });
  });
});
