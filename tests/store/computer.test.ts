import { afterEach, describe, expect, test, vi } from 'vitest';
import { type AiClient, createAiClient } from '../../src/ai/client';
import { createLocalWorker } from '../../src/ai/local-worker';
import { isLegal, parseMove, playerOf } from '../../src/engine';
import { attachComputer } from '../../src/store/computer';
import { createGameStore } from '../../src/store/game';
import { selectCanUndo, selectHintMove, selectPosition } from '../../src/store/selectors';
import type { Players } from '../../src/store/types';
import { texts } from '../fixtures';

type Store = ReturnType<typeof createGameStore>;

let detach: (() => void) | undefined;
afterEach(() => {
  detach?.();
  detach = undefined;
});

/** A store whose computer player searches in-process, on a later task, like a worker. */
function setup(players: Players, client: AiClient = createAiClient(createLocalWorker)): Store {
  const store = createGameStore();
  store.getState().newGame({ game: 'abacus', n: 4, layout: 'standard' }, players);
  detach = attachComputer(store, client);
  return store;
}

function play(store: Store, token: string): void {
  const move = parseMove(selectPosition(store.getState()), token);
  if (!move.ok) throw new Error(move.error.message);
  store.getState().play(move.value);
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));
const waitFor = (check: () => void) => vi.waitFor(check, { timeout: 10_000, interval: 20 });

describe('the computer player', () => {
  test('answers a human move with a legal move of its own colour, then waits', async () => {
    const store = setup({ black: 'human', white: 'easy' });
    play(store, 'd4');
    expect(store.getState().thinking).toBe(true);
    await waitFor(() => expect(store.getState().moves).toHaveLength(2));
    const s = store.getState();
    expect(s.thinking).toBe(false);
    expect(s.cursor).toBe(2);
    expect(playerOf(selectPosition(s).turn)).toBe('black');
    await settle();
    expect(store.getState().moves).toHaveLength(2);
  });

  test('moves first when it plays Black', async () => {
    const store = setup({ black: 'easy', white: 'human' });
    await waitFor(() => expect(store.getState().moves).toHaveLength(1));
    expect(playerOf(selectPosition(store.getState()).turn)).toBe('white');
  });

  test('undo takes back the reply and the human move together', async () => {
    const store = setup({ black: 'human', white: 'easy' });
    play(store, 'd4');
    await waitFor(() => expect(store.getState().moves).toHaveLength(2));
    store.getState().undo();
    expect(store.getState().cursor).toBe(0);
    expect(selectCanUndo(store.getState())).toBe(false);
    store.getState().redo();
    expect(store.getState().cursor).toBe(2);
  });

  test('undo while it thinks cancels the search: no stale move is played', async () => {
    const client = createAiClient(createLocalWorker);
    const cancel = vi.spyOn(client, 'cancel');
    const store = setup({ black: 'human', white: 'easy' }, client);
    play(store, 'd4');
    expect(store.getState().thinking).toBe(true);
    store.getState().undo();
    expect(cancel).toHaveBeenCalled();
    expect(store.getState().thinking).toBe(false);
    await settle();
    await settle();
    expect(texts(store.getState())).toEqual(['d4']);
    expect(store.getState().cursor).toBe(0);
  });

  test('a new game cancels the search', async () => {
    const store = setup({ black: 'human', white: 'easy' });
    play(store, 'd4');
    store.getState().newGame(
      { game: 'abacus', n: 4, layout: 'standard' },
      {
        black: 'human',
        white: 'human',
      },
    );
    await settle();
    await settle();
    expect(texts(store.getState())).toEqual([]);
    expect(store.getState().thinking).toBe(false);
  });

  test('the hint suggests a legal move for the human and lapses once a move is played', async () => {
    const store = setup({ black: 'human', white: 'human' });
    play(store, 'd4');
    store.getState().requestHint();
    await waitFor(() => expect(store.getState().hint?.move).toBeDefined());
    const s = store.getState();
    const hint = selectHintMove(s);
    expect(hint !== undefined && isLegal(selectPosition(s), hint)).toBe(true);
    expect(texts(s)).toEqual(['d4']);
    s.play(hint ?? -1);
    expect(texts(store.getState())).toHaveLength(2);
    expect(selectHintMove(store.getState())).toBeUndefined();
  });

  test('two computers play a whole game to its end', async () => {
    const store = setup({ black: 'easy', white: 'easy' });
    store.getState().newGame({ game: 'abacus', n: 3, layout: 'standard' });
    await waitFor(() =>
      expect(
        selectPosition(store.getState()).count[1] + selectPosition(store.getState()).count[2],
      ).toBe(19),
    );
    expect(store.getState().thinking).toBe(false);
  });
});
