import { act, screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { MoveList } from '../../src/components/moves/MoveList';
import { ViewingBar } from '../../src/components/moves/ViewingBar';
import { ABACUS, renderWith, storeFor } from './render';

// The bar names the full move as the move list's highlighted row numbers it; plies are
// only counted.
test.each([
  [0, 'Viewing the start (ply 0 of 4) —'],
  [1, 'Viewing move 1, Black (ply 1 of 4) —'],
  [2, 'Viewing move 1, White (ply 2 of 4) —'],
  [3, 'Viewing move 2, Black (ply 3 of 4) —'],
])('viewing after ply %i: %s', (cursor, words) => {
  const store = renderWith(
    <>
      <ViewingBar />
      <MoveList />
    </>,
    storeFor(ABACUS, ['e5', 'a1', 'b2', 'c3']),
  );
  act(() => store.getState().goTo(cursor));
  const bar = screen.getByTestId('viewing');
  expect(bar).toHaveTextContent(words);
  const row = within(screen.getByTestId('move-list'))
    .queryAllByRole('button')
    .find((b) => b.getAttribute('aria-current') === 'step');
  // The highlighted row's label starts with the same move and mover: "Move 2, Black: b2".
  const named = row?.getAttribute('aria-label')?.split(':')[0].replace('Move', 'move');
  if (named) expect(bar.textContent).toContain(`Viewing ${named}`);
  else expect(cursor).toBe(0);
});

// One line: the ply of all and the buttons' first words are drawn; the sentences stay
// what is read, and each button's drawn word is the start of its name.
test('the bar draws the ply and short words; the names stay whole', () => {
  const store = renderWith(<ViewingBar />, storeFor(ABACUS, ['e5', 'a1', 'b2', 'c3']));
  act(() => store.getState().goTo(2));
  const bar = screen.getByTestId('viewing');
  const back = within(bar).getByRole('button', { name: 'back to the game' });
  const go = within(bar).getByRole('button', { name: 'Continue from here' });
  expect(back).toHaveTextContent(/^Back$/);
  expect(go).toHaveTextContent(/^Continue$/);
  const drawn = bar.querySelector('[aria-hidden="true"]');
  expect(drawn).toHaveTextContent(/^2 \/ 4$/);
});
