import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { parseMove, play, type Position } from '../../src/engine';
import { parsePosition } from '../../src/games';
import { parseExplorer } from '../../src/explorer/format';
import { indexExplorer } from '../../src/explorer/lookup';

const DATA = new URL('../../src/explorer/data/explorer.txt', import.meta.url);

describe('every move the shipped explorer lists leads to a position it lists the games of', () => {
  const parsed = parseExplorer(readFileSync(DATA, 'utf8'));
  if (!parsed.ok) throw new Error(parsed.error.message);
  const index = indexExplorer(parsed.value, parsePosition);
  if (!index.ok) throw new Error(index.error.message);
  const explorer = index.value;
  const { books } = parsed.value;

  test('the books: the MiGs games of Belgian Daisy, self-play of the other layouts and sizes', () => {
    expect(books.map((b) => `${b.source} ${b.variant}`)).toEqual([
      'games abalone.5.belgian',
      'engine abalone.5.standard',
      'engine abalone.5.german',
      'engine abalone.5.dutch',
      'engine abalone.5.swiss',
      'engine abalone.5.domination',
      'engine abacus.4.standard',
      'engine abacus.5.standard',
      'engine abacus.6.standard',
    ]);
  });

  test.each(books.map((book, i) => [book.variant, i] as const))(
    '%s, walked from its start over every edge',
    (_, bookIndex) => {
      const book = books[bookIndex];
      const start = parsePosition(book.start);
      if (!start.ok) throw new Error(start.error.message);
      const seen = new Set<number>([0]);
      const queue: Position[] = [start.value];
      let edges = 0;
      for (let at = 0; at < queue.length; at++) {
        const pos = queue[at];
        const entry = explorer.find(pos)!;
        expect(entry.bookIndex).toBe(bookIndex);
        expect(entry.tally.games).toBeGreaterThanOrEqual(1);
        if (book.source === 'games') expect(entry.games).toHaveLength(entry.tally.games);
        for (const row of entry.rows) {
          edges++;
          const move = parseMove(pos, row.move);
          if (!move.ok) throw new Error(`${row.move}: ${move.error.message}`);
          const next = play(pos, move.value);
          const child = explorer.find(next);
          // The position the move leads to is listed, with the games the move counts.
          expect(child?.bookIndex).toBe(bookIndex);
          expect(child?.node).toBe(row.next);
          expect(child?.tally).toEqual({
            games: row.games,
            black: row.black,
            white: row.white,
            draws: row.draws,
            plies: row.plies,
          });
          if (book.source === 'games') expect(child?.games).toHaveLength(row.games);
          if (!seen.has(row.next)) {
            seen.add(row.next);
            queue.push(next);
          }
        }
      }
      // Every node is reached from the start, each but the start by an edge walked.
      expect(book.nodes.length).toBeGreaterThan(1);
      expect(seen.size).toBe(book.nodes.length);
      expect(edges).toBeGreaterThanOrEqual(book.nodes.length - 1);
    },
    60_000,
  );
});
