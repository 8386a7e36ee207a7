/** Puzzles from the reader's games: the mistakes a review found, one after another. */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test } from 'vitest';
import { PuzzlesDialog } from '../../src/components/puzzles/PuzzlesDialog';
import { AppProvider, PrefsProvider } from '../../src/store/context';
import type { Library } from '../../src/store/library/library';
import { appOf, prefsWith, storeFor } from '../components/render';
import { scriptedClient } from '../review/helpers';
import { libraryOf } from '../store/library-stub';
import { BEST, reviewedRecord, SCORES } from '../store/reviewed-record';

function renderTrainer(library: Library): void {
  render(
    <AppProvider app={appOf(storeFor(), library)}>
      <PrefsProvider prefs={prefsWith()}>
        <PuzzlesDialog
          initialGame="abalone"
          onClose={() => {}}
          now={() => 0}
          newClient={() => scriptedClient(SCORES, BEST)}
        />
      </PrefsProvider>
    </AppProvider>,
  );
}

test('the reader’s mistakes one after another: the task, the better move shown, the next', async () => {
  const user = userEvent.setup();
  renderTrainer(libraryOf([await reviewedRecord({ black: 'hard', white: 'human' }, 'g1')]));
  const source = await screen.findByRole('combobox', { name: 'Puzzles' });
  await user.selectOptions(source, 'yours');
  // The proven puzzles' filters are theirs alone.
  expect(screen.queryByRole('combobox', { name: 'Theme' })).toBeNull();
  const count = await screen.findByTestId('puzzle-yours-count');
  expect(count).toHaveAttribute('data-count', '2');
  expect(count).toHaveTextContent('2 mistakes from your reviewed games · not rated');
  const puzzle = screen.getByTestId('puzzle');
  expect(puzzle).toHaveAttribute('data-mistake', 'g1:4');
  expect(within(puzzle).getByTestId('puzzle-title')).toHaveTextContent(/move 2: a mistake$/);
  expect(within(puzzle).getByTestId('puzzle-status')).toHaveTextContent(
    'White to move. You played a5b5 here: find a better move.',
  );
  expect(within(puzzle).getByRole('button', { name: 'Retry' })).toBeDisabled();

  await user.click(within(puzzle).getByRole('button', { name: 'Show solution' }));
  expect(within(puzzle).getByTestId('puzzle-status')).toHaveTextContent(
    'The review’s better move was a4b5, in place of a5b5.',
  );
  expect(puzzle).toHaveAttribute('data-state', 'solved');

  await user.click(within(puzzle).getByRole('button', { name: 'Next puzzle' }));
  const next = screen.getByTestId('puzzle');
  expect(next).toHaveAttribute('data-mistake', 'g1:6');
  expect(within(next).getByTestId('puzzle-title')).toHaveTextContent(/move 3: a blunder$/);
  expect(next).toHaveAttribute('data-state', 'solving');
});

test('with no reviewed game, it says how to get puzzles of one’s own', async () => {
  const user = userEvent.setup();
  renderTrainer(libraryOf([]));
  await user.selectOptions(await screen.findByRole('combobox', { name: 'Puzzles' }), 'yours');
  expect(await screen.findByTestId('puzzle-yours-none')).toHaveTextContent(
    /^No mistakes to practise yet\. Review your games/,
  );
});
