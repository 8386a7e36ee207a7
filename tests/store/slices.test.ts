import { expect, test } from 'vitest';
import { createGameStore, savedOf } from '../../src/store/game';
import { checkSavedGame, toSaveData } from '../../src/store/records/saveFormat';

const ABALONE = { game: 'abalone', n: 5, layout: 'standard' } as const;

test('the saved game holds what the slices save and nothing of the session', () => {
  const store = createGameStore();
  store.getState().newGame(ABALONE, { black: 'human', white: 'human' });
  const saved = savedOf(store.getState());
  expect(Object.keys(saved).sort()).toEqual(
    [
      'cursor',
      'ending',
      'moves',
      'path',
      'players',
      'seed',
      'settings',
      'spec',
      'variations',
    ].sort(),
  );
  const read = checkSavedGame(JSON.parse(JSON.stringify(toSaveData(saved))));
  expect(read.ok).toBe(true);
});

test('an imported game saves its tags', () => {
  const store = createGameStore();
  const tags = [['Event', 'MIGS 1']] as const;
  store.getState().open({ ...savedOf(store.getState()), tags }, 'g');
  expect(savedOf(store.getState()).tags).toEqual(tags);
});

test('a game shown afresh starts every slice untouched', () => {
  const store = createGameStore();
  store.getState().newGame(ABALONE, { black: 'human', white: 'human' });
  store.setState({
    takenBack: [{ move: 1, text: 'x' }],
    resultDismissed: true,
    drawOffer: { by: 'black', moves: [], answer: 'declined' },
    hint: { moves: [], cursor: 0, move: undefined },
    analysing: true,
    analysis: {
      position: 'p',
      depth: 1,
      nodes: 1,
      lines: [],
      solved: undefined,
      done: false,
      error: undefined,
    },
  });
  store.getState().rematch();
  const s = store.getState();
  expect(s.takenBack).toEqual([]);
  expect(s.resultDismissed).toBe(false);
  expect(s.drawOffer).toBeUndefined();
  expect(s.hint).toBeUndefined();
  expect(s.analysis).toBeUndefined();
  // The analysis board stays open across games: it is the player's choice of view.
  expect(s.analysing).toBe(true);
});
