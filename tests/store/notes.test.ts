import { describe, expect, test } from 'vitest';
import {
  checkSavedGame,
  parseSavedGame,
  SAVE_VERSION,
  serialiseGame,
} from '../../src/store/records/saveFormat';
import { selectDrawOffer, selectViewedMove } from '../../src/store/game/selectors';
import type { GameSpec } from '../../src/store/game/savedGame';
import { gameOf, play } from './games';

const ABACUS: GameSpec = { game: 'abacus', n: 5, layout: 'standard' };
const ABALONE: GameSpec = { game: 'abalone', n: 5, layout: 'standard' };

describe('notes on the moves of the game and its side lines', () => {
  test('a comment and glyph on a move of the game; empty notes remove them', () => {
    const store = gameOf(ABACUS, ['e5', 'a1', 'b2']);
    const before = store.getState().moves;
    store.getState().annotate([], 2, { comment: '  a quiet move ', glyphs: ['?!'] });
    const { moves } = store.getState();
    expect(moves[1].notes).toEqual({ comment: 'a quiet move', glyphs: ['?!'] });
    // The other moves are the same objects: only the noted move changed.
    expect(moves[0]).toBe(before[0]);
    expect(moves[2]).toBe(before[2]);
    store.getState().annotate([], 2, { comment: '   ', glyphs: [] });
    expect(store.getState().moves[1]).toEqual({ move: before[1].move, text: 'a1' });
  });

  test('a move of a side line is noted in the side line, one of its parent in the parent', () => {
    const store = gameOf(ABACUS, ['e5', 'a1', 'b2']);
    store.getState().goTo(1);
    play(store, 'c3', 'd4');
    const { path } = store.getState();
    expect(path).toEqual([0]);
    store.getState().annotate(path, 3, { comment: 'in the side line' });
    // Move 1 lies before the side line leaves the game: it is the game's own move.
    store.getState().annotate(path, 1, { glyphs: ['!'] });
    const s = store.getState();
    expect(s.variations[0].moves.map((m) => m.notes)).toEqual([
      undefined,
      { comment: 'in the side line' },
    ]);
    expect(s.moves[0].notes).toEqual({ glyphs: ['!'] });
    expect(selectViewedMove(s)?.notes).toEqual({ comment: 'in the side line' });
  });

  test.each([
    [[], 0],
    [[], 4],
    [[3], 1],
    [[], 1.5],
  ])('a move that is not there (path %j, ply %d) is ignored', (path, ply) => {
    const store = gameOf(ABACUS, ['e5', 'a1', 'b2']);
    const before = store.getState();
    store.getState().annotate(path, ply, { comment: 'x' });
    expect(store.getState().moves).toBe(before.moves);
    expect(store.getState().variations).toBe(before.variations);
  });

  test('a comment on the game keeps a pending draw offer', () => {
    const store = gameOf(ABALONE, ['a1b2'], { black: 'human', white: 'human' });
    store.getState().offerDraw();
    store.getState().annotate([], 1, { comment: 'offered after this' });
    expect(selectDrawOffer(store.getState())).toMatchObject({ answer: 'pending' });
    store.getState().answerDraw(true);
    expect(store.getState().ending).toEqual({ reason: 'agreement', winner: undefined });
  });

  test('notes are saved and read back, in the game and its side lines', () => {
    const store = gameOf(ABACUS, ['e5', 'a1', 'b2']);
    store.getState().annotate([], 1, { comment: 'centre', clock: 61_000, eval: { score: -1 } });
    store.getState().goTo(1);
    play(store, 'c3');
    store.getState().annotate([0], 2, { glyphs: ['??'], eval: { mate: 3 } });
    const text = serialiseGame(store.getState());
    expect(JSON.parse(text).version).toBe(SAVE_VERSION);
    const read = parseSavedGame(text);
    if (!read.ok) throw new Error(read.error.message);
    expect(read.value.moves).toEqual(store.getState().moves);
    expect(read.value.variations).toEqual(store.getState().variations);
  });
});

describe('saves before notes, and notes that do not read', () => {
  const v2 = {
    version: 2,
    spec: ABACUS,
    moves: ['e5', 'a1'],
    cursor: 2,
    variations: [{ ply: 1, moves: ['b2'], variations: [] }],
    path: [],
    ending: null,
  };

  test('a version 2 save reads with no notes', () => {
    const read = checkSavedGame(v2);
    if (!read.ok) throw new Error(read.error.message);
    expect(read.value.moves.every((m) => m.notes === undefined)).toBe(true);
    expect(read.value.variations?.[0].moves[0].notes).toBeUndefined();
  });

  test.each([
    [{ notes: [{ comment: 5 }] }, 'notes[0].comment must be text'],
    [{ notes: [null, { clock: -1 }] }, 'notes[1].clock must be a whole number'],
    [{ notes: [{ glyphs: ['?!?'] }] }, 'notes[0].glyphs must be a list'],
    [{ notes: [{ eval: { score: 'big' } }] }, 'notes[0].eval must be'],
    [{ notes: [null, null, null] }, 'notes must be a list of at most 2 notes'],
    [{ notes: 'x' }, 'notes must be a list'],
    [
      { variations: [{ ply: 1, moves: ['b2'], variations: [], notes: [7] }] },
      'variations[0].notes[0] must be an object or null',
    ],
  ])('%j is refused: %s', (change, message) => {
    const read = checkSavedGame({ ...v2, version: 3, ...change });
    expect(read.ok).toBe(false);
    if (!read.ok) expect(read.error.message).toContain(message);
  });
});
