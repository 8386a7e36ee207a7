import userEvent from '@testing-library/user-event';
import { render, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { LEVELS } from '../../src/ai/search/levels';
import { GAMES } from '../../src/engine';
import {
  StrengthHarness as Harness,
  strengthLines as lines,
  strengthOf,
  strengthSuite,
} from '../suites/strength';

strengthSuite(GAMES);

test.each(LEVELS)('no two games say the same of %s', (level) => {
  const said = GAMES.map((game) => strengthOf('en', game, level));
  expect(new Set(said).size).toBe(GAMES.length);
});

test('two people at the screen: no line', () => {
  render(<Harness game="abalone" players={{ black: 'human', white: 'human' }} />);
  expect(lines()).toHaveLength(0);
});

test('one line for a level both seats have, one for each of two levels, in seat order', async () => {
  const user = userEvent.setup();
  render(<Harness game="abacus" players={{ black: 'hard', white: 'hard' }} />);
  expect(lines().map((l) => l.dataset.level)).toEqual(['hard']);
  for (const seat of ['Black', 'White'])
    expect(screen.getByLabelText(seat)).toHaveAccessibleDescription(
      strengthOf('en', 'abacus', 'hard'),
    );
  await user.selectOptions(screen.getByLabelText('Black'), 'easy');
  expect(lines().map((l) => l.dataset.level)).toEqual(['easy', 'hard']);
  expect(screen.getByLabelText('Black')).toHaveAccessibleDescription(
    strengthOf('en', 'abacus', 'easy'),
  );
  await user.selectOptions(screen.getByLabelText('Black'), 'human');
  expect(lines().map((l) => l.dataset.level)).toEqual(['hard']);
});

test("choosing the other game shows that game's line", async () => {
  const user = userEvent.setup();
  render(<Harness game="abalone" players={{ black: 'easy', white: 'human' }} />);
  expect(lines()[0]).toHaveTextContent(strengthOf('en', 'abalone', 'easy'));
  await user.selectOptions(screen.getByLabelText('Game', { exact: true }), 'abacus');
  expect(lines()[0]).toHaveTextContent(strengthOf('en', 'abacus', 'easy'));
});
