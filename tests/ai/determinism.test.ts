import { expect, test } from 'vitest';
import { legalMoves, play, positionKey } from '../../src/engine';
import { initialPosition } from '../../src/games';
import { abaloneEvaluator } from '../../src/games/abalone/eval';
import { LEVELS, LEVEL_SETTINGS } from '../../src/ai/search/levels';
import { Searcher } from '../../src/ai/search/search';
import { softmaxPick, think } from '../../src/ai/search/think';
import { createRng } from '../../src/ai/search/rng';
import { AIS } from './ais';

const start = initialPosition('abalone', 5, 'belgian');

test('the same seed and budget give the same move at every level', () => {
  for (const level of LEVELS) {
    const request = { level, seed: 42, maxNodes: 10_000 } as const;
    const a = think(start, AIS[start.game].ai, request);
    const b = think(start, AIS[start.game].ai, request);
    expect(b.move).toBe(a.move);
    expect(b.score).toBe(a.score);
    expect(b.nodes).toBe(a.nodes);
  }
});

test('the search leaves the position as it found it', () => {
  const pos = initialPosition('abacus', 4);
  const before = [...pos.cells, pos.turn, pos.hashLo, pos.hashHi];
  // Without the opening book, which would answer at once.
  const { book: _book, ...ai } = AIS[pos.game].ai;
  expect(think(pos, ai, { level: 'hard', maxNodes: 5_000 }).nodes).toBeGreaterThan(0);
  expect([...pos.cells, pos.turn, pos.hashLo, pos.hashHi]).toEqual(before);
});

test('easy varies with the seed but favours good moves, unlike random play', () => {
  const moves = new Set<number>();
  for (let seed = 0; seed < 12; seed++)
    moves.add(think(start, AIS[start.game].ai, { level: 'easy', seed }).move);
  expect(moves.size).toBeGreaterThan(1);
  // Its choices score far better on average than the average legal move.
  const root = new Searcher(12).search(start, abaloneEvaluator, {
    maxDepth: 1,
    exactRoot: true,
  }).root;
  const mean = root.reduce((sum, r) => sum + r.score, 0) / root.length;
  const rng = createRng(5);
  let chosen = 0;
  for (let i = 0; i < 200; i++) {
    chosen += softmaxPick(root, LEVEL_SETTINGS.easy.temperature * 1000, rng).score;
  }
  expect(chosen / 200).toBeGreaterThan(mean + 100);
});

test('a position from the game history scores as a draw', () => {
  const move = legalMoves(start)[0];
  const repeated = positionKey(play(start, move));
  const searcher = new Searcher(12);
  const root = searcher.search(start, abaloneEvaluator, {
    maxDepth: 2,
    exactRoot: true,
    history: [repeated],
    drawScore: -77,
  }).root;
  expect(root.find((r) => r.move === move)?.score).toBe(-77);
  expect(root.filter((r) => r.score === -77)).toHaveLength(1);
});

test('a depth cap bounds the nominal depth, and a node budget the nodes', () => {
  const capped = think(start, AIS[start.game].ai, {
    level: 'expert',
    maxDepth: 2,
    maxNodes: 1_000_000,
  });
  expect(capped.depth).toBe(2);
  const budgeted = think(start, AIS[start.game].ai, { level: 'expert', maxNodes: 3_000 });
  expect(budgeted.nodes).toBeLessThan(3_000 + 2_048);
  expect(legalMoves(start)).toContain(budgeted.move);
});

test('shouldStop aborts the search, which still answers with a legal move', () => {
  let polls = 0;
  const result = new Searcher(12).search(start, abaloneEvaluator, {
    shouldStop: () => ++polls > 3,
  });
  expect(polls).toBe(4);
  expect(result.nodes).toBeLessThan(5 * 2_048);
  expect(legalMoves(start)).toContain(result.move);
});

// A game's `noise` scales the lower levels' temperature: with none to speak of Easy only
// ever plays a best-scoring move, with much it also plays worse ones.
test.each([
  [0.0001, false],
  [100, true],
])("a game's noise of %d units: Easy plays worse moves than its best: %s", (noise, worse) => {
  // A few stones down, so that the moves no longer all score alike.
  let pos = initialPosition('abacus', 4);
  for (let i = 0; i < 6; i++) pos = play(pos, legalMoves(pos)[i * 5]);
  const ai = { ...AIS.abacus.ai, noise, solver: undefined };
  const best = Math.max(
    ...new Searcher(12)
      .search(pos, ai.player(pos.turn), { maxDepth: 1, exactRoot: true })
      .root.map((r) => r.score),
  );
  const scores = new Set<number>();
  for (let seed = 0; seed < 16; seed++)
    scores.add(think(pos, ai, { level: 'easy', seed, maxNodes: 20_000 }).score);
  expect([...scores].some((score) => score < best)).toBe(worse);
});
