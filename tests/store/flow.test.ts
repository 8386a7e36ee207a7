import { describe, expect, test } from 'vitest';
import { parseMove, type Player } from '../../src/engine';
import { acceptsDraw } from '../../src/store/game/draws/drawAnswer';
import { createGameStore } from '../../src/store/game';
import {
  selectCanOfferDraw,
  selectCanRedo,
  selectCanUndo,
  selectDrawOffer,
  selectFinalOutcome,
  selectPlayable,
  selectPosition,
  selectResultOpen,
  selectViewing,
} from '../../src/store/game/selectors';
import type { GameSpec, Players } from '../../src/store/game/savedGame';
import { position, texts } from '../fixtures';

type Store = ReturnType<typeof createGameStore>;

const ABACUS: GameSpec = { game: 'abacus', n: 5, layout: 'standard' };
const ABALONE: GameSpec = { game: 'abalone', n: 5, layout: 'standard' };
const HUMAN_VS_EASY: Players = { black: 'human', white: 'easy' };
const EASY_VS_HUMAN: Players = { black: 'easy', white: 'human' };

/** Plays moves given in notation, as the board or the computer would. */
function playAll(store: Store, tokens: readonly string[]): void {
  for (const token of tokens) {
    const move = parseMove(selectPosition(store.getState()), token);
    if (!move.ok) throw new Error(move.error.message);
    store.getState().play(move.value);
  }
}

function gameOf(spec: GameSpec, players: Players, tokens: readonly string[] = []): Store {
  const store = createGameStore();
  store.getState().newGame(spec, players);
  playAll(store, tokens);
  return store;
}

/** Black pushes a white marble off with its fifth move; White is then to move. */
const BLACK_PUSHES_OFF = ['a4b4', 'i9h9', 'b4c4', 'g9h9', 'c4d4', 'i9h9', 'd4e4', 'g9h9', 'e4f4'];

describe('takeback and redo', () => {
  test('against the computer, undo takes back the reply and the move together', () => {
    const store = gameOf(ABACUS, HUMAN_VS_EASY, ['e5', 'a1', 'b2', 'c3']);
    store.getState().undo();
    expect(texts(store.getState())).toEqual(['e5', 'a1']);
    expect(store.getState().cursor).toBe(2);
    expect(store.getState().takenBack.map((m) => m.text)).toEqual(['b2', 'c3']);
    store.getState().redo();
    expect(texts(store.getState())).toEqual(['e5', 'a1', 'b2', 'c3']);
    expect(selectCanRedo(store.getState())).toBe(false);
  });

  test('while the computer thinks, undo takes back the person’s move alone', () => {
    const store = gameOf(ABACUS, HUMAN_VS_EASY, ['e5', 'a1', 'b2']);
    store.getState().undo();
    expect(texts(store.getState())).toEqual(['e5', 'a1']);
    store.getState().redo();
    expect(texts(store.getState())).toEqual(['e5', 'a1', 'b2']);
  });

  test('the computer’s opening move cannot be taken back on its own', () => {
    const store = gameOf(ABACUS, EASY_VS_HUMAN, ['e5']);
    expect(selectCanUndo(store.getState())).toBe(false);
    store.getState().undo();
    expect(texts(store.getState())).toEqual(['e5']);
  });

  test('redo is there until a new move is played', () => {
    const store = gameOf(ABACUS, { black: 'human', white: 'human' }, ['e5', 'a1', 'b2']);
    store.getState().undo();
    store.getState().undo();
    expect(selectCanRedo(store.getState())).toBe(true);
    playAll(store, ['c3']);
    expect(texts(store.getState())).toEqual(['e5', 'c3']);
    expect(selectCanRedo(store.getState())).toBe(false);
    store.getState().redo();
    expect(texts(store.getState())).toEqual(['e5', 'c3']);
  });

  test('undo while viewing an earlier move takes back at the end and shows it', () => {
    const store = gameOf(ABACUS, { black: 'human', white: 'human' }, ['e5', 'a1', 'b2']);
    store.getState().goTo(1);
    store.getState().undo();
    expect(texts(store.getState())).toEqual(['e5', 'a1']);
    expect(selectViewing(store.getState())).toBe(false);
  });
});

describe('viewing and continuing from an earlier position', () => {
  test('an earlier position is only viewed: the board is not playable there', () => {
    const store = gameOf(ABACUS, { black: 'human', white: 'human' }, ['e5', 'a1', 'b2']);
    expect(selectPlayable(store.getState())).toBe(true);
    store.getState().goTo(1);
    expect(selectViewing(store.getState())).toBe(true);
    expect(selectPlayable(store.getState())).toBe(false);
  });

  test('continue from here forks a new game and leaves the original intact', () => {
    const store = gameOf(ABALONE, HUMAN_VS_EASY, ['a1b2', 'i5h5', 'a2b3']);
    const original = store.getState();
    store.getState().setSetting('coordinates', false);
    store.getState().goTo(2);
    store.getState().continueFromHere();
    const fork = store.getState();
    expect(fork.id).not.toBe(original.id);
    expect(texts(fork)).toEqual(['a1b2', 'i5h5']);
    expect(fork.cursor).toBe(2);
    expect(fork.spec).toEqual(ABALONE);
    expect(fork.players).toEqual(HUMAN_VS_EASY);
    expect(fork.settings.coordinates).toBe(false);
    expect(selectPlayable(fork)).toBe(true);
    // The original's state is untouched: the library still holds all of its moves.
    expect(texts(original)).toEqual(['a1b2', 'i5h5', 'a2b3']);
  });

  test('continue from here at the end of the game does nothing', () => {
    const store = gameOf(ABACUS, HUMAN_VS_EASY, ['e5', 'a1']);
    const { id } = store.getState();
    store.getState().continueFromHere();
    expect(store.getState().id).toBe(id);
  });
});

describe('players', () => {
  test('the computer can take over a colour mid-game, and hand it back', () => {
    const store = gameOf(ABACUS, { black: 'human', white: 'human' }, ['e5']);
    store.getState().setPlayers({ black: 'human', white: 'hard' });
    expect(store.getState().players).toEqual({ black: 'human', white: 'hard' });
    expect(selectPlayable(store.getState())).toBe(false);
    store.getState().setPlayers({ black: 'human', white: 'human' });
    expect(selectPlayable(store.getState())).toBe(true);
    expect(texts(store.getState())).toEqual(['e5']);
  });
});

describe('draw offers', () => {
  const cases: [string, string, Player, boolean][] = [
    [
      'the start, level',
      'abalone wwwww/wwwwww/2www2/8/9/8/2bbb2/bbbbbb/bbbbb b 0 0',
      'white',
      true,
    ],
    [
      'two marbles up for the computer',
      'abalone wwwww/wwwwww/2www2/8/9/8/2bbb2/bbbbbb/b3b w 2 0',
      'white',
      false,
    ],
    [
      'two marbles down for the computer',
      'abalone wwwww/wwwwww/2www2/8/9/8/2bbb2/bbbbbb/b3b w 2 0',
      'black',
      true,
    ],
    [
      'one marble down for the computer, to move',
      'abalone wwwww/wwwwww/2www2/8/9/8/2bbb2/bbbbbb/bbbb1 b 1 0',
      'black',
      true,
    ],
  ];
  test.each(cases)('%s', (_name, text, computer, accepts) => {
    expect(acceptsDraw(position(text), computer)).toBe(accepts);
  });

  test('the computer accepts a draw in a level position: the game ends agreed', () => {
    const store = gameOf(ABALONE, HUMAN_VS_EASY, ['a1b2', 'i5h5']);
    store.getState().offerDraw();
    expect(selectFinalOutcome(store.getState())).toEqual({
      reason: 'agreement',
      winner: undefined,
    });
  });

  test('the computer declines when it stands better, until the next move', () => {
    const store = gameOf(ABALONE, EASY_VS_HUMAN, BLACK_PUSHES_OFF);
    store.getState().offerDraw();
    expect(selectFinalOutcome(store.getState())).toBeUndefined();
    expect(selectDrawOffer(store.getState())).toMatchObject({ by: 'white', answer: 'declined' });
    expect(selectCanOfferDraw(store.getState())).toBe(false);
    playAll(store, ['i5h5']);
    expect(selectDrawOffer(store.getState())).toBeUndefined();
  });

  test('the computer a marble down accepts', () => {
    const store = gameOf(ABALONE, HUMAN_VS_EASY, BLACK_PUSHES_OFF);
    // Black offers though White is to move: against the computer the person offers.
    store.getState().offerDraw();
    expect(selectFinalOutcome(store.getState())?.reason).toBe('agreement');
  });

  test.each([true, false])('hot seat: the opponent answers the offer (accept %s)', (accept) => {
    const store = gameOf(ABALONE, { black: 'human', white: 'human' }, ['a1b2']);
    store.getState().offerDraw();
    expect(selectDrawOffer(store.getState())).toMatchObject({ by: 'white', answer: 'pending' });
    expect(selectFinalOutcome(store.getState())).toBeUndefined();
    store.getState().answerDraw(accept);
    expect(selectFinalOutcome(store.getState())?.reason).toBe(accept ? 'agreement' : undefined);
    expect(selectDrawOffer(store.getState())).toBeUndefined();
  });

  test('a hot-seat offer can be accepted while an earlier move is viewed', () => {
    const store = gameOf(ABALONE, { black: 'human', white: 'human' }, ['a1b2', 'i5h5']);
    store.getState().offerDraw();
    store.getState().goTo(0);
    store.getState().answerDraw(true);
    expect(selectFinalOutcome(store.getState())?.reason).toBe('agreement');
    expect(selectResultOpen(store.getState())).toBe(true);
  });

  test('a hot-seat offer lapses when the offerer moves instead', () => {
    const store = gameOf(ABALONE, { black: 'human', white: 'human' }, ['a1b2']);
    store.getState().offerDraw();
    playAll(store, ['i5h5']);
    store.getState().answerDraw(true);
    expect(selectFinalOutcome(store.getState())).toBeUndefined();
  });

  test('Abacus has no draws: resigning is the players’ only ending', () => {
    const store = gameOf(ABACUS, HUMAN_VS_EASY, ['e5', 'a1']);
    expect(selectCanOfferDraw(store.getState())).toBe(false);
    store.getState().offerDraw();
    expect(selectFinalOutcome(store.getState())).toBeUndefined();
    store.getState().resign();
    expect(selectFinalOutcome(store.getState())).toEqual({
      reason: 'resignation',
      winner: 'white',
    });
  });
});

describe('after the game', () => {
  test('rematch keeps the colours; rematch with colours swapped swaps them', () => {
    const store = gameOf(ABACUS, HUMAN_VS_EASY, ['e5']);
    store.getState().resign();
    const { id } = store.getState();
    store.getState().rematch();
    expect(store.getState().players).toEqual(HUMAN_VS_EASY);
    expect(store.getState().id).not.toBe(id);
    expect(texts(store.getState())).toEqual([]);
    store.getState().rematch(true);
    expect(store.getState().players).toEqual(EASY_VS_HUMAN);
  });

  test('the result shows at the end, can be closed, and opened again', () => {
    const store = gameOf(ABACUS, HUMAN_VS_EASY, ['e5']);
    expect(selectResultOpen(store.getState())).toBe(false);
    store.getState().resign();
    expect(selectResultOpen(store.getState())).toBe(true);
    store.getState().dismissResult();
    expect(selectResultOpen(store.getState())).toBe(false);
    store.getState().goTo(0);
    store.getState().showResult();
    expect(selectResultOpen(store.getState())).toBe(true);
    expect(store.getState().cursor).toBe(1);
  });
});
