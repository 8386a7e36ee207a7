import fc from 'fast-check';
import { expect, test } from 'vitest';
import { boardOf, type Position } from '../../src/engine';
import { initialPosition, loadAllGames } from '../../src/games';
import { lineTerms } from '../../src/games/abalone/eval';
import { abalone } from './helpers';
import { referenceTerms } from './abalone-eval-reference';

await loadAllGames();

/** A position of any size with any marbles where they are drawn: legal or not, the terms must agree. */
const anyPosition = fc
  .record({
    n: fc.integer({ min: 4, max: 7 }),
    fill: fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 169, maxLength: 169 }),
    turn: fc.constantFrom(1, 2),
    black: fc.integer({ min: 0, max: 6 }),
    white: fc.integer({ min: 0, max: 6 }),
  })
  .map(({ n, fill, turn, black, white }): Position => {
    const pos = initialPosition('abalone', n);
    // Dense boards make the long columns and lines that push; sparse ones the lone marbles.
    const density = fill[0] % 3;
    for (let c = 0; c < boardOf(n).cellCount; c++) {
      const r = fill[c];
      pos.cells[c] = r < 3 + density * 2 ? 0 : r % 2 === 0 ? 1 : 2;
    }
    pos.turn = turn as Position['turn'];
    pos.extras[1] = black;
    pos.extras[2] = white;
    return pos;
  });

test('the line terms read off runs equal those counted marble by marble', () => {
  fc.assert(
    fc.property(anyPosition, (pos) => {
      const terms = lineTerms(pos);
      const reference = referenceTerms(pos);
      for (const name of ['cohesion', 'pushes', 'pressure', 'danger'] as const)
        expect([terms[name][1], terms[name][2]], name).toEqual([
          reference[name][1],
          reference[name][2],
        ]);
    }),
    { numRuns: 3000, seed: 39 },
  );
});

// Black (1) lined up behind White's line from E5 or E8, the rim beyond E9.
test.each([
  { white: 'E5 E6', black: 'E4', lined: 1 },
  { white: 'E5 E6', black: 'E3 E4', lined: 2 },
  { white: 'E5 E6', black: 'E1 E2 E3 E4', lined: 3 },
  { white: 'E5 E6 E7', black: 'E2 E3 E4', lined: 0 },
  { white: 'E5 E6', black: 'E3 E4 E7', lined: 0 },
  { white: 'E5 E6', black: 'D2 C2', lined: 0 },
  { white: 'E5 E6', black: 'D4 C3', lined: 2 },
  { white: 'E8 E9', black: 'E7', lined: 2 },
  { white: 'E8 E9', black: 'E6 E7', lined: 4 },
])('black $black lined up behind white $white counts $lined', ({ white, black, lined }) => {
  const pos = abalone(black, white, 'black', { black: 0, white: 2 });
  expect(lineTerms(pos).pressure[1]).toBe(lined);
});

test.each([
  // A column of two pushes one; of three, two; equal columns do not push.
  { black: 'E3 E4', white: 'E5', pushes: [1, 0], danger: [0, 0] },
  { black: 'E2 E3 E4', white: 'E5 E6', pushes: [1, 0], danger: [0, 0] },
  { black: 'E3 E4', white: 'E5 E6', pushes: [0, 0], danger: [0, 0] },
  // Blocked behind: no push.
  { black: 'E3 E4', white: 'E5 E7', pushes: [1, 0], danger: [0, 0] },
  { black: 'E3 E4', white: 'E5 E6 E7', pushes: [0, 1], danger: [0, 0] },
  // Onto the rim: White's edge marble at E9 is in danger from a column of two.
  { black: 'E7 E8', white: 'E9', pushes: [1, 0], danger: [0, 1] },
  { black: 'E6 E7', white: 'E8 E9', pushes: [0, 0], danger: [0, 0] },
  { black: 'E5 E6 E7', white: 'E8 E9', pushes: [1, 0], danger: [0, 1] },
])(
  '$black against $white: pushes $pushes, in danger $danger',
  ({ black, white, pushes, danger }) => {
    const terms = lineTerms(abalone(black, white, 'black', { black: 0, white: 0 }));
    expect([terms.pushes[1], terms.pushes[2]]).toEqual(pushes);
    expect([terms.danger[1], terms.danger[2]]).toEqual(danger);
  },
);
