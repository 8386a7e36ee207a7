import { describe, expect, test } from 'vitest';
import { exportGame } from '../../src/store/records/apgnExport';
import { parseImport, toSavedGame } from '../../src/store/records/apgnImport';
import { makeLink, parseLink } from '../../src/store/records/link';
import { parseSavedGame, serialiseGame } from '../../src/store/records/saveFormat';
import {
  DEFAULT_SETTINGS,
  type Ending,
  type GameSpec,
  HUMANS,
  type Players,
} from '../../src/store/game/savedGame';
import { selectDrawOffer, selectFinalOutcome } from '../../src/store/game/selectors';
import { gameOf } from '../store/games';
import { randomMoves, spec } from './games';

/** Abacus cannot be drawn (RULES.md): no reading of a game may end one in agreement. */

const AGREED: Ending = { reason: 'agreement', winner: undefined };

const gameOfSpec = (gameSpec: GameSpec, ending: Ending | undefined) => ({
  spec: gameSpec,
  moves: randomMoves(gameSpec, 6, 5),
  ending,
  players: HUMANS,
});
const ABACUS = gameOfSpec(spec('abacus', 5), AGREED);
const ABALONE = gameOfSpec(spec('abalone', 5), AGREED);
const saveOf = (game: typeof ABACUS) => ({
  ...game,
  cursor: game.moves.length,
  settings: DEFAULT_SETTINGS,
  seed: 3,
});

describe('an agreed draw', () => {
  test.each([
    [
      'a link',
      () => parseLink(makeLink(ABACUS, 'https://hexplay.example/')),
      'end=d is a draw agreed, but Abacus cannot be drawn',
    ],
    [
      'a link pasted into Import',
      () => parseImport(makeLink(ABACUS, 'https://hexplay.example/'), { game: 'abacus' }),
      'end=d is a draw agreed, but Abacus cannot be drawn',
    ],
  ])('of Abacus is refused in %s', (_, read, message) => {
    expect(read()).toMatchObject({ ok: false, error: { message } });
  });

  test.each([
    ['a save', () => parseSavedGame(serialiseGame(saveOf(ABALONE)))],
    ['a link', () => parseLink(makeLink(ABALONE, 'https://hexplay.example/'))],
  ])('of Abalone is still read from %s', (_, read) => {
    expect(read()).toMatchObject({ ok: true, value: { ending: AGREED } });
  });

  test('in an Abacus save leaves the game going, its moves kept', () => {
    const read = parseSavedGame(serialiseGame(saveOf(ABACUS)));
    if (!read.ok) throw new Error(read.error.message);
    expect(read.value.ending).toBeUndefined();
    expect(read.value.moves.map((m) => m.text)).toEqual(ABACUS.moves.map((m) => m.text));
  });

  test('in an Abacus record leaves the game going, its moves kept', () => {
    const record = exportGame({ ...ABACUS, ending: undefined }, { result: '1/2-1/2' });
    expect(record).toContain('[Result "1/2-1/2"]');
    const read = parseImport(record, { game: 'abacus' });
    if (!read.ok) throw new Error(read.error.message);
    const [imported] = read.value;
    expect(imported.game.ending).toBeUndefined();
    expect(imported.result).toBe('*');
    const saved = toSavedGame(imported, DEFAULT_SETTINGS, 1);
    expect(saved.moves.map((m) => m.text)).toEqual(ABACUS.moves.map((m) => m.text));
    expect(saved.ending).toBeUndefined();
  });

  test('in an Abalone record still ends the game agreed', () => {
    const read = parseImport(exportGame(ABALONE), { game: 'abalone' });
    expect(read.ok && read.value[0].game.ending).toEqual(AGREED);
  });

  test.each<[string, Players]>([
    ['hot seat', HUMANS],
    ['against the computer', { black: 'human', white: 'easy' }],
  ])('cannot be offered in an Abacus game played %s', (_, players) => {
    const store = gameOf(
      spec('abacus', 5),
      ABACUS.moves.slice(0, 2).map((m) => m.text),
      players,
    );
    store.getState().offerDraw();
    store.getState().answerDraw(true);
    expect(selectDrawOffer(store.getState())).toBeUndefined();
    expect(selectFinalOutcome(store.getState())).toBeUndefined();
  });
});
