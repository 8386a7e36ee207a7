import { describe, expect, test } from 'vitest';
import { makePosition } from '../../src/engine';
import { initialPosition } from '../../src/games';
import { checkSpec, startPosition } from '../../src/store/game/spec';
import { parseSavedGame, serialiseGame } from '../../src/store/records/saveFormat';
import { createGameStore } from '../../src/store/game';
import { HUMANS } from '../../src/store/game/savedGame';

const ABACUS_START = 'abacus 3/4/5/4/3 w';

describe('a spec with a start position', () => {
  test('keeps a checked, normalised start', () => {
    const checked = checkSpec({ game: 'abacus', n: 3, layout: 'standard', start: ABACUS_START });
    expect(checked.ok && checked.value.start).toBe(
      makePosition(
        startPosition({ game: 'abacus', n: 3, layout: 'standard', start: ABACUS_START }),
      ),
    );
  });

  test('drops a start that is the layout’s own', () => {
    const start = makePosition(initialPosition('abalone', 5, 'belgian'));
    const checked = checkSpec({ game: 'abalone', n: 5, layout: 'belgian', start });
    expect(checked).toEqual({ ok: true, value: { game: 'abalone', n: 5, layout: 'belgian' } });
  });

  test.each([
    [42, 'spec.start must be a position string'],
    ['abacus 3/4/5/4/3 x', 'spec.start: the side to move must be b or w'],
    [
      'abalone 5/6/7/8/9/8/7/6/5 b 0 0',
      'spec.start is a position of abalone on n=5, not abacus on n=3',
    ],
  ])('rejects %j', (start, message) => {
    const checked = checkSpec({ game: 'abacus', n: 3, layout: 'standard', start });
    expect(checked.ok).toBe(false);
    if (!checked.ok) expect(checked.error.message).toContain(message);
  });

  test('a game from it plays, saves and loads again', () => {
    const store = createGameStore();
    store
      .getState()
      .newGame({ game: 'abacus', n: 3, layout: 'standard', start: ABACUS_START }, HUMANS);
    const state = store.getState();
    expect(makePosition(state.line().position(0))).toBe(state.spec.start);
    const first = state.line().legal(0)[0];
    state.play(first);
    const saved = parseSavedGame(serialiseGame(store.getState()));
    expect(saved.ok && saved.value.spec.start).toBe(state.spec.start);
    expect(saved.ok && saved.value.moves.map((m) => m.move)).toEqual([first]);
  });
});
