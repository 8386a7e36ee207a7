import fc from 'fast-check';
import { expect, test } from 'vitest';
import { loadAllGames } from '../../src/games';
import { lineTerms } from '../../src/games/abalone/eval';
import { abalone, anyAbaloneBoard } from './helpers';
import { referenceTerms } from './abalone-eval-reference';

await loadAllGames();

test('the line terms read off runs equal those counted marble by marble', () => {
  fc.assert(
    fc.property(anyAbaloneBoard, (pos) => {
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
