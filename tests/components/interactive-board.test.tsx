/**
 * The one board a move is made on, as the game, a lesson and a puzzle set it up: its
 * options choose the bar, the legend, the frame, the name and where the moves come from.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import {
  InteractiveBoard,
  type InteractiveBoardProps,
} from '../../src/components/board/InteractiveBoard';
import { parseMove } from '../../src/engine';
import { initialPosition } from '../../src/games';
import { cell } from './render';

const START = initialPosition('abacus', 5, 'standard');

const moveOf = (token: string) => {
  const move = parseMove(START, token);
  if (!move.ok) throw new Error(move.error.message);
  return move.value;
};

function board(options: Partial<InteractiveBoardProps> = {}) {
  const onMove = vi.fn();
  render(<InteractiveBoard pos={START} interactive onMove={onMove} {...options} />);
  return onMove;
}

describe('the interactive board', () => {
  test('alone it is a named, labelled board that emits the finished move and what was picked', async () => {
    const onMove = board();
    const grid = screen.getByRole('grid', { name: /^.+ board, 61 cells, .+ to move$/ });
    expect(grid).toBeInTheDocument();
    const svg = screen.getByTestId('board');
    expect(svg).toHaveAttribute('data-game', 'abacus');
    expect(svg).toHaveAttribute('data-board-theme');
    expect(screen.getByTestId('coordinates')).toBeInTheDocument();
    expect(document.querySelector('[role="status"]')).toBeNull();
    expect(screen.queryByTestId('legend')).toBeNull();
    await userEvent.click(cell('e5'));
    expect(onMove).toHaveBeenCalledWith(moveOf('e5'), new Set());
  });

  test('the legal moves it is given are the only ones it plays', async () => {
    const onMove = board({ legal: [moveOf('a1')] });
    await userEvent.click(cell('e5'));
    expect(onMove).not.toHaveBeenCalled();
    await userEvent.click(cell('a1'));
    expect(onMove).toHaveBeenCalledWith(moveOf('a1'), new Set());
  });

  test('a board that only shows plays nothing', async () => {
    const onMove = board({ interactive: false });
    await userEvent.click(cell('e5'));
    expect(onMove).not.toHaveBeenCalled();
  });

  test("play's bar holds a move for Confirm, and the legend follows it", async () => {
    const onMove = board({ bar: 'play', confirmMoves: 'always', legend: true });
    await userEvent.click(cell('e5'));
    expect(onMove).not.toHaveBeenCalled();
    expect(screen.getByTestId('board-message')).toHaveTextContent(
      'Choose the cell again, or press Confirm',
    );
    const confirm = screen.getByRole('button', { name: 'Confirm' });
    expect(confirm).toHaveClass('hx-confirm');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveAttribute(
      'data-action',
      'cancel-move',
    );
    expect(screen.getByTestId('legend')).toBeInTheDocument();
    await userEvent.click(confirm);
    expect(onMove).toHaveBeenCalledWith(moveOf('e5'), new Set());
  });

  test("a lesson's bar says what `say` makes of the board's word, with the caller's buttons", async () => {
    board({
      bar: 'lesson',
      confirmMoves: 'always',
      say: (message) => message || 'Play the centre',
      actions: <button type="button">Again</button>,
    });
    const said = screen.getByTestId('try-message');
    expect(said).toHaveTextContent('Play the centre');
    expect(screen.getByRole('button', { name: 'Again' })).toBeInTheDocument();
    await userEvent.click(cell('e5'));
    expect(said).toHaveTextContent('Choose the cell again, or press Confirm');
    expect(screen.getByRole('button', { name: 'Confirm' })).not.toHaveClass('hx-confirm');
  });

  test('a frame holds the board and what lies over it; name, data and counts are the caller’s', () => {
    board({
      label: 'The centre',
      data: { 'data-turn': 'black' },
      allCounts: true,
      coordinates: false,
      frame: { className: 'hx-test-frame', overlay: <svg data-testid="overlay" /> },
    });
    const frame = document.querySelector<HTMLElement>('.hx-test-frame')!;
    expect(within(frame).getByTestId('board')).toBeInTheDocument();
    expect(within(frame).getByTestId('overlay')).toBeInTheDocument();
    expect(screen.getByRole('grid', { name: 'The centre' })).toBeInTheDocument();
    const svg = screen.getByTestId('board');
    expect(svg).toHaveAttribute('data-turn', 'black');
    expect(svg).toHaveAttribute('data-game', 'abacus');
    expect(svg).toHaveAttribute('data-counts', 'all');
    expect(screen.queryByTestId('coordinates')).toBeNull();
  });
});
