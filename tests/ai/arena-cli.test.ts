import { spawnSync } from 'node:child_process';
import { expect, test } from 'vitest';

/** Runs `npm run arena` as a user would, through the script runner. */
const arena = (...args: string[]) =>
  spawnSync(process.execPath, ['scripts/run.mjs', 'scripts/arena.ts', ...args], {
    encoding: 'utf8',
  });

/** The lines that depend on the games alone, not on how fast the machine played them. */
const games = (stdout: string): string[] =>
  stdout.split('\n').filter((line) => !/^(elapsed|a \(|b \()/.test(line) && line !== '');

const MATCH = ['--game', 'abalone', '--a', 'easy', '--b', 'greedy', '--games', '4'];

test.each([
  { jobs: '0', message: "--jobs must be a whole number from 1 to 64, not '0'" },
  { jobs: '1.5', message: "--jobs must be a whole number from 1 to 64, not '1.5'" },
  { jobs: 'two', message: "--jobs must be a number ≥ 0, not 'two'" },
])('--jobs $jobs: exit 2 with "$message"', ({ jobs, message }) => {
  const run = arena(...MATCH, '--jobs', jobs);
  expect(run.status).toBe(2);
  expect(run.stderr).toContain(message);
  expect(run.stdout).not.toContain('result:');
});

test('games played two at a time in their own processes are the same games, in order', () => {
  const budget = ['--nodes', '2000', '--max-plies', '40', '--seed', '3'];
  const one = arena(...MATCH, ...budget);
  const two = arena(...MATCH, ...budget, '--jobs', '2');
  expect(one.status).toBe(0);
  expect(two.status).toBe(0);
  const lines = games(two.stdout);
  expect(lines.filter((l) => l.startsWith('game '))).toHaveLength(4);
  expect(lines.filter((l) => l.startsWith('game ')).map((l) => l.split(':')[0])).toEqual([
    'game 1',
    'game 2',
    'game 3',
    'game 4',
  ]);
  expect(lines.at(-1)).toMatch(/^result: easy \d+-\d+-\d+ vs greedy score [\d.]+%$/);
  expect(lines).toEqual(games(one.stdout));
});

test.each(['1', '2'])(
  'with --jobs %s the defender reports how deep it searched, beside the level',
  (jobs) => {
    const run = arena(
      ...['--game', 'abalone', '--a', 'easy', '--b', 'defender', '--games', '2'],
      ...['--nodes', '2000', '--max-plies', '8', '--jobs', jobs],
    );
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/^a \(easy\): 6 moves, mean depth 1\.00,/m);
    expect(run.stdout).toMatch(/^b \(defender\): 6 moves, mean depth \d\.\d\d,/m);
  },
);

test.each([
  { args: ['--b-nodes', '5000'], message: '--b-nodes needs --nodes' },
  { args: ['--b-depth', '0'], message: "--b-depth must be a whole number of plies ≥ 1, not '0'" },
  {
    args: ['--b-depth', '2.5'],
    message: "--b-depth must be a whole number of plies ≥ 1, not '2.5'",
  },
])('$args: exit 2 with "$message"', ({ args, message }) => {
  const run = arena(...MATCH, ...args);
  expect(run.status).toBe(2);
  expect(run.stderr).toContain(message);
});

/** b's mean depth in a short match of Easy against the defender. */
const defenderDepth = (...args: string[]): number => {
  const run = arena(
    ...['--game', 'abalone', '--a', 'easy', '--b', 'defender', '--games', '2'],
    ...['--max-plies', '8', ...args],
  );
  expect(run.status).toBe(0);
  return Number(/^b \(defender\): \d+ moves, mean depth ([\d.]+),/m.exec(run.stdout)?.[1]);
};

test('--b-nodes and --b-depth change how far b searches', () => {
  const even = defenderDepth('--nodes', '3000');
  expect(even).toBeGreaterThan(2);
  expect(defenderDepth('--nodes', '3000', '--b-nodes', '30000')).toBeGreaterThan(even);
  expect(defenderDepth('--nodes', '30000', '--b-depth', '2')).toBe(2);
});
