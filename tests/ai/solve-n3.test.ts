import { expect, test } from 'vitest';
import { legalMoves, outcome, play } from '../../src/engine';
import { initialPosition } from '../../src/games';
import { bitBoardOf, bitMoves, BIT_SLIDE } from '../../src/games/abacus/bits';
import { BOOK_3, BOOK_3_WINNER } from '../../src/games/abacus/book-3';
import { createRng } from '../../src/ai/search/rng';
import { think } from '../../src/ai/search/think';
import { AIS } from './ais';

test('every book move is legal in its position', () => {
  const bb = bitBoardOf(3);
  const out = new Int32Array(1024);
  expect(BOOK_3.length).toBeGreaterThan(100);
  for (let i = 0; i < BOOK_3.length; i += 2) {
    // The index's base-3 digits by cell: 1 the mover's stone, 2 the opponent's.
    let own = 0;
    let other = 0;
    let rest = BOOK_3[i];
    for (let c = 0; c < bb.board.cellCount; c++, rest = Math.floor(rest / 3)) {
      if (rest % 3 === 1) own |= 1 << bb.bitOf[c];
      if (rest % 3 === 2) other |= 1 << bb.bitOf[c];
    }
    const count = bitMoves(bb, own, other, out, 0);
    expect(Array.from(out.subarray(0, count))).toContain(BOOK_3[i + 1]);
    expect(BOOK_3[i + 1] & ~(BIT_SLIDE | 1023)).toBe(0);
  }
});

test.each([1, 2, 3])(
  'expert, as White on n=3, beats random defence %i with proven moves',
  (seed) => {
    expect(BOOK_3_WINNER).toBe('white');
    const rng = createRng(seed);
    let pos = initialPosition('abacus', 3);
    while (!outcome(pos)) {
      if (pos.turn === 1) {
        const moves = legalMoves(pos);
        pos = play(pos, moves[rng.int(moves.length)]);
      } else {
        const result = think(pos, AIS[pos.game].ai, { level: 'expert', maxNodes: 2_000_000 });
        expect(result.solved).toBe(true);
        pos = play(pos, result.move);
      }
    }
    expect(outcome(pos)?.winner).toBe('white');
  },
);

test('below expert, the whole n=3 game is not solved, only its endings', () => {
  let pos = initialPosition('abacus', 3);
  pos = play(pos, legalMoves(pos)[0]);
  expect(think(pos, AIS[pos.game].ai, { level: 'hard', maxNodes: 20_000 }).solved).toBe(false);
  expect(think(pos, AIS[pos.game].ai, { level: 'expert', maxNodes: 20_000 }).solved).toBe(true);
});
