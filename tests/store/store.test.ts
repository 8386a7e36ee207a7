import { describe, expect, test } from 'vitest';
import { parseMove, type Move } from '../../src/engine';
import { initialPosition } from '../../src/games';
import { createGameStore } from '../../src/store/game';
import { parseSavedGame, serialiseGame } from '../../src/store/records/saveFormat';
import { selectFinalOutcome, selectOutcome, selectPosition } from '../../src/store/game/selectors';
import { DEFAULT_SETTINGS } from '../../src/store/game/savedGame';
import { move, texts } from '../fixtures';

type Store = ReturnType<typeof createGameStore>;

/** Plays a move given in notation, as the board would: as an engine move. */
function play(store: Store, token: string): void {
  const move = parseMove(selectPosition(store.getState()), token);
  if (!move.ok) throw new Error(move.error.message);
  store.getState().play(move.value);
}

function playAll(store: Store, tokens: string[]): void {
  for (const t of tokens) play(store, t);
}

const fresh = () => createGameStore();

describe('moves, undo, redo and the cursor', () => {
  test('a new store starts an empty Abacus n=5 game', () => {
    const s = fresh().getState();
    expect(s.spec).toEqual({ game: 'abacus', n: 5, layout: 'standard' });
    expect(texts(s)).toEqual([]);
    expect(s.cursor).toBe(0);
    expect(s.settings).toEqual(DEFAULT_SETTINGS);
  });

  test('playing records notation and advances the cursor', () => {
    const store = fresh();
    playAll(store, ['e5', 'a1']);
    expect(texts(store.getState())).toEqual(['e5', 'a1']);
    expect(store.getState().cursor).toBe(2);
    expect(selectPosition(store.getState()).count[1]).toBe(1);
  });

  test('illegal moves are ignored', () => {
    const store = fresh();
    play(store, 'e5');
    const e5: Move = selectPosition(store.getState()).board.labels.indexOf('E5');
    store.getState().play(e5);
    expect(texts(store.getState())).toEqual(['e5']);
  });

  test('undo takes the last move back and redo plays it again; the cursor only views', () => {
    const store = fresh();
    playAll(store, ['e5', 'a1', 'b2']);
    store.getState().undo();
    store.getState().undo();
    expect(texts(store.getState())).toEqual(['e5']);
    expect(store.getState().cursor).toBe(1);
    expect(selectPosition(store.getState()).count[2]).toBe(0);
    store.getState().redo();
    expect(texts(store.getState())).toEqual(['e5', 'a1']);
    store.getState().redo();
    store.getState().redo();
    expect(texts(store.getState())).toEqual(['e5', 'a1', 'b2']);
    store.getState().goTo(0);
    expect(texts(store.getState())).toEqual(['e5', 'a1', 'b2']);
    store.getState().goTo(99);
    expect(store.getState().cursor).toBe(0);
  });

  test('a move played while an earlier position is viewed goes into a side line', () => {
    const store = fresh();
    playAll(store, ['e5', 'a1', 'b2']);
    store.getState().goTo(1);
    const c3 = parseMove(selectPosition(store.getState()), 'c3');
    if (!c3.ok) throw new Error('setup');
    store.getState().play(c3.value);
    expect(texts(store.getState())).toEqual(['e5', 'a1', 'b2']);
    expect(store.getState().path).toEqual([0]);
    expect(store.getState().variations[0].moves.map((m) => m.text)).toEqual(['c3']);
  });

  test('new game and rematch start from the spec', () => {
    const store = fresh();
    play(store, 'e5');
    store.getState().newGame({ game: 'abalone', n: 6, layout: 'standard' });
    expect(store.getState().spec).toEqual({ game: 'abalone', n: 6, layout: 'standard' });
    expect(texts(store.getState())).toEqual([]);
    store.getState().newGame({ game: 'abalone', n: 6, layout: 'belgian' });
    expect(store.getState().spec.layout).toBe('standard');
    play(store, 'a1b2');
    store.getState().rematch();
    expect(texts(store.getState())).toEqual([]);
    expect(store.getState().spec.n).toBe(6);
  });
});

describe('endings', () => {
  test('a full Abacus board on n=3 ends the game: fewer stones wins', () => {
    const store = fresh();
    store.getState().newGame({ game: 'abacus', n: 3, layout: 'standard' });
    const labels = selectPosition(store.getState()).board.labels.map((l) => l.toLowerCase());
    playAll(store, labels);
    const outcome = selectOutcome(store.getState());
    expect(outcome).toEqual({ winner: 'white', reason: 'full-board' });
    // A finished game takes no more moves.
    store.getState().play(0);
    expect(store.getState().moves).toHaveLength(19);
  });

  test('a resignation belongs to the end of the game and is final', () => {
    const store = fresh();
    store.getState().newGame({ game: 'abalone', n: 5, layout: 'standard' });
    playAll(store, ['a1b2', 'i5h5']);
    store.getState().resign();
    expect(selectOutcome(store.getState())).toEqual({ reason: 'resignation', winner: 'white' });
    store.getState().undo();
    expect(texts(store.getState())).toEqual(['a1b2', 'i5h5']);
    store.getState().goTo(1);
    expect(selectOutcome(store.getState())).toBeUndefined();
    expect(selectFinalOutcome(store.getState())?.reason).toBe('resignation');
    // Ending is only possible at the end of a game still going.
    store.getState().offerDraw();
    expect(store.getState().ending?.reason).toBe('resignation');
  });

  test('Black pushes a marble off and the count shows it', () => {
    const store = fresh();
    store.getState().newGame({ game: 'abalone', n: 5, layout: 'standard' });
    playAll(store, ['a4b4', 'i9h9', 'b4c4', 'g9h9', 'c4d4', 'i9h9', 'd4e4', 'g9h9', 'e4f4']);
    const pos = selectPosition(store.getState());
    expect(pos.extras[2]).toBe(1);
    expect(pos.extras[1]).toBe(0);
  });
});

describe('the saved form of a game', () => {
  const unreadable: [string, string, RegExp][] = [
    ['corrupt JSON', '{"version":1,', /not valid JSON/],
    ['an unknown version', '{"version":7}', /unknown version 7/],
    ['not an object', '[1,2]', /not an object/],
    [
      'an illegal move list',
      JSON.stringify({
        version: 1,
        spec: { game: 'abacus', n: 5, layout: 'standard' },
        moves: ['e5', 'e5'],
        cursor: 2,
      }),
      /move 2 'e5' cannot be played/,
    ],
    [
      'a board size the game does not offer',
      JSON.stringify({
        version: 1,
        spec: { game: 'abalone', n: 8, layout: 'standard' },
        moves: [],
        cursor: 0,
      }),
      /spec.n must be one of 4, 5, 6, 7/,
    ],
    [
      'a cursor past the end',
      JSON.stringify({
        version: 1,
        spec: { game: 'abacus', n: 5, layout: 'standard' },
        moves: ['e5'],
        cursor: 3,
      }),
      /cursor 3 is past/,
    ],
    [
      'a bad setting',
      JSON.stringify({
        version: 1,
        spec: { game: 'abacus', n: 5, layout: 'standard' },
        moves: [],
        cursor: 0,
        settings: { coordinates: 'yes' },
      }),
      /settings.coordinates/,
    ],
  ];

  test.each(unreadable)('%s: a precise error', (_name, text, message) => {
    const parsed = parseSavedGame(text);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error.message).toMatch(message);
  });

  test('serialise and parse are inverse', () => {
    const saved = {
      spec: { game: 'abalone', n: 5, layout: 'belgian' },
      moves: [{ move: move(initialPosition('abalone', 5, 'belgian'), 'a1b2'), text: 'a1b2' }],
      cursor: 1,
      ending: { reason: 'agreement', winner: undefined },
      settings: { ...DEFAULT_SETTINGS, coordinates: false },
      players: { black: 'human', white: 'expert' },
      seed: 123456789,
    } as const;
    const parsed = parseSavedGame(serialiseGame(saved));
    expect(parsed).toEqual({ ok: true, value: saved });
  });
});
