import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import { BoardView } from '../../src/components/board/BoardView';
import { EndingControls } from '../../src/components/play/EndingControls';
import { GameControls } from '../../src/components/play/GameControls';
import { GameResult } from '../../src/components/play/GameResult';
import { StatusPanel } from '../../src/components/play/StatusPanel';
import { ViewingBar } from '../../src/components/moves/ViewingBar';
import type { Players } from '../../src/store/game/savedGame';
import { texts } from '../fixtures';
import { ABACUS, ABALONE, cell, playTokens, renderWith, storeFor } from './render';

const HUMAN_VS_EASY: Players = { black: 'human', white: 'easy' };

/** The panels around the board, as the game screen has them. */
function Flow({ onNewGame = () => {} }: { readonly onNewGame?: () => void }) {
  return (
    <>
      <BoardView />
      <StatusPanel />
      <GameControls />
      <ViewingBar />
      <EndingControls />
      <GameResult onNewGame={onNewGame} />
    </>
  );
}

const action = (name: string): HTMLElement => {
  const el = document.querySelector<HTMLElement>(`[data-action="${name}"]`);
  if (!el) throw new Error(`no action ${name}`);
  return el;
};

test('the status panel names the game being played', () => {
  renderWith(<StatusPanel />, storeFor({ game: 'abalone', n: 5, layout: 'belgian' }));
  expect(screen.getByTestId('game-spec')).toHaveTextContent('Abalone · size 5 · Belgian Daisy');
});

test('viewing an earlier move: the board only shows it; back to the game', async () => {
  const user = userEvent.setup();
  const store = renderWith(<Flow />, storeFor(ABACUS, ['e5', 'a1', 'b2']));
  act(() => store.getState().goTo(1));
  expect(screen.getByTestId('viewing')).toHaveTextContent('Viewing move 1, Black (ply 1 of 3) —');
  expect(action('back-to-game')).toHaveAccessibleName('back to the game');
  await user.click(cell('c3'));
  expect(texts(store.getState())).toEqual(['e5', 'a1', 'b2']);
  expect(screen.queryByTestId('confirm')).toBeNull();
  await user.click(action('back-to-game'));
  expect(store.getState().cursor).toBe(3);
  expect(screen.queryByTestId('viewing')).toBeNull();
  await user.click(cell('c3'));
  expect(texts(store.getState())).toEqual(['e5', 'a1', 'b2', 'c3']);
});

test('continue from here starts a new game with the moves so far', async () => {
  const user = userEvent.setup();
  const store = renderWith(<Flow />, storeFor(ABACUS, ['e5', 'a1', 'b2']));
  const { id } = store.getState();
  act(() => store.getState().goTo(2));
  await user.click(screen.getByRole('button', { name: 'Continue from here' }));
  expect(store.getState().id).not.toBe(id);
  expect(texts(store.getState())).toEqual(['e5', 'a1']);
  expect(screen.queryByTestId('viewing')).toBeNull();
  await user.click(cell('c3'));
  expect(texts(store.getState())).toEqual(['e5', 'a1', 'c3']);
});

test('a seat changes hands during the game, at once', async () => {
  const user = userEvent.setup();
  const store = renderWith(<Flow />, storeFor(ABACUS, ['e5']));
  const white = document.querySelector<HTMLSelectElement>('[data-field="seat-white"]')!;
  expect(white).toHaveAccessibleName('White');
  await user.selectOptions(white, 'hard');
  expect(store.getState().players).toEqual({ black: 'human', white: 'hard' });
  expect(screen.getByText('Computer · Hard takes over White from here.')).toBeInTheDocument();
  // The computer is to move now: the board waits for it.
  await user.click(cell('a1'));
  expect(texts(store.getState())).toEqual(['e5']);
  await user.selectOptions(white, 'human');
  expect(screen.getByText('A person at this screen takes over White from here.')).toBeVisible();
  await user.click(cell('a1'));
  expect(texts(store.getState())).toEqual(['e5', 'a1']);
});

test.each([
  ['Abacus', ABACUS, false],
  ['Abalone', ABALONE, true],
])('%s: Resign is offered, a draw offer only where a draw exists', (_name, spec, draws) => {
  renderWith(<EndingControls />, storeFor(spec));
  expect(screen.getByRole('button', { name: 'Resign' })).toBeEnabled();
  expect(screen.queryByRole('button', { name: 'Offer draw' }) !== null).toBe(draws);
});

test('Undo against the computer takes back the reply too, with no dialog', async () => {
  const user = userEvent.setup();
  const store = storeFor(ABACUS);
  store.getState().setPlayers(HUMAN_VS_EASY);
  playTokens(store, ['e5', 'a1', 'b2', 'c3']);
  renderWith(<Flow />, store);
  await user.click(screen.getByRole('button', { name: 'Undo' }));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(texts(store.getState())).toEqual(['e5', 'a1']);
  await user.click(screen.getByRole('button', { name: 'Redo' }));
  expect(texts(store.getState())).toEqual(['e5', 'a1', 'b2', 'c3']);
});

test('the computer declines a draw when it stands better, and says so', async () => {
  const user = userEvent.setup();
  const store = storeFor(ABALONE);
  store.getState().setPlayers({ black: 'easy', white: 'human' });
  playTokens(store, ['a4b4', 'i9h9', 'b4c4', 'g9h9', 'c4d4', 'i9h9', 'd4e4', 'g9h9', 'e4f4']);
  renderWith(<Flow />, store);
  await user.click(screen.getByRole('button', { name: 'Offer draw' }));
  expect(screen.getByTestId('draw-offer')).toHaveTextContent('The computer declines the draw');
  expect(screen.getByRole('button', { name: 'Offer draw' })).toBeDisabled();
  expect(screen.queryByTestId('result')).toBeNull();
});

test('hot seat: a declined draw offer goes away and play goes on', async () => {
  const user = userEvent.setup();
  const store = renderWith(<Flow />, storeFor(ABALONE, ['a1b2']));
  await user.click(screen.getByRole('button', { name: 'Offer draw' }));
  const offer = screen.getByRole('group', { name: 'Draw offer' });
  expect(offer).toHaveTextContent('White offers a draw. Black, do you accept?');
  await user.click(within(offer).getByRole('button', { name: 'Decline' }));
  expect(screen.queryByTestId('draw-offer')).toBeNull();
  expect(store.getState().ending).toBeUndefined();
});

test('the result: rematch with colours swapped; closed, then opened again', async () => {
  const user = userEvent.setup();
  const onNewGame = vi.fn();
  const store = storeFor(ABACUS, ['e5']);
  store.getState().setPlayers(HUMAN_VS_EASY);
  renderWith(<Flow onNewGame={onNewGame} />, store);
  expect(document.querySelector('[data-action="show-result"]')).toBeNull();
  await user.click(screen.getByRole('button', { name: 'Resign' }));
  await user.click(within(screen.getByTestId('confirm')).getByRole('button', { name: 'Resign' }));
  let dialog = screen.getByTestId('result');
  expect(dialog).toHaveTextContent('Black resigned.');
  await user.click(within(dialog).getByRole('button', { name: 'View board' }));
  expect(screen.queryByTestId('result')).toBeNull();
  await user.click(action('show-result'));
  dialog = screen.getByTestId('result');
  await user.click(within(dialog).getByRole('button', { name: 'New game' }));
  expect(onNewGame).toHaveBeenCalledOnce();
  expect(screen.queryByTestId('result')).toBeNull();
  await user.click(action('show-result'));
  await user.click(action('rematch-swap'));
  expect(screen.queryByTestId('result')).toBeNull();
  expect(store.getState().players).toEqual({ black: 'easy', white: 'human' });
  expect(texts(store.getState())).toEqual([]);
});

test('hot seat: Rematch keeps the seats', async () => {
  const user = userEvent.setup();
  const store = renderWith(<Flow />, storeFor(ABACUS, ['e5']));
  act(() => store.getState().resign());
  await user.click(action('rematch'));
  expect(texts(store.getState())).toEqual([]);
});
