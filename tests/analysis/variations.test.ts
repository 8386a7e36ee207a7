import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  legalMoves,
  type Move,
  parseMove,
  play as playMove,
  type RecordVariation,
  replayRecord,
} from '../../src/engine';
import { makeRecord, parseRecords } from '../../src/engine/apgn';
import { initialPosition, GAME_MODULES } from '../../src/games';
import { createGameStore } from '../../src/store/game';
import {
  checkSavedGame,
  parseSavedGame,
  SAVE_VERSION,
  serialiseGame,
  toSaveData,
} from '../../src/store/records/saveFormat';
import {
  selectBoardOpen,
  selectComputerToMove,
  selectPosition,
  selectViewing,
} from '../../src/store/game/selectors';
import type { GameSpec, Variation } from '../../src/store/game/savedGame';
import { gameOf, play } from '../store/games';

const ABACUS: GameSpec = { game: 'abacus', n: 5, layout: 'standard' };
const ABALONE: GameSpec = { game: 'abalone', n: 5, layout: 'standard' };

const texts = (list: readonly { text: string }[]): string[] => list.map((m) => m.text);
/** The tree as texts, for readable expectations. */
const shape = (list: readonly Variation[]): unknown[] =>
  list.map((v) => ({ ply: v.ply, moves: texts(v.moves), variations: shape(v.variations) }));

describe('side lines in the store', () => {
  test('a move away from the end starts a side line and leaves the game as it is', () => {
    const store = gameOf(ABACUS, ['e5', 'a1', 'b2']);
    const game = store.getState().moves;
    store.getState().goTo(1);
    play(store, 'c3', 'd4');
    const s = store.getState();
    expect(s.moves).toBe(game);
    expect(shape(s.variations)).toEqual([{ ply: 1, moves: ['c3', 'd4'], variations: [] }]);
    expect(s.path).toEqual([0]);
    expect(s.cursor).toBe(3);
    expect(texts(s.viewed().records)).toEqual(['e5', 'c3', 'd4']);
    expect(selectViewing(s)).toBe(true);
  });

  test.each([
    ['the game’s own next move follows the game', ['a1'], [], 2],
    ['a side line’s first move enters it', ['c3'], [0], 2],
    ['a new move starts a second side line', ['d4'], [1], 2],
  ])('%s', (_, tokens, path, cursor) => {
    const store = gameOf(ABACUS, ['e5', 'a1', 'b2']);
    store.getState().goTo(1);
    play(store, 'c3');
    store.getState().goTo(1);
    expect(store.getState().path).toEqual([]);
    play(store, ...tokens);
    expect(store.getState().path).toEqual(path);
    expect(store.getState().cursor).toBe(cursor);
    expect(store.getState().moves).toHaveLength(3);
  });

  test('side lines nest, and stepping back past a branch views the parent line', () => {
    const store = gameOf(ABACUS, ['e5', 'a1', 'b2']);
    store.getState().goTo(1);
    play(store, 'c3', 'd4', 'c4');
    store.getState().goTo(2);
    play(store, 'b3');
    let s = store.getState();
    expect(shape(s.variations)).toEqual([
      {
        ply: 1,
        moves: ['c3', 'd4', 'c4'],
        variations: [{ ply: 2, moves: ['b3'], variations: [] }],
      },
    ]);
    expect(s.path).toEqual([0, 0]);
    s.goTo(2);
    expect(store.getState().path).toEqual([0]);
    store.getState().goTo(1);
    s = store.getState();
    expect(s.path).toEqual([]);
    expect(s.cursor).toBe(1);
  });

  test('explore plays a line as a side line even from the end of a live game', () => {
    const store = gameOf(ABACUS, ['e5', 'a1']);
    const start = selectPosition(store.getState());
    const b2 = parseMove(start, 'b2');
    if (!b2.ok) throw new Error('setup');
    const c3 = parseMove(playMove(start, b2.value), 'c3');
    if (!c3.ok) throw new Error('setup');
    store.getState().explore([b2.value, c3.value]);
    const s = store.getState();
    expect(texts(s.moves)).toEqual(['e5', 'a1']);
    expect(shape(s.variations)).toEqual([{ ply: 2, moves: ['b2', 'c3'], variations: [] }]);
    expect(s.cursor).toBe(4);
    expect(selectComputerToMove(s)).toBe(false);
    // The game's next move is then a real move, and the side line replaces it.
    s.goToLine([], 2);
    play(store, 'd4');
    expect(texts(store.getState().moves)).toEqual(['e5', 'a1', 'd4']);
    expect(store.getState().variations).toHaveLength(1);
  });

  test('delete removes a side line and views where it left; promote swaps nested lines', () => {
    const store = gameOf(ABACUS, ['e5', 'a1', 'b2']);
    store.getState().goTo(1);
    play(store, 'c3', 'd4', 'c4');
    store.getState().goTo(2);
    play(store, 'b3');
    store.getState().promoteVariation([0, 0]);
    let s = store.getState();
    expect(shape(s.variations)).toEqual([
      {
        ply: 1,
        moves: ['c3', 'b3'],
        variations: [{ ply: 2, moves: ['d4', 'c4'], variations: [] }],
      },
    ]);
    expect(s.path).toEqual([0]);
    expect(s.cursor).toBe(3);
    s.deleteVariation([0]);
    s = store.getState();
    expect(s.variations).toEqual([]);
    expect(s.path).toEqual([]);
    expect(s.cursor).toBe(1);
    expect(texts(s.moves)).toEqual(['e5', 'a1', 'b2']);
  });

  test('down enters side lines and cycles siblings, up leaves them', () => {
    const store = gameOf(ABACUS, ['e5', 'a1', 'b2']);
    store.getState().goTo(1);
    play(store, 'c3');
    store.getState().goTo(1);
    play(store, 'd4');
    store.getState().goTo(1);
    const views: [readonly number[], number][] = [];
    const look = () => views.push([store.getState().path, store.getState().cursor]);
    const s = () => store.getState();
    expect(s().enterVariation()).toBe(true);
    look();
    expect(s().enterVariation()).toBe(true);
    look();
    expect(s().enterVariation()).toBe(true);
    look();
    expect(s().leaveVariation()).toBe(true);
    look();
    expect(s().leaveVariation()).toBe(false);
    s().goTo(2);
    expect(s().enterVariation()).toBe(false);
    expect(views).toEqual([
      [[0], 2],
      [[1], 2],
      [[0], 2],
      [[], 1],
    ]);
  });

  test('the computer never answers in a side line, and the board stays open there', () => {
    const store = createGameStore();
    store.getState().newGame(ABALONE, { black: 'human', white: 'hard' });
    play(store, 'a1b2');
    expect(selectComputerToMove(store.getState())).toBe(true);
    store.getState().goTo(0);
    play(store, 'a5b5');
    const s = store.getState();
    expect(s.path).toEqual([0]);
    expect(selectComputerToMove(s)).toBe(false);
    expect(selectBoardOpen(s)).toBe(true);
    expect(texts(s.moves)).toEqual(['a1b2']);
  });
});

describe('saving side lines', () => {
  test('a version 1 save reads with no side lines', () => {
    const v1 = {
      version: 1,
      spec: ABACUS,
      moves: ['e5', 'a1'],
      cursor: 1,
      ending: null,
    };
    const read = checkSavedGame(v1);
    expect(read.ok && read.value.variations).toBeUndefined();
    expect(read.ok && read.value.cursor).toBe(1);
  });

  test('side lines and the viewed line survive a save round trip', () => {
    const store = gameOf(ABACUS, ['e5', 'a1', 'b2']);
    store.getState().goTo(1);
    play(store, 'c3', 'd4', 'c4');
    store.getState().goTo(2);
    play(store, 'b3');
    const text = serialiseGame(store.getState());
    expect(JSON.parse(text).version).toBe(SAVE_VERSION);
    const read = parseSavedGame(text);
    if (!read.ok) throw new Error(read.error.message);
    expect(shape(read.value.variations ?? [])).toEqual(shape(store.getState().variations));
    expect(read.value.path).toEqual([0, 0]);
    expect(read.value.cursor).toBe(3);
    const again = createGameStore({ saved: read.value });
    expect(selectPosition(again.getState())).toEqual(selectPosition(store.getState()));
  });

  test.each([
    ['an illegal side-line move', { ply: 1, moves: ['e5'], variations: [] }, /move 2 'e5'/],
    ['a ply past the game', { ply: 4, moves: ['c3'], variations: [] }, /ply must be/],
    ['no moves', { ply: 1, moves: [], variations: [] }, /non-empty/],
    [
      'a nested line at its parent’s first move',
      { ply: 1, moves: ['c3', 'd4'], variations: [{ ply: 1, moves: ['b3'], variations: [] }] },
      /ply must be a whole number from 2 to 2/,
    ],
  ])('%s is refused with a clear error', (_, variation, message) => {
    const data = {
      ...toSaveData(gameOf(ABACUS, ['e5', 'a1', 'b2']).getState()),
      variations: [variation],
    };
    const read = checkSavedGame(data);
    expect(read.ok).toBe(false);
    if (!read.ok) expect(read.error.message).toMatch(message);
  });

  test('a path to no side line is refused', () => {
    const data = { ...toSaveData(gameOf(ABACUS, ['e5']).getState()), path: [0] };
    const read = checkSavedGame(data);
    expect(!read.ok && read.error.message).toMatch(/path/);
  });
});

describe('side lines in APGN', () => {
  const start = () => {
    const parsed = parseRecords('[Game "Abacus"]\n[Size "5"]\n*');
    if (!parsed.ok) throw new Error('setup');
    const replayed = replayRecord(parsed.value[0], GAME_MODULES);
    if (!replayed.ok) throw new Error('setup');
    return replayed.value.start;
  };

  test('nested side lines are written in parentheses after the move they replace', () => {
    const store = gameOf(ABACUS, ['e5', 'a1', 'b2']);
    store.getState().goTo(1);
    play(store, 'c3', 'd4', 'c4');
    store.getState().goTo(2);
    play(store, 'b3');
    const s = store.getState();
    const toMoves = (list: readonly Variation[]): RecordVariation<Move>[] =>
      list.map((v) => ({
        ply: v.ply,
        moves: v.moves.map((m) => m.move),
        variations: toMoves(v.variations),
      }));
    const text = makeRecord(
      start(),
      s.moves.map((m) => m.move),
      '*',
      [],
      toMoves(s.variations),
    );
    expect(text).toContain('1. e5 a1 (1... c3 2. d4 (2. b3) 2... c4) 2. b2 *');
    const parsed = parseRecords(text);
    if (!parsed.ok) throw new Error(parsed.error.message);
    expect(parsed.value[0].moves).toEqual(['e5', 'a1', 'b2']);
    expect(parsed.value[0].variations).toEqual([
      {
        ply: 1,
        moves: ['c3', 'd4', 'c4'],
        variations: [{ ply: 2, moves: ['b3'], variations: [] }],
      },
    ]);
    const replayed = replayRecord(parsed.value[0], GAME_MODULES);
    if (!replayed.ok) throw new Error(replayed.error.message);
    expect(replayed.value.variations).toEqual(toMoves(s.variations));
    expect(makeRecord(start(), replayed.value.moves, '*', [], replayed.value.variations)).toBe(
      text,
    );
  });

  test.each([
    ['1. e5 a1 ( b2', /never closed/],
    ['1. e5 a1 ) *', /without the '\('/],
    ['( e5 ) *', /must follow the move/],
    ['1. e5 () *', /no moves/],
    ['1. e5 a1 (1... e5) *', null],
  ])('%s', (text, error) => {
    const parsed = parseRecords(`[Game "Abacus"]\n\n${text}`);
    if (error) {
      expect(!parsed.ok && parsed.error.message).toMatch(error);
      return;
    }
    if (!parsed.ok) throw new Error(parsed.error.message);
    const replayed = replayRecord(parsed.value[0], GAME_MODULES);
    expect(!replayed.ok && replayed.error.message).toMatch(/side line from move 2/);
  });

  test('random side lines round trip through the writer and the reader', () => {
    const pos0 = initialPosition('abacus', 5);
    fc.assert(
      fc.property(
        fc.array(fc.nat(), { minLength: 2, maxLength: 8 }),
        fc.array(fc.tuple(fc.nat(), fc.array(fc.nat(), { minLength: 1, maxLength: 4 })), {
          maxLength: 4,
        }),
        (picks, branches) => {
          // The game: each pick a legal move.
          const positions = [pos0];
          const moves: Move[] = [];
          for (const pick of picks) {
            const legal = legalMoves(positions[positions.length - 1]);
            if (legal.length === 0) break;
            const move = legal[pick % legal.length];
            moves.push(move);
            positions.push(playMove(positions[positions.length - 1], move));
          }
          const variations = branches.map(([at, line]) => {
            const ply = at % moves.length;
            let pos = positions[ply];
            const out: Move[] = [];
            for (const pick of line) {
              const legal = legalMoves(pos);
              if (legal.length === 0) break;
              out.push(legal[pick % legal.length]);
              pos = playMove(pos, out[out.length - 1]);
            }
            return { ply, moves: out, variations: [] };
          });
          const ordered = variations.filter((v) => v.moves.length > 0);
          const text = makeRecord(start(), moves, '*', [], ordered);
          const parsed = parseRecords(text);
          if (!parsed.ok) return false;
          const replayed = replayRecord(parsed.value[0], GAME_MODULES);
          if (!replayed.ok) return false;
          // The writer groups side lines by the move they replace, keeping their order there.
          const byPly = [...ordered].sort((a, b) => a.ply - b.ply);
          expect(replayed.value.moves).toEqual(moves);
          expect(replayed.value.variations).toEqual(byPly);
          return true;
        },
      ),
      { numRuns: 40 },
    );
  });
});
