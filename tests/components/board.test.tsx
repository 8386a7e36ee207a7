import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test } from 'vitest';
import { Board } from '../../src/components/board/Board';
import { boardWords } from '../../src/components/board/boardWords';
import { BoardView } from '../../src/components/board/BoardView';
import { makeI18n } from '../../src/i18n/context';
import { en } from '../../src/i18n/en';
import { NO_HANDLERS } from './board-handlers';
import type { Marks } from '../../src/input/types';
import { position, texts } from '../fixtures';
import { ABALONE, cell, renderWith, storeFor } from './render';

const noMarks: Marks = {
  selected: new Set(),
  targets: new Map(),
  pushed: new Map(),
  movable: new Set(),
};

const renderView = (store = storeFor()) => renderWith(<BoardView />, store);

/** Renders the bare board for a position string, with nothing selected or marked. */
function renderPosition(text: string, coordinates: boolean) {
  const pos = position(text);
  render(
    <Board
      board={pos.board}
      cells={pos.cells}
      turn={pos.turn}
      words={boardWords(makeI18n('en', en), pos.game)}
      marks={noMarks}
      lastMove={undefined}
      lastByComputer={false}
      hint={undefined}
      coordinates={coordinates}
      focusCell={0}
      handlers={NO_HANDLERS}
      label="Board"
    />,
  );
}

test('the board renders a position string: every cell, every piece, upper-case labels', () => {
  renderPosition('abalone wwwww/wwwwww/2www2/8/9/8/2bbb2/bbbbbb/bbbbb b 0 0', true);
  expect(document.querySelectorAll('[data-cell]')).toHaveLength(61);
  expect(document.querySelectorAll('[data-stone="black"]')).toHaveLength(14);
  expect(document.querySelectorAll('[data-stone="white"]')).toHaveLength(14);
  expect(cell('a1')).toHaveAttribute('data-stone', 'black');
  expect(cell('i9')).toHaveAttribute('data-stone', 'white');
  expect(cell('e5')).not.toHaveAttribute('data-stone');
  expect(cell('e5')).toHaveAccessibleName('E5, empty');
  expect(cell('a1')).toHaveAccessibleName('A1, black marble');
  // Row A is drawn at the bottom: larger y in SVG.
  const y = (label: string) => Number(cell(label).querySelector('circle')?.getAttribute('cy'));
  expect(y('a1')).toBeGreaterThan(y('i9'));
  // Exactly one cell takes the tab stop.
  expect(document.querySelectorAll('[data-cell][tabindex="0"]')).toHaveLength(1);
  expect(screen.getByText('A')).toBeInTheDocument();
  expect(screen.getByText('9')).toBeInTheDocument();
});

test('coordinates can be left out', () => {
  renderPosition('abacus 3/4/5/4/3 b', false);
  expect(document.querySelectorAll('[data-cell]')).toHaveLength(19);
  expect(document.querySelector('text')).toBeNull();
});

test('Abacus: a click on an empty cell places a stone', async () => {
  const user = userEvent.setup();
  const store = renderView();
  const board = screen.getByTestId('board');
  expect(board).toHaveAttribute('data-turn', 'black');
  await user.click(cell('e5'));
  expect(texts(store.getState())).toEqual(['e5']);
  expect(board).toHaveAttribute('data-turn', 'white');
  expect(cell('e5')).toHaveAttribute('data-stone', 'black');
  expect(cell('e5')).toHaveAttribute('data-last', 'to');
  await user.click(cell('e5'));
  expect(texts(store.getState())).toEqual(['e5']);
});

test('Abacus: select a stone that can slide, see its targets, slide it; Escape cancels', async () => {
  const user = userEvent.setup();
  const store = renderView();
  for (const c of ['c3', 'i5', 'c4', 'i6', 'c5', 'i7', 'c6', 'i9']) await user.click(cell(c));
  expect(cell('c4')).toHaveAttribute('data-movable', 'true');
  expect(cell('c5')).toHaveAttribute('data-movable', 'true');
  // An end stone would leave a group of 3 behind and can only rebuild one as large.
  expect(cell('c6')).not.toHaveAttribute('data-movable');
  await user.click(cell('c4'));
  expect(cell('c4')).toHaveAttribute('data-selected', 'true');
  // RULES.md §2: from C3-C4-C5-C6, C4→B4 and C4→B3 are legal.
  expect(cell('b4')).toHaveAttribute('data-target', 'move');
  expect(cell('b3')).toHaveAttribute('data-target', 'move');
  await user.keyboard('{Escape}');
  expect(cell('c4')).not.toHaveAttribute('data-selected');
  expect(cell('b4')).not.toHaveAttribute('data-target');

  await user.click(cell('c4'));
  await user.click(cell('b4'));
  expect(store.getState().moves.at(-1)?.text).toBe('c4b4');
  expect(cell('b4')).toHaveAttribute('data-stone', 'black');
  expect(cell('c4')).not.toHaveAttribute('data-stone');
});

test.each([
  ['the picked stone again', 'c4'],
  ["the opponent's stone", 'i5'],
])('Abacus: a click on %s cancels a selection without playing', async (_name, clicked) => {
  const user = userEvent.setup();
  const store = renderView();
  for (const c of ['c3', 'i5', 'c4', 'i6', 'c5', 'i7', 'c6', 'i9']) await user.click(cell(c));
  await user.click(cell('c4'));
  await user.click(cell(clicked));
  expect(store.getState().moves).toHaveLength(8);
  expect(cell('c4')).not.toHaveAttribute('data-selected');
});

test('Abacus: with a stone picked, a click on an empty cell that is no landing places there', async () => {
  const user = userEvent.setup();
  const store = renderView();
  for (const c of ['c3', 'i5', 'c4', 'i6', 'c5', 'i7', 'c6', 'i9']) await user.click(cell(c));
  await user.click(cell('c4'));
  await user.click(cell('e9'));
  expect(store.getState().moves.at(-1)?.text).toBe('e9');
  expect(cell('c4')).not.toHaveAttribute('data-selected');
});

test('Abalone: select a line, see destinations and pushes, play by clicking a destination', async () => {
  const user = userEvent.setup();
  const store = renderView(storeFor(ABALONE));
  await user.click(cell('c3'));
  await user.click(cell('c4'));
  expect(cell('c3')).toHaveAttribute('data-selected', 'true');
  expect(cell('c4')).toHaveAttribute('data-selected', 'true');
  expect(
    [...document.querySelectorAll('[data-target]')].map((e) => e.getAttribute('data-cell')).sort(),
  ).toEqual(['c2', 'd3', 'd5']);
  await user.click(cell('d5'));
  expect(texts(store.getState())).toEqual(['c3c4d4']);
  expect(cell('d4')).toHaveAttribute('data-stone', 'black');
  expect(cell('d5')).toHaveAttribute('data-stone', 'black');
});

test('Abalone: one marble, then an adjacent empty cell, moves it', async () => {
  const user = userEvent.setup();
  const store = renderView(storeFor(ABALONE));
  await user.click(cell('c3'));
  await user.click(cell('d3'));
  expect(texts(store.getState())).toEqual(['c3d3']);
});

test('Abalone: a selection with no legal move says so', async () => {
  const user = userEvent.setup();
  renderView(storeFor(ABALONE));
  await user.click(cell('a1'));
  expect(screen.getByTestId('board-message')).toHaveTextContent(/no legal move/i);
  await user.click(cell('e5'));
  expect(document.querySelector('[data-selected]')).toBeNull();
});

test('Abalone: push moves mark the marbles they would push', async () => {
  const user = userEvent.setup();
  const store = renderView(
    storeFor(ABALONE, ['a4b4', 'i9h9', 'b4c4', 'g9h9', 'c4d4', 'i9h9', 'd4e4', 'g9h9']),
  );
  for (const c of ['e4', 'f4', 'g4']) await user.click(cell(c));
  expect(cell('h4')).toHaveAttribute('data-target', 'push');
  expect(cell('h4')).toHaveAttribute('data-pushed', 'eject');
  await user.click(cell('h4'));
  expect(store.getState().moves.at(-1)?.text).toBe('e4f4');
  expect(cell('h4')).toHaveAttribute('data-stone', 'black');
});

test('keyboard: arrows move the focus between cells, Enter plays', async () => {
  const user = userEvent.setup();
  const store = renderView();
  const centre = cell('e5') as HTMLElement;
  expect(centre).toHaveAttribute('tabindex', '0');
  centre.focus();
  await user.keyboard('{ArrowRight}');
  expect(cell('e6')).toHaveFocus();
  await user.keyboard('{Enter}');
  expect(texts(store.getState())).toEqual(['e6']);
  await user.keyboard('{ArrowLeft}{ArrowLeft} ');
  expect(texts(store.getState())).toEqual(['e6', 'e4']);
});

test('dragging: a stone dragged onto a legal landing cell slides', () => {
  const store = renderView();
  for (const c of ['c3', 'i5', 'c4', 'i6', 'c5', 'i7', 'c6', 'i9']) fireEvent.click(cell(c));
  // jsdom has no layout, so point elementFromPoint at the cell under the "pointer".
  let under: Element = cell('c4');
  document.elementFromPoint = () => under;
  fireEvent.pointerDown(cell('c4'), { button: 0 });
  under = cell('b4');
  fireEvent.pointerMove(cell('c4'));
  fireEvent.pointerUp(cell('b4'));
  expect(store.getState().moves.at(-1)?.text).toBe('c4b4');
});

test('Abalone: a click off the board drops the selection', async () => {
  const user = userEvent.setup();
  renderView(storeFor(ABALONE));
  await user.click(cell('c3'));
  expect(cell('c3')).toHaveAttribute('data-selected', 'true');
  await user.click(document.body);
  expect(cell('c3')).not.toHaveAttribute('data-selected');
});
