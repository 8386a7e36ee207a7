import { spawnSync } from 'node:child_process';
import { expect, test } from 'vitest';

/** Runs `npm run sprt` as a user would, through the script runner. */
const sprt = (...args: string[]) =>
  spawnSync(process.execPath, ['scripts/run.mjs', 'scripts/sprt.ts', ...args], {
    encoding: 'utf8',
  });

const LAST_LINE =
  /^result: (H1 accepted|H0 accepted|inconclusive), elo -?\d+\.\d ± \d+\.\d, LLR -?\d+\.\d\d \(-2\.94, 2\.94\), games \d+$/;

/** The output without the seconds each pair took, which depend on the machine. */
const games = (stdout: string): string[] =>
  stdout
    .trim()
    .split('\n')
    .filter((line) => !line.startsWith('sprt:'))
    .map((line) => line.replace(/, \d+ s$/, ''));

test.each([
  {
    args: ['--a', 'hard', '--b', 'easy', '--nodes', '100', '--max-games', '3'],
    message: '--max-games must be even',
  },
  { args: ['--a', 'hard', '--b', 'easy'], message: 'give one of --nodes, --time and --scale' },
  {
    args: [
      '--game',
      'abacus',
      '--a',
      'hard',
      '--b',
      'easy',
      '--nodes',
      '100',
      '--a-weights',
      'x.json',
    ],
    message: 'cannot read x.json',
  },
  {
    args: ['--a', 'hard', '--b', 'easy', '--nodes', '100', '--a-weights', 'no/such.json'],
    message: 'cannot read no/such.json',
  },
])('$args: exit 2 with "$message"', ({ args, message }) => {
  const run = sprt(...args);
  expect(run.status).toBe(2);
  expect(run.stderr).toContain(message);
  expect(run.stdout).not.toContain('result:');
});

test('four Belgian Daisy games from recorded openings, the same with two worker threads', () => {
  const match = ['--layout', 'belgian', '--a', 'medium', '--b', 'easy', '--nodes', '300'];
  const budget = ['--max-games', '4', '--max-plies', '30', '--seed', '3'];
  const one = sprt(...match, ...budget);
  const two = sprt(...match, ...budget, '--jobs', '2');
  expect(one.status).toBe(0);
  expect(two.status).toBe(0);
  expect(one.stdout).toMatch(/^openings: \d+ positions after 2-8 plies of 2589 games/m);
  const lines = games(one.stdout);
  expect(lines.filter((l) => l.startsWith('pair '))).toHaveLength(2);
  expect(lines.at(-1)).toMatch(LAST_LINE);
  expect(lines.at(-1)).toMatch(/games 4$/);
  expect(games(two.stdout)).toEqual(lines);
});

test('Abacus from random openings, a level against a bot', () => {
  const run = sprt(
    ...['--game', 'abacus', '--size', '4', '--a', 'easy', '--b', 'random', '--nodes', '200'],
    ...['--max-games', '2'],
  );
  expect(run.status).toBe(0);
  expect(run.stdout).toMatch(/^openings: random 2-4 plies$/m);
  expect(games(run.stdout).at(-1)).toMatch(LAST_LINE);
});
