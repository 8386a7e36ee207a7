import { libraryOf } from '../store/library-stub';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test } from 'vitest';
import type { LibraryRecord } from '../../src/store/library/library';
import { recordOf } from '../../src/store/library/sync';
import { ABACUS, renderApp, storeFor } from './render';

function gameRecord(tokens: readonly string[], id: string): LibraryRecord {
  return { ...recordOf(storeFor(ABACUS, tokens).getState(), 1, 0, 0), id };
}

// A game's length is counted in plies; "move" is kept for full moves, as the move list
// numbers them, so one ply is not "1 move" nor seven full moves "14 moves".
test.each([
  [[], '0 plies'],
  [['e5'], '1 ply'],
  [['e5', 'a1', 'b2', 'c3'], '4 plies'],
])('Games lists a game of %j as %s', async (tokens, words) => {
  const user = userEvent.setup();
  renderApp(storeFor(), libraryOf([gameRecord(tokens, 'listed')]));
  await user.click(screen.getByRole('button', { name: 'Games' }));
  const [item] = await within(await screen.findByTestId('games')).findAllByRole('listitem');
  expect(item).toHaveAttribute('data-game-id', 'listed');
  expect(within(item).getByText(words)).toHaveAttribute('data-field', 'moves');
});
