import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test } from 'vitest';
import { GameResult } from '../../src/components/play/GameResult';
import type { Players } from '../../src/store/game/savedGame';
import { texts } from '../fixtures';
import { ABACUS, ABALONE, renderWith, storeFor } from './render';

const HOT_SEAT: Players = { black: 'human', white: 'human' };
const VS_EASY: Players = { black: 'human', white: 'easy' };
const SWAP_SEATS = 'Change places: whoever played White plays Black, and moves first.';

// Every result offers the rematch with colours swapped, whatever the game; between two
// people at one screen the seats stay and the button's title tells them to trade places.
test.each([
  ['Abacus', 'hot seat', ABACUS, ['e5'], HOT_SEAT, HOT_SEAT, SWAP_SEATS],
  [
    'Abacus',
    'against the computer',
    ABACUS,
    ['e5'],
    VS_EASY,
    { black: 'easy', white: 'human' },
    null,
  ],
  ['Abalone', 'hot seat', ABALONE, ['a1b2'], HOT_SEAT, HOT_SEAT, SWAP_SEATS],
  [
    'Abalone',
    'against the computer',
    ABALONE,
    ['a1b2'],
    VS_EASY,
    { black: 'easy', white: 'human' },
    null,
  ],
])(
  '%s, %s: rematch with colours swapped',
  async (_game, _seats, spec, tokens, players, swapped, title) => {
    const user = userEvent.setup();
    const store = storeFor(spec, tokens);
    store.getState().setPlayers(players);
    renderWith(<GameResult onNewGame={() => {}} />, store);
    act(() => store.getState().resign());
    const swap = screen.getByRole('button', { name: 'Rematch with colours swapped' });
    expect(swap.getAttribute('title')).toBe(title);
    await user.click(swap);
    expect(store.getState().players).toEqual(swapped);
    expect(texts(store.getState())).toEqual([]);
    expect(screen.queryByTestId('result')).toBeNull();
  },
);
