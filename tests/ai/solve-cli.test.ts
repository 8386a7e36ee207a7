import { spawnSync } from 'node:child_process';
import { expect, test } from 'vitest';

/** Runs `npm run solve` as a user would, through the script runner. */
const solve = (...args: string[]) =>
  spawnSync(process.execPath, ['scripts/run.mjs', 'scripts/solve.ts', ...args], {
    encoding: 'utf8',
  });

test.each([
  { args: [], message: 'give a position string to solve' },
  { args: ['abacus 3/4/5/4/3 b', '--nodes', 'many'], message: '--nodes takes a whole number' },
  { args: ['abacus 3/4/5/4/3 b', '--tt', '40'], message: '--tt takes 10 to 28' },
  { args: ['abacus 3/4/5/4 b'], message: 'bad position' },
  { args: ['abalone wwwww/wwwwww/2www2/8/9/8/2bbb2/bbbbbb/bbbbb b 0 0'], message: 'only Abacus' },
])('$args: exit 2 with "$message"', ({ args, message }) => {
  const run = solve(...args);
  expect(run.status).toBe(2);
  expect(run.stderr).toContain(message);
  expect(run.stdout).not.toContain('result:');
});

test('a small ending is solved and its winning move printed', () => {
  // A random n=3 ending with five empty cells that the side to move wins.
  const run = solve('abacus 2b/bwww/w1bb1/ww1b/bbw w');
  expect(run.status).toBe(0);
  expect(run.stdout).toMatch(/^result: white wins$/m);
  expect(run.stdout).toMatch(/^winning move: [a-e]\d/m);
});
