/** Zooming the play screen's board: Ctrl and the wheel, a reset, and the setting that turns it off. */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test } from 'vitest';
import { BoardView } from '../../src/components/board/BoardView';
import { GameStoreProvider, PrefsProvider } from '../../src/store/context';
import { prefsWith, storeFor } from './render';

function renderBoard(boardZoom: boolean) {
  render(
    <PrefsProvider prefs={prefsWith({ boardZoom })}>
      <GameStoreProvider store={storeFor()}>
        <BoardView />
      </GameStoreProvider>
    </PrefsProvider>,
  );
  return screen.getByTestId('board');
}

test('Ctrl and the wheel zoom the board; the reset shows it whole; a plain wheel scrolls', async () => {
  const user = userEvent.setup();
  const board = renderBoard(true);
  const whole = board.getAttribute('viewBox');
  // The gestures come in a chunk of their own, loaded once the board is drawn.
  await waitFor(() => expect(document.querySelector('[data-zoomable]')).not.toBeNull());
  fireEvent.wheel(board, { deltaY: 100 });
  expect(board.getAttribute('viewBox')).toBe(whole);
  fireEvent.wheel(board, { deltaY: -400, ctrlKey: true });
  expect(board).toHaveAttribute('data-zoom', '1.82');
  expect(board.getAttribute('viewBox')).not.toBe(whole);
  const reset = screen.getByRole('button', { name: '1.8× · Whole board' });
  expect(reset).toHaveAttribute('data-action', 'zoom-reset');
  await user.click(reset);
  expect(board.getAttribute('viewBox')).toBe(whole);
  expect(board).not.toHaveAttribute('data-zoom');
  expect(screen.queryByRole('button', { name: /Whole board/ })).toBeNull();
});

test("on a focused cell + and − zoom, 0 shows the whole board, and other keys are the board's", async () => {
  const user = userEvent.setup();
  const board = renderBoard(true);
  const whole = board.getAttribute('viewBox');
  await waitFor(() => expect(document.querySelector('[data-zoomable]')).not.toBeNull());
  const cell = board.querySelector<SVGElement>('[data-cell="e5"]')!;
  act(() => cell.focus());
  await user.keyboard('+');
  expect(board).toHaveAttribute('data-zoom', '1.41');
  await user.keyboard('+');
  expect(board).toHaveAttribute('data-zoom', '2.00');
  await user.keyboard('-');
  expect(board).toHaveAttribute('data-zoom', '1.41');
  // Ctrl and + is the browser's own zoom of the page.
  await user.keyboard('{Control>}+{/Control}');
  expect(board).toHaveAttribute('data-zoom', '1.41');
  await user.keyboard('0');
  expect(board).not.toHaveAttribute('data-zoom');
  expect(board.getAttribute('viewBox')).toBe(whole);
});

test('with the setting off, the board never zooms', async () => {
  const board = renderBoard(false);
  const whole = board.getAttribute('viewBox');
  // Whatever the gestures' chunk would do, it has had its time.
  await act(() => import('../../src/components/board/zoomGestures'));
  expect(document.querySelector('[data-zoomable]')).toBeNull();
  fireEvent.wheel(board, { deltaY: -400, ctrlKey: true });
  expect(board.getAttribute('viewBox')).toBe(whole);
  expect(screen.queryByRole('button', { name: /Whole board/ })).toBeNull();
});
