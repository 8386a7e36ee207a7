import { expect, test } from 'vitest';
import { parseSolveArgs } from '../../scripts/lib/solve-args';

test.each([
  {
    argv: ['abacus 3/4/5/4/3 b'],
    position: 'abacus 3/4/5/4/3 b',
    maxNodes: Infinity,
    ms: Infinity,
    ttBits: 22,
  },
  { argv: ['p', '--nodes', '500'], position: 'p', maxNodes: 500, ms: Infinity, ttBits: 22 },
  { argv: ['--ms', '2000', 'p'], position: 'p', maxNodes: Infinity, ms: 2000, ttBits: 22 },
  { argv: ['p', '--tt', '26'], position: 'p', maxNodes: Infinity, ms: Infinity, ttBits: 26 },
])('$argv', ({ argv, ...expected }) => {
  expect(parseSolveArgs(argv)).toEqual({ ok: true, value: expected });
});

test.each([
  { argv: [], code: 'missing-position' },
  { argv: ['p', 'q'], code: 'bad-option' },
  { argv: ['p', '--depth', '3'], code: 'bad-option' },
  { argv: ['p', '--nodes'], code: 'bad-number' },
  { argv: ['p', '--nodes', '-5'], code: 'bad-number' },
  { argv: ['p', '--ms', '1.5'], code: 'bad-number' },
  { argv: ['p', '--tt', '9'], code: 'bad-number' },
  { argv: ['p', '--tt', '29'], code: 'bad-number' },
])('$argv is rejected: $code', ({ argv, code }) => {
  const result = parseSolveArgs(argv);
  expect(result.ok).toBe(false);
  if (!result.ok) expect(result.error.code).toBe(code);
});
