/**
 * What every game's rules page must hold true, as one suite a test file runs over each
 * game of the registry (tests/learn/diagrams.test.ts), and over the toy registered as a
 * third game (tests/toy/toy-registered.test.tsx).
 */
import { describe, expect, test } from 'vitest';
import {
  type Game,
  makePosition,
  moveInfo,
  NONE,
  outcome,
  parseCell,
  parseMove,
  play,
  type Position,
} from '../../src/engine';
import type { GameLearning } from '../../src/games';
import type { Arrow, Diagram } from '../../src/learn/diagrams';
import { move, position } from '../fixtures';

const cellOf = (pos: Position, label: string): number => parseCell(pos.board, label);

/** An arrow's cells as the engine numbers them; NONE for a cell off the board. */
const ends = (pos: Position, arrow: Arrow) => [cellOf(pos, arrow.from), cellOf(pos, arrow.to)];

export function learningSuite(game: Game, learning: GameLearning): void {
  const entries: [string, Diagram][] = Object.entries(learning.diagrams);
  const withMove = entries.flatMap(([id, d]) => (d.move === undefined ? [] : [[id, d] as const]));
  const refusals = entries.flatMap(([id, d]) =>
    (d.illegal ?? []).map((r) => [id, r.move, r.because, d] as const),
  );

  describe(`${game}: its rules page`, () => {
    describe.each(entries)('diagram %s', (id, diagram) => {
      const pos = position(diagram.position);

      test('its position string is canonical and of its game, still in play', () => {
        expect(makePosition(pos)).toBe(diagram.position);
        expect(pos.game).toBe(game);
        expect(diagram.game).toBe(game);
        expect(outcome(pos)).toBeUndefined();
      });

      test('its rings are cells of the board', () => {
        for (const label of diagram.highlight) expect(cellOf(pos, label)).not.toBe(NONE);
      });

      test('its arrows draw its move and its refused moves', () => {
        const info =
          diagram.move === undefined ? undefined : moveInfo(pos, move(pos, diagram.move));
        const moved = new Set(info?.from.map((c, i) => `${c}>${info.to[i]}`));
        const pushed = info?.pushed ?? [];
        for (const arrow of diagram.arrows) {
          const [from, to] = ends(pos, arrow);
          switch (arrow.kind) {
            case 'move':
              expect(moved.has(`${from}>${to}`), `${arrow.from}→${arrow.to}`).toBe(true);
              break;
            case 'push':
              expect(pushed).toContain(from);
              expect(pos.cells[to]).not.toBe(pos.turn);
              break;
            case 'off':
              expect(info?.ejects).toBe(true);
              expect(pushed.at(-1)).toBe(from);
              expect(to).toBe(NONE);
              break;
            case 'illegal':
              expect(pos.cells[from]).toBe(pos.turn);
              break;
          }
        }
        // Every piece the move carries has its arrow.
        expect(diagram.arrows.filter((a) => a.kind === 'move')).toHaveLength(
          info && info.from.length > 0 ? info.from.length : 0,
        );
      });

      test('its words name the one cell it rings', () => {
        const text = learning.words.diagrams[id]?.text.toLowerCase() ?? '';
        expect(text, 'its words').not.toBe('');
        if (diagram.highlight.length === 1) expect(text).toContain(diagram.highlight[0]);
      });
    });

    test.each(withMove)('%s: the move shown does what its words claim', (_id, diagram) => {
      const before = position(diagram.position);
      const after = play(before, move(before, diagram.move ?? ''));
      const facts = diagram.claim?.(before, after) ?? [];
      expect(facts.length).toBeGreaterThan(0);
      for (const { what, found, claimed } of facts) expect(found, what).toEqual(claimed);
    });

    test.each(refusals)('%s: %s is refused because %s', (_id, text, because, diagram) => {
      const parsed = parseMove(position(diagram.position), text);
      expect(parsed.ok).toBe(false);
      if (!parsed.ok) expect(parsed.error.message).toContain(because);
    });

    test('shows every diagram exactly once', () => {
      const shown = learning.page.flatMap((s) => s.diagrams);
      expect([...shown].sort()).toEqual(entries.map(([id]) => id).sort());
    });
  });
}
