/**
 * The toy Hex game (hex-module.ts) registered as a third game is: its name added to
 * `GAMES` and its entry to `GAME_ENTRIES`, the two lines a real game adds. Nothing else
 * of the app is told of it, and every layer plays it: the store (play, undo, save and
 * reload), records and links, the computer, the page with its announcer, and the
 * dictionaries of all four languages; and the suites every real game passes (its rules
 * page, its page, its strength lines, its words) run over it too.
 */
import { describe, expect, test, vi } from 'vitest';
import { think } from '../../src/ai/search/think';
import { GAMES, type Game, isLegal, legalMoves, makeMoveText } from '../../src/engine';
import { afterBoard } from '../../src/components/afterBoardChunk';
import { gameEntry, learningOf, loadAi, loadAllGames, parsePosition } from '../../src/games';
import { loadMessages } from '../../src/i18n/load';
import { LANGUAGES } from '../../src/languages';
import { createGameStore, savedOf } from '../../src/store/game';
import { selectPosition } from '../../src/store/game/selectors';
import { exportGame } from '../../src/store/records/apgnExport';
import { parseImport } from '../../src/store/records/apgnImport';
import { makeLink, parseLink } from '../../src/store/records/link';
import { parseSavedGame, serialiseGame } from '../../src/store/records/saveFormat';
import { cell, playTokens, renderApp, storeFor } from '../components/render';
import { act, fireEvent, screen } from '@testing-library/react';
import { HEX } from './hex/rules';

// The setup file loaded every game through the registry as it was: read again, with the toy in it.
vi.hoisted(() => vi.resetModules());
vi.mock('../../src/engine/types', async (original) => {
  const actual = await original<typeof import('../../src/engine/types')>();
  // Added once: a copy of the toy in src/games/ may already have registered it.
  const known: readonly string[] = actual.GAMES;
  const games = known.includes('hex') ? known : [...known, 'hex'];
  return { ...actual, GAMES: games, isGame: (text: string) => games.includes(text) };
});
vi.mock('../../src/games/modules', async (original) => {
  const actual = await original<typeof import('../../src/games/modules')>();
  const { hexEntry } = await import('./hex/entry');
  return { ...actual, GAME_ENTRIES: { ...actual.GAME_ENTRIES, hex: hexEntry } };
});

// This file's own copies of the modules: the games and the parts drawn after the board
// loaded again, as the setup file loaded them for every other file.
await loadAllGames();
await afterBoard.load();

// The suites every real game passes, run over the toy as they run over the registry.
const { learningSuite } = await import('../suites/learning');
const { pageSuite } = await import('../suites/page');
const { strengthSuite } = await import('../suites/strength');
const { wordsSuite } = await import('../suites/words');
learningSuite(HEX, await learningOf(HEX, 'en'));
pageSuite([HEX]);
strengthSuite([HEX]);
wordsSuite([HEX]);

const SPEC = { game: HEX, n: 3, layout: 'standard' } as const;
const TOKENS = ['c3', 'a1', 'b2'];

const movesOf = (moves: readonly { readonly move: number }[]) => moves.map((m) => m.move);

test('the registry lists it beside the real games', () => {
  expect(GAMES).toContain(HEX as Game);
  expect(gameEntry(HEX).words.en.title).toBe('Hex');
  const pos = parsePosition('hex 3/4/5/4/3 b');
  expect(pos.ok && pos.value.game).toBe(HEX);
});

describe('the store', () => {
  test('plays, takes back and replays its moves', () => {
    const store = storeFor(SPEC, TOKENS);
    expect(store.getState().moves.map((m) => m.text)).toEqual(TOKENS);
    act(() => store.getState().undo());
    expect(store.getState().cursor).toBe(2);
    act(() => store.getState().redo());
    expect(store.getState().cursor).toBe(3);
  });

  test('saves the game and opens it again from the saved text', () => {
    const store = storeFor(SPEC, TOKENS);
    const text = serialiseGame(savedOf(store.getState()));
    const read = parseSavedGame(text);
    if (!read.ok) throw new Error(read.error.message);
    const reopened = createGameStore({ saved: read.value });
    expect(reopened.getState().spec).toEqual(store.getState().spec);
    expect(movesOf(reopened.getState().moves)).toEqual(movesOf(store.getState().moves));
  });
});

describe('records and links', () => {
  test('a record exported names the game and imports as the same moves', () => {
    const state = storeFor(SPEC, TOKENS).getState();
    const text = exportGame(state);
    expect(text).toContain('[Game "Hex"]');
    const games = parseImport(text, { game: 'abacus' });
    if (!games.ok) throw new Error(games.error.message);
    expect(games.value[0].game.spec.game).toBe(HEX);
    expect(movesOf(games.value[0].game.moves)).toEqual(movesOf(state.moves));
  });

  test('a link carries the game and opens as the same moves', () => {
    const state = storeFor(SPEC, TOKENS).getState();
    const link = makeLink(state, 'https://hexplay.example/');
    const read = parseLink(link);
    if (!read.ok) throw new Error(read.error.message);
    expect(read.value.spec).toEqual(state.spec);
    expect(movesOf(read.value.moves)).toEqual(movesOf(state.moves));
  });
});

test('the computer finds a legal move with the AI the registry loads', async () => {
  const pos = selectPosition(storeFor(SPEC, TOKENS).getState());
  const result = think(pos, await loadAi(HEX), { level: 'easy', maxNodes: 2_000, seed: 1 });
  expect(isLegal(pos, result.move)).toBe(true);
  expect(legalMoves(pos).map((m) => makeMoveText(pos, m))).toContain(
    makeMoveText(pos, result.move),
  );
});

describe('the page', () => {
  test('draws its board, takes a click as a move and says it in its own words', () => {
    const store = renderApp(storeFor(SPEC));
    expect(screen.getByTestId('board')).toHaveAttribute('data-game', 'hex');
    fireEvent.click(cell('c3'));
    expect(cell('c3')).toHaveAttribute('data-stone', 'black');
    expect(store.getState().moves.map((m) => m.text)).toEqual(['c3']);
    expect(screen.getByTestId('announcer')).toHaveTextContent(
      'Move 1, c3: Black places a stone on c3',
    );
    act(() => playTokens(store, ['a1']));
    expect(screen.getByTestId('announcer')).toHaveTextContent('White places a stone on a1');
  });
});

test.each(LANGUAGES)('the %s dictionary holds its words', async (language) => {
  const t = await loadMessages(language);
  const words = t.games[HEX as Game];
  expect(words.title).toBe('Hex');
  expect(words.pieces.black).toBe(
    { en: 'black stones', de: 'schwarze Steine', pt: 'pedras pretas', it: 'pietre nere' }[language],
  );
});
