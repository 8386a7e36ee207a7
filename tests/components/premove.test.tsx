import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { BoardView } from '../../src/components/board/BoardView';
import { createGameStore } from '../../src/store/game';
import type { GameSpec, Players } from '../../src/store/game/savedGame';
import { texts } from '../fixtures';
import { ABACUS, ABALONE, cell, playTokens, prefsWith, renderWith } from './render';

const HUMAN_VS_EASY: Players = { black: 'human', white: 'easy' };

/** A game against the computer, the computer (White) to move after `tokens`. */
function againstComputer(spec: GameSpec, tokens: readonly string[]) {
  const store = createGameStore();
  store.getState().newGame(spec, HUMAN_VS_EASY);
  playTokens(store, tokens);
  return store;
}

const mark = () => document.querySelector('[data-testid="premove"]');
const message = () => screen.getByTestId('board-message');

describe('premoves on the board', () => {
  test('Abacus: a placement while the computer thinks waits ghosted, then is played on its reply', async () => {
    const user = userEvent.setup();
    const store = renderWith(<BoardView />, againstComputer(ABACUS, ['e5']));
    await user.click(cell('c3'));
    expect(store.getState().premove?.text).toBe('c3');
    // The mark comes in a chunk of its own, drawn once it has loaded.
    await waitFor(() => expect(mark()).toHaveAttribute('data-to', 'c3'));
    expect(cell('c3')).not.toHaveAttribute('data-stone');
    expect(screen.getByTestId('board')).toHaveAttribute('data-turn', 'white');
    // The board is named for the side really to move.
    expect(screen.getByRole('grid')).toHaveAccessibleName(/white stones to move/);
    expect(message()).toHaveTextContent('Premove c3: played as soon as it is your turn');
    act(() => playTokens(store, ['a1']));
    expect(texts(store.getState())).toEqual(['e5', 'a1', 'c3']);
    expect(cell('c3')).toHaveAttribute('data-stone', 'black');
    expect(mark()).toBeNull();
  });

  test('a premove the reply makes illegal is dropped, and the bar says so', async () => {
    const user = userEvent.setup();
    const store = renderWith(<BoardView />, againstComputer(ABACUS, ['e5']));
    await user.click(cell('c3'));
    act(() => playTokens(store, ['c3']));
    expect(texts(store.getState())).toEqual(['e5', 'c3']);
    expect(message()).toHaveTextContent('Premove c3 dropped: it is not legal in the new position.');
  });

  test.each([
    [
      'Cancel premove',
      async (user: ReturnType<typeof userEvent.setup>) => {
        await user.click(screen.getByRole('button', { name: 'Cancel premove' }));
      },
    ],
    [
      'a click elsewhere on the board',
      async (user: ReturnType<typeof userEvent.setup>) => {
        await user.click(cell('g7'));
      },
    ],
    [
      'Escape',
      async (user: ReturnType<typeof userEvent.setup>) => {
        await user.keyboard('{Escape}');
      },
    ],
  ])('%s cancels the premove', async (_, cancel) => {
    const user = userEvent.setup();
    const store = renderWith(<BoardView />, againstComputer(ABACUS, ['e5']));
    await user.click(cell('c3'));
    await cancel(user);
    expect(store.getState().premove).toBeUndefined();
    expect(mark()).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel premove' })).toBeNull();
    act(() => playTokens(store, ['a1']));
    expect(texts(store.getState())).toEqual(['e5', 'a1']);
  });

  test('with premoves off, the board takes nothing while the computer thinks', async () => {
    const user = userEvent.setup();
    const store = renderWith(
      <BoardView />,
      againstComputer(ABACUS, ['e5']),
      prefsWith({ premoves: false }),
    );
    await user.click(cell('c3'));
    expect(store.getState().premove).toBeUndefined();
    expect(mark()).toBeNull();
  });

  test('Abalone: a marble picked, then its target, is a premove of that move', async () => {
    const user = userEvent.setup();
    const store = renderWith(<BoardView />, againstComputer(ABALONE, ['a4b4']));
    await user.click(cell('c4'));
    const target = document.querySelector('[data-target]');
    expect(target).not.toBeNull();
    fireEvent.click(target as Element);
    const premove = store.getState().premove;
    expect(premove).toBeDefined();
    await waitFor(() => expect(mark()?.getAttribute('data-from')).toContain('c4'));
    act(() => playTokens(store, ['i9h9']));
    expect(texts(store.getState())).toEqual(['a4b4', 'i9h9', premove?.text]);
  });
});
