import userEvent from '@testing-library/user-event';
import { afterEach, expect, test, vi } from 'vitest';
import { BoardView } from '../../src/components/board/BoardView';
import { rulesOf } from '../../src/games';
import { texts } from '../fixtures';
import { ABACUS, ABALONE, cell, renderWith, storeFor } from './render';

afterEach(() => vi.restoreAllMocks());

// Legal moves are generated once per position: the store keeps them for its legality
// check, the outcome and the board's input model alike, so a click costs no generation
// until it plays a move, and then exactly one, for the new position.
test.each([
  ['Abacus: a placement', ABACUS, ['e5'], ['e5']],
  [
    'Abacus: a slide',
    ABACUS,
    ['c4', 'b4'],
    ['c3', 'i5', 'c4', 'i6', 'c5', 'i7', 'c6', 'i9', 'c4b4'],
  ],
  ['Abalone: select a line, then move it', ABALONE, ['c3', 'c4', 'd5'], ['c3c4d4']],
] as const)('%s generates the legal moves once', async (_name, spec, clicks, played) => {
  const earlier = played.slice(0, -1);
  const store = storeFor(spec, earlier);
  const user = userEvent.setup();
  renderWith(<BoardView />, store);
  const generate = vi.spyOn(rulesOf(spec.game), 'generate');
  for (const label of clicks) await user.click(cell(label));
  expect(texts(store.getState())).toEqual(played);
  expect(generate).toHaveBeenCalledTimes(1);
});
