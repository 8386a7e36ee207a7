import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { BoardView } from '../../src/components/board/BoardView';
import type { ConfirmMoves } from '../../src/store/prefs';
import { texts } from '../fixtures';
import { ABACUS, ABALONE, cell, prefsWith, renderWith, storeFor } from './render';

const ghosts = () =>
  [...document.querySelectorAll('[data-testid="move-preview"] [data-after="black"]')]
    .map((g) => g.getAttribute('data-ghost'))
    .sort();
const confirmButton = () => document.querySelector('[data-action="confirm"]');
const message = () => screen.getByTestId('board-message');

const tap = (label: string) => {
  fireEvent.pointerDown(cell(label), { button: 0, pointerType: 'touch' });
  fireEvent.pointerUp(cell(label), { button: 0, pointerType: 'touch' });
  fireEvent.click(cell(label));
};

function board(spec = ABACUS, confirmMoves: ConfirmMoves) {
  return renderWith(<BoardView />, storeFor(spec), prefsWith({ confirmMoves }));
}

describe('confirm moves: always', () => {
  test('an Abacus placement by mouse waits, drawn, and a second click on its cell plays it', async () => {
    const user = userEvent.setup();
    const store = board(ABACUS, 'always');
    await user.click(cell('e5'));
    expect(texts(store.getState())).toEqual([]);
    expect(cell('e5')).not.toHaveAttribute('data-stone');
    expect(ghosts()).toEqual(['e5']);
    expect(confirmButton()).not.toBeNull();
    expect(message()).toHaveTextContent('Choose the cell again, or press Confirm');
    await user.click(cell('e5'));
    expect(texts(store.getState())).toEqual(['e5']);
    expect(cell('e5')).toHaveAttribute('data-stone', 'black');
    expect(confirmButton()).toBeNull();
  });

  test('the Confirm button plays the waiting placement', async () => {
    const user = userEvent.setup();
    const store = board(ABACUS, 'always');
    await user.click(cell('d4'));
    expect(texts(store.getState())).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(texts(store.getState())).toEqual(['d4']);
  });

  test('Escape drops the waiting move, and so does a click off the board', async () => {
    const user = userEvent.setup();
    const store = board(ABACUS, 'always');
    await user.click(cell('e5'));
    await user.keyboard('{Escape}');
    expect(ghosts()).toEqual([]);
    expect(confirmButton()).toBeNull();
    await user.click(cell('e5'));
    expect(ghosts()).toEqual(['e5']);
    await user.click(document.body);
    expect(ghosts()).toEqual([]);
    expect(texts(store.getState())).toEqual([]);
  });

  test('a click on another cell waits with its own move instead', async () => {
    const user = userEvent.setup();
    const store = board(ABACUS, 'always');
    await user.click(cell('e5'));
    await user.click(cell('f6'));
    expect(ghosts()).toEqual(['f6']);
    await user.click(cell('f6'));
    expect(texts(store.getState())).toEqual(['f6']);
  });

  test('Enter on a focused cell waits too; Enter again plays it', async () => {
    const user = userEvent.setup();
    const store = board(ABACUS, 'always');
    act(() => (cell('e5') as HTMLElement).focus());
    await user.keyboard('{Enter}');
    expect(texts(store.getState())).toEqual([]);
    expect(ghosts()).toEqual(['e5']);
    await user.keyboard('{Enter}');
    expect(texts(store.getState())).toEqual(['e5']);
  });

  test('an Abalone move waits after its marbles are picked', async () => {
    const user = userEvent.setup();
    const store = board(ABALONE, 'always');
    await user.click(cell('c3'));
    await user.click(cell('d3'));
    expect(texts(store.getState())).toEqual([]);
    expect(cell('c3')).toHaveAttribute('data-selected', 'true');
    expect(ghosts()).toEqual(['d3']);
    await user.click(cell('d3'));
    expect(texts(store.getState())).toEqual(['c3d3']);
  });
});

describe('confirm moves: touch and never', () => {
  test('on touch (the default), an Abacus placement waits for a second tap; the mouse plays at once', () => {
    const store = board(ABACUS, 'touch');
    tap('e5');
    expect(texts(store.getState())).toEqual([]);
    expect(message()).toHaveTextContent('Tap again');
    tap('e5');
    expect(texts(store.getState())).toEqual(['e5']);
    fireEvent.click(cell('f6'));
    expect(texts(store.getState())).toEqual(['e5', 'f6']);
  });

  test('never: a tap plays a placement and an Abalone move at once', () => {
    const abacus = board(ABACUS, 'never');
    tap('e5');
    expect(texts(abacus.getState())).toEqual(['e5']);
    expect(confirmButton()).toBeNull();
  });

  test('never: an Abalone tap on a target plays it at once', () => {
    const abalone = board(ABALONE, 'never');
    tap('c3');
    tap('d3');
    expect(texts(abalone.getState())).toEqual(['c3d3']);
  });

  test('with touch, Enter on a cell plays at once', async () => {
    const user = userEvent.setup();
    const store = board(ABACUS, 'touch');
    act(() => (cell('e5') as HTMLElement).focus());
    await user.keyboard('{Enter}');
    expect(texts(store.getState())).toEqual(['e5']);
  });
});
