import { describe, expect, test } from 'vitest';
import { analyse, type AnalysisUpdate } from '../../src/ai/search/analyse';
import { WIN_BOUND } from '../../src/ai/search/search';
import { legalMoves, type Position, play } from '../../src/engine';
import { initialPosition } from '../../src/games';
import { abalone } from '../ai/helpers';
import { AIS } from '../ai/ais';

/** Checks that every line is legal from `pos`, move by move. */
function expectLegal(pos: Position, moves: readonly number[]): void {
  let at = pos;
  for (const move of moves) {
    expect(legalMoves(at)).toContain(move);
    at = play(at, move);
  }
}

describe('analyse', () => {
  test.each([
    ['abalone', initialPosition('abalone', 5)],
    ['abacus', initialPosition('abacus', 5)],
  ])('%s: a line and the top three at each deeper depth', (_, pos) => {
    const updates: AnalysisUpdate[] = [];
    const last = analyse(pos, AIS[pos.game].ai, {
      maxDepth: 3,
      maxNodes: 200_000,
      onUpdate: (u) => updates.push(u),
    });
    expect(updates.map((u) => u.depth)).toEqual([1, 2, 3]);
    expect(last).toBe(updates[updates.length - 1]);
    for (const update of updates) {
      expect(update.lines).toHaveLength(3);
      const roots = update.lines.map((l) => l.moves[0]);
      expect(new Set(roots).size).toBe(3);
      const scores = update.lines.map((l) => l.score);
      expect([...scores].sort((a, b) => b - a)).toEqual(scores);
      for (const line of update.lines) expectLegal(pos, line.moves);
      expect(update.lines[0].moves.length).toBeGreaterThanOrEqual(Math.min(update.depth, 1));
      expect(update.solved).toBeUndefined();
    }
    expect(updates[2].lines[0].moves.length).toBeGreaterThan(1);
  });

  test('fewer lines when the position has fewer moves', () => {
    // Black to move with one marble, cornered: every line is still legal and distinct.
    const pos = abalone('a1', 'e5 e6 e7', 'black', { black: 5, white: 5 });
    const count = legalMoves(pos).length;
    const last = analyse(pos, AIS[pos.game].ai, { maxDepth: 2, maxNodes: 50_000, lines: 10 });
    expect(last.lines).toHaveLength(Math.min(count, 10));
  });

  test('a position one push from winning is proven won', () => {
    // White has lost five marbles; Black's Sumito a2-a4 pushes the sixth off from a5.
    const pos = abalone('a2 a3 a4', 'a5 i8 i9', 'black', { black: 0, white: 5 });
    const last = analyse(pos, AIS[pos.game].ai, { maxDepth: 4, maxNodes: 200_000 });
    expect(last.lines[0].score).toBeGreaterThan(WIN_BOUND);
    expect(last.solved).toBe(true);
  });
});
