import { expect, test } from 'vitest';
import { parseTexelArgs } from '../../scripts/lib/texel-args';

test('defaults fill what is not given', () => {
  const parsed = parseTexelArgs(['--games', 'games.apgn', '--layout', 'belgian']);
  expect(parsed).toEqual({
    ok: true,
    value: {
      game: 'abalone',
      size: 5,
      layout: 'belgian',
      games: 'games.apgn',
      selfPlay: 0,
      nodes: 1000,
      maxPlies: 400,
      seed: 1,
      skip: 8,
      holdout: 10,
      fix: [],
      out: undefined,
      blend: 1,
      step: 8,
      passes: 500,
    },
  });
});

test('self-play with fixed weights and a blend', () => {
  const parsed = parseTexelArgs(
    '--game abacus --size 4 --self-play 300 --nodes 500 --fix RESERVE,PAIR --blend 0.5 --out w.json'.split(
      ' ',
    ),
  );
  expect(parsed.ok && parsed.value).toMatchObject({
    game: 'abacus',
    size: 4,
    selfPlay: 300,
    nodes: 500,
    fix: ['RESERVE', 'PAIR'],
    blend: 0.5,
    out: 'w.json',
  });
});

test.each([
  { argv: ['--games'], code: 'missing-value' },
  { argv: ['--gamez', 'x'], code: 'unknown-option' },
  { argv: [], code: 'missing-value' },
  { argv: ['--games', 'x', '--self-play', '10'], code: 'missing-value' },
  { argv: ['--games', 'x', '--blend', '0'], code: 'bad-number' },
  { argv: ['--games', 'x', '--blend', '1.5'], code: 'bad-number' },
  { argv: ['--games', 'x', '--holdout', '1'], code: 'bad-number' },
  { argv: ['--games', 'x', '--skip', 'two'], code: 'bad-number' },
  { argv: ['--games', 'x', '--game', 'chess'], code: 'bad-game' },
  { argv: ['--games', 'x', '--layout', 'daisy'], code: 'bad-layout' },
])('$argv is refused: $code', ({ argv, code }) => {
  const parsed = parseTexelArgs(argv);
  expect(parsed.ok).toBe(false);
  if (!parsed.ok) expect(parsed.error.code).toBe(code);
});
