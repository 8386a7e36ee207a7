import { expect, test } from 'vitest';
import { legalMoves, makeMoveText, outcome, play } from '../../src/engine';
import { createRng } from '../../src/ai/search/rng';
import { think } from '../../src/ai/search/think';
import { abalone, isSafe, randomAbalone, winsAtOnce } from './helpers';
import { AIS } from './ais';

// Depth and node limits, not time: vitest runs the engine far slower than a bundle.
const budget = { maxDepth: 3, maxNodes: 300_000, seed: 1 } as const;

test('pushes the sixth marble off when it can', () => {
  // C3-B2 push White's A1 off the corner; White already lost five.
  const pos = abalone('C3 B2 E5 E6 F6 G7', 'A1 D4 F5 G6 H7 I8 C6', 'black', { black: 0, white: 5 });
  const result = think(pos, AIS[pos.game].ai, { level: 'hard', ...budget });
  expect(makeMoveText(pos, result.move)).toBe('c3b2');
  expect(outcome(play(pos, result.move))).toEqual({ winner: 'black', reason: 'target' });
});

test('parries the threat on its sixth marble', () => {
  // White's C3-B2 column aims at Black's A1; Black, five down, must step aside.
  const pos = abalone('A1 E5 E6 F6 G7 H8', 'C3 B2 D4 F5 G5 I9 C6', 'black', { black: 5, white: 0 });
  const moves = legalMoves(pos);
  const safe = moves.filter((m) => isSafe(pos, m));
  expect(safe.length).toBeGreaterThan(0);
  expect(safe.length).toBeLessThan(moves.length);
  const result = think(pos, AIS[pos.game].ai, { level: 'hard', ...budget });
  expect(isSafe(pos, result.move)).toBe(true);
});

test('agrees with an exhaustive two-ply solve on random endings', () => {
  const rng = createRng(2024);
  let wins = 0;
  let defences = 0;
  for (let tries = 0; tries < 400 && (wins < 6 || defences < 6); tries++) {
    const pos = randomAbalone(rng, 8);
    if (outcome(pos)) continue;
    const moves = legalMoves(pos);
    const winning = moves.filter((m) => winsAtOnce(pos, m));
    if (winning.length > 0 && winning.length < moves.length && wins < 6) {
      wins++;
      const result = think(pos, AIS[pos.game].ai, { level: 'hard', ...budget });
      expect(winning).toContain(result.move);
      continue;
    }
    if (winning.length > 0 || defences >= 6) continue;
    const safe = moves.filter((m) => isSafe(pos, m));
    if (safe.length === 0 || safe.length === moves.length) continue;
    defences++;
    const result = think(pos, AIS[pos.game].ai, { level: 'hard', ...budget });
    expect(safe).toContain(result.move);
  }
  expect(wins).toBe(6);
  expect(defences).toBe(6);
});

test('every level takes an immediate win', () => {
  const pos = abalone('C3 B2 E5 E6 F6 G7', 'A1 D4 F5 G6 H7 I8 C6', 'black', { black: 0, white: 5 });
  for (const level of ['easy', 'medium', 'hard', 'expert'] as const) {
    for (let seed = 0; seed < 5; seed++) {
      const result = think(pos, AIS[pos.game].ai, { level, seed, maxDepth: 2, maxNodes: 100_000 });
      expect(winsAtOnce(pos, result.move)).toBe(true);
    }
  }
});
