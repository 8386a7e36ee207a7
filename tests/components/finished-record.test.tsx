/**
 * An imported record that is over is a record (issue 42, item 5): its players named, Analyse
 * and Review offered instead of a rematch, and its moves never taken back; a move tried
 * earlier in it goes into a side line.
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { createGameStore, savedOf } from '../../src/store/game';
import { DEFAULT_SETTINGS } from '../../src/store/game/savedGame';
import { recordNames } from '../../src/store/game/recordNames';
import { selectCanUndo, selectFinalOutcome, selectLegal } from '../../src/store/game/selectors';
import { exportGame } from '../../src/store/records/apgnExport';
import { parseImport, toSavedGame } from '../../src/store/records/apgnImport';
import { renderApp } from './render';

/** An Abacus n=3 game played to a full board, as the app exports it, its players renamed. */
function finishedRecord(black: string, white: string): string {
  const store = createGameStore();
  store.getState().newGame({ game: 'abacus', n: 3, layout: 'standard' });
  while (selectFinalOutcome(store.getState()) === undefined) {
    store.getState().play(selectLegal(store.getState())[0]);
  }
  return exportGame(savedOf(store.getState()))
    .replace('[Black "Human"]', `[Black "${black}"]`)
    .replace('[White "Human"]', `[White "${white}"]`);
}

/** The record imported as the Import dialog opens it. */
function opened(text: string) {
  const read = parseImport(text, { game: 'abacus' });
  if (!read.ok) throw new Error(read.error.message);
  return createGameStore({ saved: toSavedGame(read.value[0], DEFAULT_SETTINGS, 1) });
}

describe('the names a record gives its players', () => {
  test.each([
    [
      [
        ['Black', 'Vincent'],
        ['White', 'Tomasz'],
      ],
      { black: 'Vincent', white: 'Tomasz' },
    ],
    [
      [
        ['black', ' Ada '],
        ['White', '?'],
      ],
      { black: 'Ada' },
    ],
    [
      [
        ['Black', 'Human'],
        ['White', 'Computer (Hard)'],
      ],
      {},
    ],
    [[['Event', 'MiGs']], {}],
    [undefined, {}],
  ] as const)('%j names %j', (tags, names) => {
    expect(recordNames(tags)).toEqual(names);
  });
});

describe('an imported game that is over', () => {
  test('names its players, offers Analyse and Review, no rematch, and no takeback', async () => {
    const store = renderApp(opened(finishedRecord('Vincent', 'Tomasz')));
    const result = await screen.findByTestId('result');
    expect(within(result).queryByRole('button', { name: 'Rematch' })).toBeNull();
    expect(result.querySelector('[data-action="rematch-swap"]')).toBeNull();
    expect(within(result).getByRole('button', { name: /Review/ })).toBeInTheDocument();
    fireEvent.click(within(result).getByRole('button', { name: 'Analyse' }));
    expect(store.getState().analysing).toBe(true);
    expect(screen.queryByTestId('result')).toBeNull();

    expect(screen.getByTestId('seat-name-black')).toHaveTextContent('Black · Vincent');
    expect(screen.getByTestId('seat-name-white')).toHaveTextContent('White · Tomasz');
    expect(document.querySelector('[data-field="seat-black"]')).toBeNull();

    const moves = store.getState().moves;
    expect(selectCanUndo(store.getState())).toBe(false);
    expect(document.querySelector('[data-action="undo"]')).toBeDisabled();
    act(() => store.getState().undo());
    expect(store.getState().moves).toBe(moves);
  });

  test('a move tried earlier in it goes into a side line, the record kept whole', () => {
    const store = opened(finishedRecord('Vincent', 'Tomasz'));
    const moves = store.getState().moves;
    store.getState().goTo(moves.length - 2);
    const tried = selectLegal(store.getState()).find(
      (move) => move !== moves[moves.length - 2].move,
    );
    store.getState().play(tried!);
    expect(store.getState().moves).toBe(moves);
    expect(store.getState().variations).toHaveLength(1);
  });

  test('the app’s own game, over on the board, keeps its rematch and its takeback', async () => {
    const store = createGameStore();
    store.getState().newGame({ game: 'abacus', n: 3, layout: 'standard' });
    while (selectFinalOutcome(store.getState()) === undefined) {
      store.getState().play(selectLegal(store.getState())[0]);
    }
    renderApp(store);
    const result = await screen.findByTestId('result');
    expect(within(result).getByRole('button', { name: 'Rematch' })).toBeInTheDocument();
    expect(result.querySelector('[data-action="result-analyse"]')).toBeNull();
    expect(selectCanUndo(store.getState())).toBe(true);
  });

  test('a record still going names its players beside the seats, which stay to be chosen', () => {
    const text = finishedRecord('Vincent', 'Tomasz').replace(/\n\n[\s\S]*$/, '\n\n1. e5 *\n');
    renderApp(opened(text.replace(/\[Result "[^"]*"\]/, '[Result "*"]')));
    expect(screen.getByLabelText('Black · Vincent')).toHaveAttribute('data-field', 'seat-black');
    expect(screen.queryByTestId('seat-name-black')).toBeNull();
  });
});
