import { expect, test } from 'vitest';
import { legalMoves, makePosition, play } from '../../src/engine';
import { initialPosition } from '../../src/games';
import { defenderMove } from '../../scripts/lib/bots';
import { defenderScore } from '../../src/games/abalone/defender';
import { think } from '../../src/ai/search/think';
import { abalone } from './helpers';
import { AIS } from './ais';

const start = initialPosition('abalone', 5, 'belgian');

test('the defender is deterministic under a node budget, whatever it searched before', () => {
  const first = defenderMove(start, AIS[start.game].ai, { maxNodes: 8_000 }).move;
  defenderMove(play(start, legalMoves(start)[3]), AIS.abalone.ai, { maxNodes: 8_000 });
  think(start, AIS[start.game].ai, { level: 'hard', maxNodes: 8_000 });
  expect(defenderMove(start, AIS[start.game].ai, { maxNodes: 8_000 }).move).toBe(first);
  expect(legalMoves(start)).toContain(first);
});

test('the defender leaves the position as it found it', () => {
  const before = makePosition(start);
  defenderMove(start, AIS[start.game].ai, { maxNodes: 4_000 });
  expect(makePosition(start)).toBe(before);
});

test.each([
  { what: 'its own marble lost', white: 0, black: 1, change: -1000 },
  { what: 'an enemy marble taken', white: 1, black: 0, change: 0 },
])('to the defender (Black), $what changes the score by $change', ({ white, black, change }) => {
  const marbles = ['E5 E4 D4 F5 F6', 'A1 A2 I9 I8'] as const;
  const base = abalone(...marbles, 'black', { black: 0, white: 0 });
  const after = abalone(...marbles, 'black', { black, white });
  expect(defenderScore(after, 1) - defenderScore(base, 1)).toBe(change);
});

test('a huddle in the centre scores better for the defender than a line on the rim', () => {
  const huddle = abalone('E5 E4 D4 F5 F6', 'A1 I9', 'black', { black: 0, white: 0 });
  const rim = abalone('A1 A2 A3 A4 A5', 'E5 I9', 'black', { black: 0, white: 0 });
  expect(defenderScore(huddle, 1)).toBeGreaterThan(defenderScore(rim, 1));
});
