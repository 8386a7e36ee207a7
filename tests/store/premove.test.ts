import { describe, expect, test } from 'vitest';
import { playerOf } from '../../src/engine';
import { createGameStore } from '../../src/store/game';
import { passedPosition, premoverOf } from '../../src/store/game/premove/premover';
import type { GameSpec, Players } from '../../src/store/game/savedGame';
import { selectPosition, selectPremoveOpen } from '../../src/store/game/selectors';
import { move } from '../fixtures';
import { gameOf, play, type Store } from './games';

const ABACUS: GameSpec = { game: 'abacus', n: 5, layout: 'standard' };
const ABALONE: GameSpec = { game: 'abalone', n: 5, layout: 'standard' };
const HUMAN_VS_EASY: Players = { black: 'human', white: 'easy' };
const HUMANS: Players = { black: 'human', white: 'human' };

/** The player's premove, given in notation as read with the turn passed to them. */
function premove(store: Store, token: string): void {
  const pos = selectPosition(store.getState());
  store.getState().makePremove(move(passedPosition(pos), token));
}

const texts = (store: Store): string[] => store.getState().moves.map((m) => m.text);

describe('premoves', () => {
  test.each([
    ['the computer is to move', HUMAN_VS_EASY, undefined, 'white', 'black'],
    ['the player is to move against the computer', HUMAN_VS_EASY, undefined, 'black', undefined],
    ['two people at one screen', HUMANS, undefined, 'white', undefined],
    ['two computers', { black: 'easy', white: 'hard' }, undefined, 'white', undefined],
    ['the player online is to move', HUMANS, 'white', 'white', 'black'],
    ['this side is to move online', HUMANS, 'white', 'black', undefined],
  ] as const)('who may premove when %s', (_, players, remote, toMove, premover) => {
    expect(premoverOf(players, remote, toMove)).toBe(premover);
  });

  test('a premove legal when its turn comes is played at once, through play', () => {
    const store = gameOf(ABACUS, ['e5'], HUMAN_VS_EASY);
    expect(selectPremoveOpen(store.getState())).toBe(true);
    premove(store, 'c3');
    expect(store.getState().premove?.text).toBe('c3');
    expect(texts(store)).toEqual(['e5']);
    play(store, 'a1'); // the computer's reply
    expect(texts(store)).toEqual(['e5', 'a1', 'c3']);
    expect(store.getState().premove).toBeUndefined();
    expect(playerOf(selectPosition(store.getState()).turn)).toBe('white');
  });

  test('a premove the reply made illegal is dropped, and said so until the next move', () => {
    const store = gameOf(ABACUS, ['e5'], HUMAN_VS_EASY);
    premove(store, 'c3');
    play(store, 'c3'); // the computer takes the cell first
    expect(texts(store)).toEqual(['e5', 'c3']);
    expect(store.getState().premove).toBeUndefined();
    expect(store.getState().premoveDropped?.text).toBe('c3');
    play(store, 'd4');
    expect(store.getState().premoveDropped).toBeUndefined();
  });

  test('a premove cancelled is not played', () => {
    const store = gameOf(ABACUS, ['e5'], HUMAN_VS_EASY);
    premove(store, 'c3');
    store.getState().cancelPremove();
    play(store, 'a1');
    expect(texts(store)).toEqual(['e5', 'a1']);
    expect(store.getState().premoveDropped).toBeUndefined();
  });

  test('one premove at a time: a second one replaces the first', () => {
    const store = gameOf(ABACUS, ['e5'], HUMAN_VS_EASY);
    premove(store, 'c3');
    premove(store, 'g7');
    play(store, 'a1');
    expect(texts(store)).toEqual(['e5', 'a1', 'g7']);
  });

  test.each([
    ['a takeback', (s: Store) => s.getState().undo()],
    ['a new game', (s: Store) => s.getState().newGame(ABACUS, HUMAN_VS_EASY)],
    ['a resignation', (s: Store) => s.getState().resign()],
    ['a rematch', (s: Store) => s.getState().rematch()],
  ])('%s drops the premove', (_, change) => {
    const store = gameOf(ABACUS, ['e5'], HUMAN_VS_EASY);
    premove(store, 'c3');
    change(store);
    expect(store.getState().premove).toBeUndefined();
  });

  test('refused while the player is to move, and in a game of two people at one screen', () => {
    const mine = gameOf(ABACUS, [], HUMAN_VS_EASY);
    expect(selectPremoveOpen(mine.getState())).toBe(false);
    premove(mine, 'c3');
    expect(mine.getState().premove).toBeUndefined();
    const hotSeat = gameOf(ABACUS, ['e5'], HUMANS);
    expect(selectPremoveOpen(hotSeat.getState())).toBe(false);
    premove(hotSeat, 'c3');
    expect(hotSeat.getState().premove).toBeUndefined();
  });

  test('an illegal premove is refused', () => {
    const store = gameOf(ABACUS, ['e5'], HUMAN_VS_EASY);
    const pos = selectPosition(store.getState());
    // e5 holds the player's own stone: no placement there.
    const e5 = pos.board.labels.indexOf('E5');
    store.getState().makePremove(e5);
    expect(store.getState().premove).toBeUndefined();
  });

  test('Abalone: a premove is played when the computer has moved', () => {
    const store = gameOf(ABALONE, ['a4b4'], HUMAN_VS_EASY);
    premove(store, 'b4c4');
    expect(store.getState().premove?.text).toBe('b4c4');
    play(store, 'i9h9');
    expect(texts(store)).toEqual(['a4b4', 'i9h9', 'b4c4']);
    expect(store.getState().premove).toBeUndefined();
  });

  test('online: the premove follows the other side’s move and is sent as this side’s own', () => {
    const store = createGameStore();
    store.getState().newGame(ABACUS, HUMANS);
    store.getState().setRemote('white');
    play(store, 'e5');
    expect(selectPremoveOpen(store.getState())).toBe(true);
    premove(store, 'c3');
    const sent: string[] = [];
    store.subscribe((s, prev) => {
      if (s.moves.length === prev.moves.length + 1) sent.push(s.moves.at(-1)?.text ?? '');
    });
    const theirs = move(selectPosition(store.getState()), 'a1');
    store.getState().play(theirs, { clock: undefined });
    expect(texts(store)).toEqual(['e5', 'a1', 'c3']);
    expect(sent).toEqual(['a1', 'c3']);
  });
});
