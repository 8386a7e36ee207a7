import { screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { longGame } from '../../scripts/long-game';
import { LONG_LIST_PLIES, MoveList } from '../../src/components/moves/MoveList';
import { ABALONE, renderWith, storeFor } from './render';

const game = longGame(LONG_LIST_PLIES + 1);

// Only a long list lays out just the rows in view: in a short one the browser's check of
// every row's visibility, in every frame, costs more than the rows' layout saves.
test.each([
  [1, false],
  [LONG_LIST_PLIES, false],
  [LONG_LIST_PLIES + 1, true],
])('a list of %i plies lays out only the rows in view: %s', (plies, long) => {
  renderWith(<MoveList />, storeFor(ABALONE, game.slice(0, plies)));
  const list = screen.getByTestId('move-list');
  expect(list.hasAttribute('data-long')).toBe(long);
  expect(list.querySelectorAll('[data-ply]')).toHaveLength(plies);
});
