import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { BoardSettings } from '../../src/components/settings/BoardSettings';
import { BoardView } from '../../src/components/board/BoardView';
import { texts } from '../fixtures';
import { ABACUS, ABALONE, cell, playTokens, renderWith, storeFor } from './render';

afterEach(() => vi.unstubAllGlobals());

/** Black's marbles walk up to White's H4, ready for e4f4 to push it off. */
const TO_EJECTION = ['a4b4', 'i9h9', 'b4c4', 'g9h9', 'c4d4', 'i9h9', 'd4e4', 'g9h9'];
const ABACUS_LINE = ['c3', 'i5', 'c4', 'i6', 'c5', 'i7', 'c6', 'i9'];

const preview = () => screen.queryByTestId('move-preview');
const ghosts = (after: string) =>
  [...document.querySelectorAll(`[data-testid="move-preview"] [data-after="${after}"]`)]
    .map((g) => g.getAttribute('data-ghost'))
    .sort();
const legendMarks = () =>
  [...screen.getByTestId('legend').querySelectorAll('[data-mark]')].map((e) =>
    e.getAttribute('data-mark'),
  );
const tap = (label: string) => {
  fireEvent.pointerDown(cell(label), { button: 0, pointerType: 'touch' });
  fireEvent.pointerUp(cell(label), { button: 0, pointerType: 'touch' });
  fireEvent.click(cell(label));
};

describe('previews', () => {
  test('hovering a broadside target draws the whole group on its new cells', async () => {
    const user = userEvent.setup();
    renderWith(<BoardView />, storeFor(ABALONE));
    for (const c of ['c3', 'c4', 'c5']) await user.click(cell(c));
    expect(preview()).toBeNull();
    fireEvent.pointerOver(cell('d6'), { pointerType: 'mouse' });
    expect(ghosts('black')).toEqual(['d4', 'd5', 'd6']);
    expect(ghosts('empty')).toEqual(['c3', 'c4', 'c5']);
    expect(cell('d6')).toHaveAttribute('data-previewing', 'true');
    expect(legendMarks()).toContain('ghost');
    fireEvent.pointerOver(cell('e5'), { pointerType: 'mouse' });
    expect(preview()).toBeNull();
  });

  test('an in-line target shows every marble of the line moving, not the front one alone', async () => {
    const user = userEvent.setup();
    renderWith(<BoardView />, storeFor(ABALONE));
    for (const c of ['c3', 'c4', 'c5']) await user.click(cell(c));
    fireEvent.pointerOver(cell('c6'), { pointerType: 'mouse' });
    // C3-C5 moving east: C6 fills and C3 empties; C4 and C5 stay black.
    expect(ghosts('black')).toEqual(['c6']);
    expect(ghosts('empty')).toEqual(['c3']);
  });

  test('a push shows the pushed marble one step on; an ejection shows it leaving', async () => {
    const user = userEvent.setup();
    renderWith(<BoardView />, storeFor(ABALONE, TO_EJECTION));
    for (const c of ['e4', 'f4', 'g4']) await user.click(cell(c));
    expect(document.querySelector('[data-shove="h4"]')).toHaveClass('hx-eject');
    expect(legendMarks()).toEqual(expect.arrayContaining(['target', 'eject']));
    fireEvent.pointerOver(cell('h4'), { pointerType: 'mouse' });
    expect(ghosts('black')).toEqual(['h4']);
    expect(ghosts('empty')).toEqual(['e4']);
    expect(document.querySelector('[data-ejected="h4"]')).not.toBeNull();
  });

  test('the arrow keys preview the target they land on', async () => {
    const user = userEvent.setup();
    renderWith(<BoardView />, storeFor(ABALONE));
    await user.click(cell('c3'));
    (cell('c3') as HTMLElement).focus();
    await user.keyboard('{ArrowUp}');
    expect(cell('d4')).toHaveFocus();
    expect(ghosts('black')).toEqual(['d4']);
  });
});

describe('dragging', () => {
  test('a drag along a line previews the move it would play, and letting go plays it', () => {
    const store = storeFor(ABALONE);
    renderWith(<BoardView />, store);
    // jsdom has no layout, so point elementFromPoint at the cell under the "pointer".
    let under: Element = cell('c3');
    document.elementFromPoint = () => under;
    fireEvent.pointerDown(cell('c3'), { button: 0, pointerType: 'touch' });
    for (const label of ['c4', 'c5', 'c6', 'c7']) {
      under = cell(label);
      fireEvent.pointerMove(cell(label), { pointerType: 'touch' });
    }
    expect(ghosts('black')).toEqual(['c6']);
    expect(ghosts('empty')).toEqual(['c3']);
    fireEvent.pointerUp(cell('c7'), { pointerType: 'touch' });
    expect(texts(store.getState())).toEqual(['c3c4']);
  });

  test('a drag with no move that way previews nothing and says why on release', async () => {
    const user = userEvent.setup();
    const store = storeFor(ABALONE);
    renderWith(<BoardView />, store);
    for (const c of ['c3', 'c4', 'c5']) await user.click(cell(c));
    let under: Element = cell('c3');
    document.elementFromPoint = () => under;
    fireEvent.pointerDown(cell('c3'), { button: 0 });
    under = cell('b2');
    fireEvent.pointerMove(cell('b2'));
    expect(preview()).toBeNull();
    fireEvent.pointerUp(cell('b2'));
    expect(texts(store.getState())).toEqual([]);
    expect(screen.getByTestId('board-message')).toHaveTextContent(
      'These marbles cannot move that way: b2 is not empty',
    );
  });
});

describe('on touch', () => {
  test('a tap on a target previews it, and Confirm plays it', () => {
    const store = storeFor(ABALONE);
    renderWith(<BoardView />, store);
    tap('c3');
    tap('c4');
    tap('d5');
    expect(texts(store.getState())).toEqual([]);
    expect(ghosts('black')).toEqual(['d4', 'd5']);
    expect(screen.getByTestId('board-message')).toHaveTextContent('Tap again');
    fireEvent.click(document.querySelector('[data-action="confirm"]')!);
    expect(texts(store.getState())).toEqual(['c3c4d4']);
    expect(document.querySelector('[data-action="confirm"]')).toBeNull();
  });

  test.each([
    ['a second tap on it plays it', 'd3', ['c3d3']],
    ['a tap on another target previews that one', 'd4', []],
    ['a tap elsewhere drops it', 'e5', []],
  ])('with a target previewed, %s', (_name, second, played) => {
    const store = storeFor(ABALONE);
    renderWith(<BoardView />, store);
    tap('c3');
    tap('d3');
    tap(second);
    expect(texts(store.getState())).toEqual(played);
    if (second === 'd4') expect(ghosts('black')).toEqual(['d4']);
    if (second === 'e5') expect(preview()).toBeNull();
  });

  test('Cancel drops the preview and keeps the selection', () => {
    const store = storeFor(ABALONE);
    renderWith(<BoardView />, store);
    tap('c3');
    tap('d3');
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(preview()).toBeNull();
    expect(cell('c3')).toHaveAttribute('data-selected', 'true');
    expect(texts(store.getState())).toEqual([]);
  });

  test('the mouse plays a target at once', async () => {
    const user = userEvent.setup();
    const store = renderWith(<BoardView />, storeFor(ABALONE));
    await user.click(cell('c3'));
    await user.click(cell('d3'));
    expect(texts(store.getState())).toEqual(['c3d3']);
  });
});

describe('animation and trays', () => {
  test('the pieces of a move just played slide in; a step back shows the board at once', async () => {
    const user = userEvent.setup();
    const store = renderWith(<BoardView />, storeFor(ABALONE));
    for (const c of ['c3', 'c4', 'c5', 'd6']) await user.click(cell(c));
    const arrived = () =>
      [...document.querySelectorAll('[data-arrived]')]
        .map((e) => e.getAttribute('data-cell'))
        .sort();
    expect(arrived()).toEqual(['d4', 'd5', 'd6']);
    act(() => store.getState().goTo(0));
    expect(arrived()).toEqual([]);
  });

  test('a placed stone grows in where it stands', async () => {
    const user = userEvent.setup();
    renderWith(<BoardView />, storeFor(ABACUS));
    await user.click(cell('e5'));
    expect(cell('e5')).toHaveAttribute('data-arrived', 'true');
    expect(cell('e5').querySelector('.hx-piece')).toHaveClass('hx-placed');
  });

  test('nothing moves under prefers-reduced-motion', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('reduce'),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    const user = userEvent.setup();
    renderWith(<BoardView />, storeFor(ABALONE));
    for (const c of ['c3', 'd3']) await user.click(cell(c));
    expect(cell('d3')).toHaveAttribute('data-stone', 'black');
    expect(document.querySelector('[data-arrived]')).toBeNull();
  });

  test('a marble pushed off slides away and lands in the tray of the side that pushed it', async () => {
    const user = userEvent.setup();
    const store = renderWith(<BoardView />, storeFor(ABALONE, TO_EJECTION));
    expect(screen.getByTestId('tray-black')).toHaveAttribute('data-count', '0');
    for (const c of ['e4', 'f4', 'g4', 'h4']) await user.click(cell(c));
    expect(texts(store.getState()).at(-1)).toBe('e4f4');
    expect(screen.getByTestId('departure')).toHaveClass('hx-white');
    expect(screen.getByTestId('tray-black')).toHaveAttribute('data-count', '1');
    expect(screen.getByTestId('tray-black')).toHaveAccessibleName('Black has pushed off 1 marble');
    expect(screen.getByTestId('tray-white')).toHaveAttribute('data-count', '0');
  });

  test('a game whose pieces never leave the board has no trays', () => {
    renderWith(<BoardView />, storeFor(ABACUS));
    expect(screen.queryByTestId('tray-black')).toBeNull();
  });

  test('a computer move landing after a jump in the history does not animate', () => {
    const store = storeFor(ABALONE, ['c3d3', 'g7f7']);
    renderWith(<BoardView />, store);
    act(() => store.getState().goTo(0));
    act(() => store.getState().goTo(2));
    expect(document.querySelector('[data-arrived]')).toBeNull();
    act(() => playTokens(store, ['d3e3']));
    expect(cell('e3')).toHaveAttribute('data-arrived', 'true');
  });
});

describe('Abacus details', () => {
  test('picking an end stone of a line of 3 says why, with its group size', async () => {
    const user = userEvent.setup();
    renderWith(<BoardView />, storeFor(ABACUS, ['e3', 'a1', 'e4', 'a3', 'e5', 'a5']));
    await user.click(cell('e5'));
    expect(screen.getByTestId('board-message')).toHaveTextContent(
      'This stone cannot slide: a slide must leave it in a group of at least 2 smaller than its group of 3.',
    );
  });

  test('the slide preview lifts the stone off its starting cell', async () => {
    const user = userEvent.setup();
    renderWith(<BoardView />, storeFor(ABACUS, ABACUS_LINE));
    await user.click(cell('c4'));
    fireEvent.pointerOver(cell('b4'), { pointerType: 'mouse' });
    expect(ghosts('black')).toEqual(['b4']);
    expect(ghosts('empty')).toEqual(['c4']);
  });

  test('every stone carries its group size; the setting shows them all', async () => {
    const user = userEvent.setup();
    renderWith(
      <>
        <BoardView />
        <BoardSettings />
      </>,
      storeFor(ABACUS, ABACUS_LINE),
    );
    expect(cell('c4').querySelector('[data-count]')).toHaveTextContent('4');
    expect(cell('i9').querySelector('[data-count]')).toHaveTextContent('1');
    expect(cell('c4')).toHaveAccessibleName(/group of 4/);
    expect(screen.getByTestId('board')).not.toHaveAttribute('data-counts');
    await user.click(screen.getByRole('checkbox', { name: 'Show group sizes' }));
    expect(screen.getByTestId('board')).toHaveAttribute('data-counts', 'all');
  });

  test('Abalone has no group sizes to show', () => {
    renderWith(<BoardSettings />, storeFor(ABALONE));
    expect(screen.queryByRole('checkbox')).toBeNull();
  });
});
