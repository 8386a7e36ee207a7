import { expect, test } from 'vitest';
import { parseSprtArgs } from '../../scripts/lib/sprt-args';
import { BASELINE_COMMIT } from '../../scripts/lib/baseline';

const ISSUE = [
  ...['--game', 'abalone', '--layout', 'belgian', '--a', 'hard', '--b', 'medium'],
  ...['--nodes', '20000', '--elo0', '0', '--elo1', '50', '--max-games', '400'],
];

test("the issue's example", () => {
  expect(parseSprtArgs(ISSUE)).toEqual({
    ok: true,
    value: {
      game: 'abalone',
      size: 5,
      layout: 'belgian',
      a: 'hard',
      b: 'medium',
      aWeights: undefined,
      bWeights: undefined,
      nodes: 20000,
      timeMs: undefined,
      scale: undefined,
      elo0: 0,
      elo1: 50,
      alpha: 0.05,
      beta: 0.05,
      maxGames: 400,
      maxPlies: 400,
      jobs: 1,
      seed: 1,
      openings: undefined,
      baselineCommit: BASELINE_COMMIT,
    },
  });
});

test.each([
  {
    argv: ['--game', 'abacus', '--size', '5', '--a', 'easy', '--b', 'greedy', '--time', '200'],
    key: 'timeMs',
    value: 200,
  },
  { argv: [...ISSUE, '--jobs', '2'], key: 'jobs', value: 2 },
  { argv: [...ISSUE, '--a-weights', 'w.json'], key: 'aWeights', value: 'w.json' },
  { argv: [...ISSUE, '--elo0', '-10', '--elo1', '10'], key: 'elo0', value: -10 },
  { argv: [...ISSUE, '--alpha', '0.01', '--beta', '0.1'], key: 'alpha', value: 0.01 },
  { argv: [...ISSUE, '--seed', '7'], key: 'seed', value: 7 },
  { argv: ['--a', 'hard', '--b', 'easy', '--scale', '0.1'], key: 'scale', value: 0.1 },
  { argv: ['--a', 'hard', '--b', 'greedy', '--nodes', '100'], key: 'layout', value: 'standard' },
])('$argv: $key is $value', ({ argv, key, value }) => {
  const parsed = parseSprtArgs(argv);
  expect(parsed.ok && parsed.value[key as keyof typeof parsed.value]).toBe(value);
});

test.each([
  { argv: [...ISSUE, '--games', '4'], code: 'unknown-option', message: "unknown option '--games'" },
  { argv: [...ISSUE, 'extra'], code: 'unknown-option', message: "unknown option 'extra'" },
  { argv: [...ISSUE, '--seed'], code: 'missing-value', message: '--seed needs a value' },
  {
    argv: [...ISSUE, '--jobs', '--seed', '1'],
    code: 'missing-value',
    message: '--jobs needs a value',
  },
  {
    argv: [...ISSUE, '--jobs', 'two'],
    code: 'bad-number',
    message: "--jobs takes a number, not 'two'",
  },
  {
    argv: [...ISSUE, '--jobs', '0'],
    code: 'bad-number',
    message: "--jobs takes a whole number from 1 to 64, not '0'",
  },
  { argv: [...ISSUE, '--max-games', '9'], code: 'bad-number', message: '--max-games must be even' },
  { argv: [...ISSUE, '--game', 'chess'], code: 'bad-game', message: "unknown game 'chess'" },
  { argv: [...ISSUE, '--layout', 'nonesuch'], code: 'bad-layout', message: "no layout 'nonesuch'" },
  {
    argv: [...ISSUE, '--a', 'grandmaster'],
    code: 'bad-player',
    message: "--a 'grandmaster' is not a level, a bot or baseline",
  },
  {
    argv: [...ISSUE, '--b', 'baseline', '--b-weights', 'w.json'],
    code: 'bad-weights',
    message: 'baseline plays without the evaluation',
  },
  {
    argv: ISSUE.slice(0, 6).concat(ISSUE.slice(8)),
    code: 'bad-player',
    message: '--b is required',
  },
  {
    argv: [...ISSUE, '--b', 'baseline', '--baseline-commit', 'HEAD~1'],
    code: 'bad-commit',
    message: "--baseline-commit takes a commit's hash (7 to 40 hex digits), not 'HEAD~1'",
  },
  {
    argv: [...ISSUE, '--baseline-commit', '8d9936c'],
    code: 'bad-commit',
    message: 'names the engine of a side that is baseline',
  },
  {
    argv: [...ISSUE, '--b', 'random', '--b-weights', 'w.json'],
    code: 'bad-weights',
    message: 'random plays without the evaluation',
  },
  {
    argv: [...ISSUE, '--time', '100'],
    code: 'bad-budget',
    message: 'give one of --nodes, --time and --scale',
  },
  {
    argv: ISSUE.filter((_, i) => i !== 8 && i !== 9),
    code: 'bad-budget',
    message: 'give one of --nodes, --time and --scale',
  },
  {
    argv: [...ISSUE.filter((_, i) => i !== 8 && i !== 9), '--scale', '0'],
    code: 'bad-budget',
    message: '--scale takes a factor above 0',
  },
  {
    argv: [...ISSUE, '--nodes', '0'],
    code: 'bad-budget',
    message: '--nodes takes a whole number from 1',
  },
  {
    argv: [...ISSUE, '--elo0', '60'],
    code: 'bad-hypotheses',
    message: '--elo0 must be below --elo1',
  },
  {
    argv: [...ISSUE, '--alpha', '0.5'],
    code: 'bad-hypotheses',
    message: '--alpha takes a rate between 0 and 0.5',
  },
])('$argv is rejected ($code): $message', ({ argv, code, message }) => {
  const parsed = parseSprtArgs(argv);
  expect(parsed.ok).toBe(false);
  if (!parsed.ok) {
    expect(parsed.error.code).toBe(code);
    expect(parsed.error.message).toContain(message);
  }
});

test('baseline is a player: the frozen engine of scripts/lib/baseline.ts', () => {
  const parsed = parseSprtArgs([...ISSUE, '--b', 'baseline']);
  expect(parsed.ok && parsed.value.b).toBe('baseline');
  expect(parsed.ok && parsed.value.baselineCommit).toBe(BASELINE_COMMIT);
});

test('baseline may be the engine of another commit, to measure one change against the one before', () => {
  const parsed = parseSprtArgs([...ISSUE, '--b', 'baseline', '--baseline-commit', '8d9936c']);
  expect(parsed.ok && parsed.value.baselineCommit).toBe('8d9936c');
});
